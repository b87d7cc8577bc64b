/**
 * The text of the date and date-time fields (components/DateField.tsx). A browser's own date inputs speak the
 * browser's language ("mm/dd/yyyy", "12:00 AM"); ours show d/m/Y and 24-hour time on every page and hand the form
 * the value the API reads: a date ("2026-11-22"), or an instant typed in Vietnam time with its offset
 * ("2026-11-22T10:30:00+07:00"), so that an action sends the field as it is (lib/form-input.ts).
 */
export type DateKind = "date" | "datetime";

const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(?:\+07:00)?)?$/;
const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2})[:hg](\d{2})(?::(\d{2}))?)?$/;

const two = (part: string) => part.padStart(2, "0");

/** "2026-11-22T10:30:00" (or with its "+07:00") as shown: "22/11/2026 10:30" (seconds only when there are some). */
export function shownDate(value: string): string {
  const match = iso.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute, second] = match;
  const date = `${day}/${month}/${year}`;
  if (hour === undefined) return date;
  return `${date} ${hour}:${minute}${second && second !== "00" ? `:${second}` : ""}`;
}

/**
 * What a person typed, as the form's value: d/m/Y (with "/", "." or "-") and 24-hour time, or already ISO. A date-time
 * needs its time. Anything else is passed on unchanged, so the server answers with its message for that field.
 */
export function typedDate(text: string, kind: DateKind): string {
  const trimmed = text.trim();
  const isoMatch = iso.exec(trimmed);
  const match = isoMatch ? [isoMatch[0], isoMatch[3], isoMatch[2], isoMatch[1], ...isoMatch.slice(4)] : typed.exec(trimmed);
  if (!match) return trimmed;
  const [, day, month, year, hour, minute, second] = match as (string | undefined)[];
  const date = `${year}-${two(month!)}-${two(day!)}`;
  if (kind === "date") return hour === undefined ? date : trimmed;
  if (hour === undefined || Number(hour) > 23 || Number(minute) > 59) return trimmed;
  return `${date}T${two(hour)}:${minute}:${second ?? "00"}+07:00`;
}
