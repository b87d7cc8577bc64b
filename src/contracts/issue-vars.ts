import type { Locale } from "./locale.ts";
import { formatCount } from "./number-format.ts";

/*
 * A schema's message may name its limit ("At most {{max}} characters."), filled in from the issue. Apart from
 * messages.ts, which holds both catalogues: the browser's check of every form uses these.
 */

/** The variables a schema's issue gives its message: a text's maximum length ("At most {{max}} characters."). */
export function issueVars(issue: { code: string; maximum?: unknown }): { vars?: Record<string, number> } {
  return issue.code === "too_big" && typeof issue.maximum === "number" ? { vars: { max: issue.maximum } } : {};
}

/** An issue's variables as the language writes them: a length of 5000 reads "5.000" (vi), "5,000" (en). */
export function localVars(vars: Record<string, number>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, formatCount(value, locale)]));
}
