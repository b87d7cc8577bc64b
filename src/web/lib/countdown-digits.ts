export type CountdownUnit = "days" | "hours" | "minutes" | "seconds";

/**
 * What a countdown shows for the time left: whole days, then two-digit hours, minutes and seconds. Self-contained:
 * before a public page hydrates, its inline loader ticks the countdown with this function's text
 * (src/web/lib/hydration-loader.ts).
 */
export function countdownDigits(ms: number): Record<CountdownUnit, string> {
  const sizes: [CountdownUnit, number][] = [
    ["days", 86_400_000],
    ["hours", 3_600_000],
    ["minutes", 60_000],
    ["seconds", 1000],
  ];
  const digits = {} as Record<CountdownUnit, string>;
  let rest = Math.max(0, ms);
  for (const [unit, size] of sizes) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    digits[unit] = String(value).padStart(unit === "days" ? 1 : 2, "0");
  }
  return digits;
}
