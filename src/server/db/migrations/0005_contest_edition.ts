import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Contest editions (timeline, questions, limits, lucky-draw plan) and their prize tables. Structured values that
 * are read and written whole (answer options, limits, draw plan) are JSON text; prize money is an integer column.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("contest_editions"))
      .addColumn("name_vi", "varchar(200)", (c) => c.notNull())
      .addColumn("name_en", "varchar(200)")
      .addColumn("launch_at", ts, (c) => c.notNull())
      .addColumn("submission_opens_at", ts, (c) => c.notNull())
      .addColumn("submission_closes_at", ts, (c) => c.notNull())
      .addColumn("semi_final_results_at", ts, (c) => c.notNull())
      .addColumn("final_results_at", ts, (c) => c.notNull())
      .addColumn("choice_question_vi", "text", (c) => c.notNull())
      .addColumn("choice_question_en", "text")
      .addColumn("choice_options_json", "text", (c) => c.notNull())
      .addColumn("correct_option", "varchar(1)", (c) => c.notNull())
      .addColumn("essay_question_vi", "text", (c) => c.notNull())
      .addColumn("essay_question_en", "text")
      .addColumn("limits_json", "text", (c) => c.notNull())
      .addColumn("semi_final_count", "integer", (c) => c.notNull())
      .addColumn("jury_vote_count", "integer", (c) => c.notNull())
      .addColumn("lucky_draw_json", "text", (c) => c.notNull())
      .addColumn("demo_shift_days", "integer")
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("contest_prizes"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("rank", "varchar(20)", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("amount_vnd", "bigint", (c) => c.notNull())
      .addUniqueConstraint("contest_prizes_edition_rank", ["edition_id", "rank"])
      .execute();
  };
}
