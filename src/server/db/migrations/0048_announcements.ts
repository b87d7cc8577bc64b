import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * Announcements (docs/announcements.md, docs/decisions/0022-signed-unsubscribe-links.md):
 * - `users.locale`: the language a person registered in, which their announcements are written in; filled here from
 *   the latest language they used (an entry, an order, the judging area);
 * - `users.announcements_off_at`: when they followed an announcement's unsubscribe link (transactional mail goes on);
 * - `announcements`: each send, its segment and bilingual template;
 * - `announcement_recipients`: one row per e-mail of a send, with its language, when it may leave (the rate limit)
 *   and what became of it (sent, or skipped because the person unsubscribed meanwhile);
 * - `signing_keys`: secrets generated at installation; "unsubscribe" signs the unsubscribe links of accounts.
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("users").addColumn("locale", "varchar(2)").execute();
    await db.schema.alterTable("users").addColumn("announcements_off_at", ts).execute();
    for (const [table, column, time] of [
      ["judge_declarations", "judge_id", "updated_at"],
      ["fund_orders", "user_id", "date_create"],
      ["entries", "user_id", "submitted_at"],
    ] as const) {
      await sql`update users set locale = (
          select t.locale from ${sql.table(table)} t where t.${sql.ref(column)} = users.id order by t.${sql.ref(time)} desc limit 1
        ) where locale is null`.execute(db);
    }

    await withId(dialect, db.schema.createTable("announcements"))
      .addColumn("segment", "varchar(40)", (c) => c.notNull())
      .addColumn("subject_vi", "varchar(200)", (c) => c.notNull())
      .addColumn("subject_en", "varchar(200)", (c) => c.notNull())
      .addColumn("body_vi", "text", (c) => c.notNull())
      .addColumn("body_en", "text", (c) => c.notNull())
      .addColumn("deadline_at", ts)
      .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable("announcement_recipients"))
      .addColumn("announcement_id", "integer", (c) => c.notNull().references("announcements.id"))
      .addColumn("user_id", "integer", (c) => c.references("users.id"))
      .addColumn("subscriber_id", "integer", (c) => c.references("subscribers.id"))
      .addColumn("email", "varchar(254)", (c) => c.notNull())
      .addColumn("name", "varchar(200)")
      .addColumn("locale", "varchar(2)", (c) => c.notNull())
      .addColumn("send_at", ts, (c) => c.notNull())
      .addColumn("sent_at", ts)
      .addColumn("skipped_at", ts)
      .execute();
    await db.schema.createIndex("announcement_recipients_announcement").on("announcement_recipients").columns(["announcement_id", "id"]).execute();

    await db.schema
      .createTable("signing_keys")
      .addColumn("name", "varchar(40)", (c) => c.primaryKey())
      .addColumn("secret", "varchar(100)", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await sql`insert into signing_keys (name, secret, created_at) values ('unsubscribe', ${randomBytes(32).toString("base64url")}, ${new Date().toISOString()})`.execute(
      db,
    );
  };
}
