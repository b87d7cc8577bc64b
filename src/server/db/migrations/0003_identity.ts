import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/** Accounts grow the registration, KYC and lockout fields; sessions, one-time codes and provider links arrive. */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    const columns: [string, string][] = [
      ["phone_number", "varchar(20)"],
      ["id_number", "varchar(30)"],
      ["birth_date", "varchar(10)"],
      ["nation", "varchar(60)"],
      ["person_type", "varchar(12)"],
      ["activated_at", ts],
      ["deleted_at", ts],
      ["failed_signins", "integer"],
      ["locked_until", ts],
      ["address", "varchar(255)"],
      ["ngaycmt", "varchar(10)"],
      ["noicapcmt", "varchar(120)"],
      ["tenchutknh", "varchar(120)"],
      ["tknh", "varchar(40)"],
      ["nganhangtknh", "varchar(120)"],
      ["chinhanhtknh", "varchar(120)"],
      ["img", "varchar(255)"],
      ["img1", "varchar(255)"],
    ];
    for (const [name, type] of columns) {
      await db.schema
        .alterTable("users")
        .addColumn(name, type as "text", (c) => (name === "failed_signins" ? c.notNull().defaultTo(0) : c))
        .execute();
    }
    await db.schema.createIndex("users_phone_number").on("users").column("phone_number").unique().execute();
    await db.schema.createIndex("users_id_number").on("users").column("id_number").unique().execute();
    await db.schema.createIndex("users_role").on("users").column("role").execute();

    await withId(dialect, db.schema.createTable("sessions"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("last_used_at", ts, (c) => c.notNull())
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("revoked_at", ts)
      .addColumn("user_agent", "varchar(255)")
      .execute();
    await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

    await withId(dialect, db.schema.createTable("one_time_codes"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("purpose", "varchar(20)", (c) => c.notNull())
      .addColumn("secret_hash", "varchar(64)", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("consumed_at", ts)
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("one_time_codes_lookup").on("one_time_codes").columns(["user_id", "purpose"]).execute();
    await db.schema.createIndex("one_time_codes_secret").on("one_time_codes").column("secret_hash").execute();

    await withId(dialect, db.schema.createTable("provider_identities"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("provider", "varchar(60)", (c) => c.notNull())
      .addColumn("subject", "varchar(255)", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addUniqueConstraint("provider_identities_subject", ["provider", "subject"])
      .execute();

    await withId(dialect, db.schema.createTable("outbox_sms"))
      .addColumn("to_number", "varchar(20)", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
  };
}
