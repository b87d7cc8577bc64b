import { sql, type Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * The jury vote for the special prize (docs/results.md): which judges are jurors, the vote (its candidates,
 * fixed when the final is confirmed, and when it closed) and the ballots, which stay secret until it closes; and
 * the contestant's optional consent to their name being published with the results.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("jury_members"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("added_by", "integer", (c) => c.notNull())
      .addColumn("added_at", ts, (c) => c.notNull())
      .addUniqueConstraint("jury_members_edition_user", ["edition_id", "user_id"])
      .execute();

    await db.schema
      .createTable("jury_votes")
      .addColumn("edition_id", "integer", (c) => c.primaryKey().references("contest_editions.id"))
      // JSON: the candidates' sequence numbers in final-ranking order (the tie-break order).
      .addColumn("candidates_json", "text", (c) => c.notNull())
      .addColumn("opened_at", ts, (c) => c.notNull())
      .addColumn("closed_at", ts)
      .addColumn("closed_by", "integer")
      .execute();

    await withId(dialect, db.schema.createTable("jury_ballots"))
      .addColumn("edition_id", "integer", (c) => c.notNull().references("contest_editions.id"))
      .addColumn("juror_id", "integer", (c) => c.notNull().references("users.id"))
      // JSON: sequence numbers, most preferred first.
      .addColumn("ranking_json", "text", (c) => c.notNull())
      .addColumn("submitted_at", ts, (c) => c.notNull())
      .addUniqueConstraint("jury_ballots_edition_juror", ["edition_id", "juror_id"])
      .execute();

    await db.schema
      .alterTable("entries")
      .addColumn("publish_name", "integer", (c) => c.notNull().defaultTo(sql`0`))
      .execute();
  };
}
