import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Results (docs/results.md): the screening's closure, each round's results state (computed, confirmed, published,
 * scheduled), the frozen results records, and cancelled winners. The prize table is contest_prizes (0005).
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("results_screening")
      .addColumn("edition_id", "integer", (c) => c.primaryKey().references("contest_editions.id"))
      .addColumn("closed_at", ts, (c) => c.notNull())
      .addColumn("closed_by", "integer", (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("results_rounds"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("round", "varchar(20)", (c) => c.notNull())
      .addColumn("state", "varchar(20)", (c) => c.notNull())
      // SHA-256 of the inputs the preview was computed from: confirming refuses a preview the marks have outdated.
      .addColumn("inputs_sha256", "varchar(64)")
      // JSON: the computed ranking [{ seq, total }] (the preview administrators check before confirming).
      .addColumn("ranking_json", "text")
      .addColumn("computed_at", ts)
      .addColumn("computed_by", "integer")
      .addColumn("confirmed_at", ts)
      .addColumn("confirmed_by", "integer")
      .addColumn("scheduled_at", ts)
      .addColumn("scheduled_by", "integer")
      .addColumn("published_at", ts)
      .addColumn("published_by", "integer")
      .addUniqueConstraint("results_rounds_edition_round", ["edition_id", "round"])
      .execute();

    await withId(dialect, db.schema.createTable("results_records"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("stage", "varchar(20)", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("sha256", "varchar(64)", (c) => c.notNull())
      .addColumn("record_json", "text", (c) => c.notNull())
      .addColumn("frozen_at", ts, (c) => c.notNull())
      .addUniqueConstraint("results_records_version", ["edition_id", "stage", "version"])
      .execute();

    await withId(dialect, db.schema.createTable("results_cancellations"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("entry_id", "integer", (c) => c.notNull().unique().references("entries.id"))
      .addColumn("reason", "varchar(1000)", (c) => c.notNull())
      .addColumn("cancelled_by", "integer", (c) => c.notNull())
      .addColumn("cancelled_at", ts, (c) => c.notNull())
      .execute();
  };
}
