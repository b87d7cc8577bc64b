import { sql, type Kysely } from "kysely";
import { timestampType, withId, type DialectName } from "../dialect.ts";

/**
 * The affiliate (referral) programme (docs/referrals.md):
 * - `referral_codes`: an investor's code, issued the first time they look at it (one per account, unique);
 * - `referrals`: who referred an account, written once at registration and never changed (a trigger refuses
 *   UPDATE and DELETE; a check refuses self-referral);
 * - `referral_commissions`: the append-only commission ledger in whole đồng, one accrual per allocated buy and at
 *   most one reversal (a negative row) per order; triggers refuse UPDATE and DELETE;
 * - `referral_settings`: the commission rate in basis points (one row, id 1, default 0: nothing accrues until an
 *   administrator sets a rate).
 */
export function up(dialect: DialectName) {
  const ts = timestampType(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("referral_codes")
      .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id"))
      .addColumn("code", "varchar(16)", (c) => c.notNull().unique())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("referrals")
      .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id"))
      .addColumn("referrer_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("code", "varchar(16)", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addCheckConstraint("referrals_not_self", sql`user_id <> referrer_id`)
      .execute();
    await db.schema.createIndex("referrals_referrer").on("referrals").columns(["referrer_id", "user_id"]).execute();

    await withId(dialect, db.schema.createTable("referral_commissions"))
      .addColumn("referrer_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("order_id", "integer", (c) => c.notNull().references("fund_orders.id"))
      // "accrual" (the order was allocated) or "reversal" (the order was reversed or corrected).
      .addColumn("kind", "varchar(10)", (c) => c.notNull())
      // The buy's amount (VND) and the rate (bps) the accrual was computed from; the reversal repeats them.
      .addColumn("base_vnd", "bigint", (c) => c.notNull())
      .addColumn("bps", "integer", (c) => c.notNull())
      // Signed whole đồng: positive for an accrual, its negative for a reversal.
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("reason", "varchar(500)")
      .addColumn("created_by", "integer")
      .addColumn("created_at", ts, (c) => c.notNull())
      .addUniqueConstraint("referral_commissions_once", ["order_id", "kind"])
      .execute();
    await db.schema.createIndex("referral_commissions_referrer").on("referral_commissions").columns(["referrer_id", "id"]).execute();

    await db.schema
      .createTable("referral_settings")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("commission_bps", "integer", (c) => c.notNull())
      .addColumn("updated_by", "integer")
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await sql`insert into referral_settings (id, commission_bps, updated_at) values (1, 0, ${new Date().toISOString()})`.execute(db);

    for (const table of ["referrals", "referral_commissions"]) {
      if (dialect === "postgres") {
        await sql
          .raw(`create function ${table}_append_only() returns trigger language plpgsql as $$ begin raise exception '${table} is append-only'; end $$`)
          .execute(db);
        await sql
          .raw(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function ${table}_append_only()`)
          .execute(db);
      } else {
        await sql.raw(`create trigger ${table}_no_update before update on ${table} begin select raise(abort, '${table} is append-only'); end`).execute(db);
        await sql.raw(`create trigger ${table}_no_delete before delete on ${table} begin select raise(abort, '${table} is append-only'); end`).execute(db);
      }
    }
  };
}
