/** Vietnam keeps UTC+7 all year (no daylight saving), so its calendar date is the UTC date seven hours on. */
export const vietnamDate = (instant: Date) => new Date(instant.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * Whether someone born on `birthDate` (YYYY-MM-DD) is `years` or older on the Vietnamese calendar day of `instant`.
 * A birthday on 29 February counts from 1 March in years without one.
 */
export function isAtLeast(birthDate: string, years: number, instant: Date): boolean {
  const today = vietnamDate(instant);
  const threshold = `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${today.slice(4)}`;
  return birthDate <= threshold;
}
