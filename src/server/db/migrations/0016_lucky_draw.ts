import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * The lucky draw. A lucky number is the id of the person's row in lucky_entries: the database hands it out
 * (one per account, by the unique user_id), so two joins at once can never share or skip-and-reuse a number.
 * draw_weeks holds each week's commitment, frozen list and reveal; draw_winners the numbers drawn, in order.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("lucky_entries"))
      .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id"))
      .addColumn("joined_at", ts, (c) => c.notNull())
      // The language the person joined in: the winners' e-mail is written in it.
      .addColumn("locale", "varchar(5)", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lucky_entries_joined_at").on("lucky_entries").column("joined_at").execute();

    await db.schema
      .createTable("draw_weeks")
      .addColumn("week", "integer", (c) => c.primaryKey())
      .addColumn("prizes", "integer", (c) => c.notNull())
      .addColumn("cutoff_at", ts, (c) => c.notNull())
      .addColumn("commitment", "varchar(64)", (c) => c.notNull())
      .addColumn("committed_at", ts, (c) => c.notNull())
      .addColumn("committed_by", "integer", (c) => c.notNull())
      .addColumn("list_count", "integer")
      .addColumn("list_sha256", "varchar(64)")
      .addColumn("list_text", "text")
      .addColumn("frozen_at", ts)
      .addColumn("beacon_value", "varchar(100)")
      .addColumn("beacon_source", "varchar(500)")
      .addColumn("secret", "varchar(64)")
      .addColumn("drawn_at", ts)
      .addColumn("drawn_by", "integer")
      .execute();

    await withId(dialect, db.schema.createTable("draw_winners"))
      .addColumn("week", "integer", (c) => c.notNull().references("draw_weeks.week"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("lucky_number", "integer", (c) => c.notNull().references("lucky_entries.id"))
      .addColumn("cancelled_at", ts)
      .addColumn("cancel_reason", "varchar(500)")
      .addColumn("cancelled_by", "integer")
      .addColumn("emailed_at", ts)
      .addUniqueConstraint("draw_winners_week_position", ["week", "position"])
      .addUniqueConstraint("draw_winners_lucky_number", ["lucky_number"])
      .execute();
  };
}
