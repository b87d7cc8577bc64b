/**
 * Editorial text may hold tokens such as {{limits.title_max}} or {{draw.first_week}}: figures that belong to the
 * contest edition are written once there and filled in when the text is read, so an edited edition never leaves a
 * page saying something else. Tokens with no value stay as written, so a typo shows instead of vanishing.
 */
export function fillTokens(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([a-z_]+\.[a-z_]+)\s*\}\}/g, (token, name: string) => values[name] ?? token);
}
