import { sql, type RawBuilder } from "kysely";
import { searchTerm } from "#domain/search-text.ts";
import { containsPattern } from "./dialect.ts";

/** `column` (a `search_text` column, see migration 0012) contains the folded search term; %, _ and \ are literal. */
export function searchMatches(column: string, query: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${containsPattern(searchTerm(query))} escape '\\'`;
}
