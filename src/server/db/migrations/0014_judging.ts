import { sql, type Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Judging (issue 11): per-round marking windows, assignments of entries to judges, one mark per assignment, the
 * conflicts administrators add, judges' own declarations, the runs of automatic assignment (seed and outcome),
 * each entry's score per round, and the reminders sent. Plus the edition's disagreement threshold and the
 * contestant's declared conflicts on the entry.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .alterTable("contest_editions")
      .addColumn("disagreement_threshold", "integer", (c) => c.notNull().defaultTo(15))
      .execute();
    await db.schema
      .alterTable("entries")
      .addColumn("conflict_judge_ids_json", "text", (c) => c.notNull().defaultTo(sql`'[]'`))
      .execute();

    // Without a row, a round's window follows the edition's timeline.
    await withId(dialect, db.schema.createTable("judging_rounds"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("round", "varchar(12)", (c) => c.notNull())
      .addColumn("marking_starts_at", ts, (c) => c.notNull())
      .addColumn("marking_deadline", ts, (c) => c.notNull())
      .addColumn("updated_by", "integer", (c) => c.references("users.id"))
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addUniqueConstraint("judging_rounds_edition_round", ["edition_id", "round"])
      .execute();

    await withId(dialect, db.schema.createTable("judging_runs"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("round", "varchar(12)", (c) => c.notNull())
      .addColumn("seed", "varchar(64)", (c) => c.notNull())
      .addColumn("cap", "integer")
      .addColumn("added", "integer", (c) => c.notNull())
      .addColumn("short_codes_json", "text", (c) => c.notNull())
      .addColumn("load_min", "integer", (c) => c.notNull())
      .addColumn("load_max", "integer", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();

    // One judge marks one entry at most once per round (the unique constraint); removal deletes the row, audited.
    await withId(dialect, db.schema.createTable("judging_assignments"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("round", "varchar(12)", (c) => c.notNull())
      .addColumn("entry_id", "integer", (c) => c.notNull().references("entries.id"))
      .addColumn("judge_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("source", "varchar(12)", (c) => c.notNull())
      .addColumn("run_id", "integer", (c) => c.references("judging_runs.id"))
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .addUniqueConstraint("judging_assignments_once", ["round", "entry_id", "judge_id"])
      .execute();
    await db.schema.createIndex("judging_assignments_judge").on("judging_assignments").columns(["judge_id", "round"]).execute();
    await db.schema.createIndex("judging_assignments_entry").on("judging_assignments").columns(["entry_id", "round"]).execute();

    await withId(dialect, db.schema.createTable("judging_marks"))
      .addColumn("assignment_id", "integer", (c) => c.notNull().unique().references("judging_assignments.id"))
      .addColumn("creativity", "integer", (c) => c.notNull())
      .addColumn("communication", "integer", (c) => c.notNull())
      .addColumn("sustainability", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("comment", "text")
      .addColumn("state", "varchar(10)", (c) => c.notNull())
      .addColumn("submitted_at", ts)
      .addColumn("reopened_at", ts)
      .addColumn("reopened_by", "integer", (c) => c.references("users.id"))
      .addColumn("reopen_reason", "text")
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();

    // Each entry's standing in a round; scores in integer halves (72.5 is 145), null until final.
    await withId(dialect, db.schema.createTable("judging_results"))
      .addColumn("entry_id", "integer", (c) => c.notNull().references("entries.id"))
      .addColumn("round", "varchar(12)", (c) => c.notNull())
      .addColumn("state", "varchar(12)", (c) => c.notNull())
      .addColumn("choice_points", "integer", (c) => c.notNull())
      .addColumn("essay_halves", "integer")
      .addColumn("total_halves", "integer")
      .addColumn("finalised_at", ts)
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addUniqueConstraint("judging_results_entry_round", ["entry_id", "round"])
      .execute();
    await db.schema.createIndex("judging_results_round").on("judging_results").columns(["round", "state"]).execute();

    await withId(dialect, db.schema.createTable("judging_conflicts"))
      .addColumn("judge_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("contestant_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .addUniqueConstraint("judging_conflicts_pair", ["judge_id", "contestant_id"])
      .execute();

    // A judge's declaration and the language of their last visit to the judging area (used for their reminders).
    await withId(dialect, db.schema.createTable("judge_declarations"))
      .addColumn("judge_id", "integer", (c) => c.notNull().unique().references("users.id"))
      .addColumn("organisations_json", "text", (c) => c.notNull())
      .addColumn("people_json", "text", (c) => c.notNull())
      .addColumn("email_domains_json", "text", (c) => c.notNull())
      .addColumn("locale", "varchar(2)", (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();

    // One reminder per judge, round and kind ("3d", "1d"): the unique constraint makes "once each" hold.
    await withId(dialect, db.schema.createTable("judging_reminders"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("round", "varchar(12)", (c) => c.notNull())
      .addColumn("judge_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("kind", "varchar(4)", (c) => c.notNull())
      .addColumn("sent_at", ts, (c) => c.notNull())
      .addUniqueConstraint("judging_reminders_once", ["edition_id", "round", "judge_id", "kind"])
      .execute();
  };
}
