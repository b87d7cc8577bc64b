import { sql } from "kysely";
import { hiddenTextProblem } from "#contracts/person-text.ts";
import type { Db } from "#server/db/database.ts";

/**
 * The person-facing text columns written before the contracts refused hidden characters (src/contracts/person-text.ts),
 * by table: `npm run check:text` reports the rows whose text hides something or is not in NFC. Nothing is changed:
 * an administrator corrects each row through the app, which audits the change.
 */
const columns = {
  users: ["full_name", "nation", "address", "noicapcmt", "tenchutknh", "nganhangtknh", "chinhanhtknh"],
  contacts: ["full_name", "content"],
  news: ["title_vi", "title_en", "summary_vi", "summary_en"],
  news_categories: ["name_vi", "name_en"],
  pages: ["title_vi", "title_en"],
  entries: ["title"],
  fund_settings: ["bank_unmatched", "bank_holder", "bank_branch"],
  fund_holidays: ["name"],
} as const;

export interface TextFinding {
  table: string;
  id: string;
  column: string;
  problem: "validation.text.hidden" | "validation.text.invisible" | "not NFC";
}

export async function findHiddenText(db: Db): Promise<TextFinding[]> {
  const findings: TextFinding[] = [];
  for (const [table, names] of Object.entries(columns)) {
    const key = table === "fund_holidays" ? "date" : "id";
    const rows = await sql<
      Record<string, string | null>
    >`select ${sql.ref(key)} as row_key, ${sql.join(names.map((name) => sql.ref(name)))} from ${sql.table(table)} order by ${sql.ref(key)}`.execute(db);
    for (const row of rows.rows) {
      for (const column of names) {
        const text = row[column];
        if (typeof text !== "string") continue;
        const problem = hiddenTextProblem(text.trim()) ?? (text.normalize("NFC") === text ? undefined : "not NFC");
        if (problem) findings.push({ table, id: String(row.row_key), column, problem });
      }
    }
  }
  return findings;
}
