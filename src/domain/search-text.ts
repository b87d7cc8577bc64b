/**
 * Accent- and case-insensitive search. The database keeps a folded `search_text` column per searchable table,
 * written by triggers with this same folding (SQLite calls this function; PostgreSQL runs its SQL twin, see
 * migration 0012), and a person's search term is folded here, then matched as a substring.
 * "Trần Thị" and "tran thi" fold alike; "Đ/đ" (a letter of its own, not a "d" with a mark) folds to "d".
 */
export function searchFold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A search term as typed, folded; a phone number typed with spaces, dots or dashes loses them ("0912 345 678"). */
export function searchTerm(query: string): string {
  const folded = searchFold(query);
  return /^[\d\s.+\-()]+$/.test(folded) && /\d/.test(folded) ? folded.replace(/[\s.\-()]/g, "") : folded;
}
