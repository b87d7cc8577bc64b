/**
 * A stored day (Y-m-d) as it is shown and typed in the profile form: dd/mm/yyyy, the order Vietnamese (and
 * British English) readers use. The API accepts it back as typed.
 */
export function dayForInput(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (day ?? "");
}
