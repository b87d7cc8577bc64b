import { sql, type Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/** The job that makes judges' copies of files stored before this migration (modules/contest/judges-copies.ts). */
export const JUDGES_COPIES_JOB = "files.judges-copies";

/**
 * Queues the job once, and only when files stored before anonymisation exist (an entry file without its original,
 * or any fund report): a new database has none, so it gets no job.
 */
export async function queueJudgesCopiesJob<Schema>(db: Kysely<Schema>): Promise<void> {
  const now = new Date().toISOString();
  await sql`insert into jobs (kind, payload, run_at, attempts, max_attempts, created_at, effect_key)
    select ${JUDGES_COPIES_JOB}, ${"{}"}, ${now}, 0, 8, ${now}, ${"migration:0043_judges_copies"}
    where exists (select 1 from entry_files where state = 'ready' and original_file_id is null) or exists (select 1 from fund_reports)`.execute(db);
}

/**
 * Entry files keep the contestant's original (`original_file_id`, private, for administrators) beside the judge's
 * anonymised copy (`file_id`, what every link serves). For files stored before, the queued job makes their copies,
 * and fund reports' PDFs are anonymised again the same way.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("entry_files").addColumn("original_file_id", "varchar(64)").execute();
    await queueJudgesCopiesJob(db);
  };
}
