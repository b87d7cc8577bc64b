import type { Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/** One row per sign-in attempt with the external provider: PKCE verifier, nonce, and a pending account link. */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(dialect, db.schema.createTable("oidc_requests"))
      .addColumn("state_hash", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("code_verifier", "varchar(128)", (c) => c.notNull())
      .addColumn("nonce", "varchar(128)", (c) => c.notNull())
      .addColumn("return_to", "varchar(500)")
      .addColumn("locale", "varchar(5)", (c) => c.notNull())
      .addColumn("link_token_hash", "varchar(64)")
      .addColumn("link_user_id", "integer", (c) => c.references("users.id"))
      .addColumn("link_subject", "varchar(255)")
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("consumed_at", ts)
      .execute();
    await db.schema.createIndex("oidc_requests_link").on("oidc_requests").column("link_token_hash").execute();
  };
}
