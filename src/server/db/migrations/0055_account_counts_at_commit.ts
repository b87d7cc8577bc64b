import { sql, type Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * PostgreSQL: the account counters (0036) are bumped when the transaction commits, not when its row is written. Every
 * sign-up of an hour bumps the same three counter rows, so a row-level trigger held their locks from the account's
 * insert to the end of the sign-up's transaction (its session, codes, messages and activity event): simultaneous
 * sign-ups waited for each other, 150 ms an insert on launch day (`bench:peak`, docs/performance.md "Peak hours").
 * Deferred constraint triggers run the same function at commit, so the locks are held for the commit alone. SQLite
 * has one writer at a time and keeps its triggers. A later migration that changes counted columns of `users` and then
 * alters or truncates the table in the same run (one transaction) must first `SET CONSTRAINTS account_counts_insert,
 * account_counts_update IMMEDIATE`: PostgreSQL refuses to alter a table with trigger events pending.
 */
const watched = "role, nation, person_type, activated_at, created_at";

export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    if (dialect !== "postgres") return;
    await sql.raw(`drop trigger account_counts_insert on users`).execute(db);
    await sql.raw(`drop trigger account_counts_update on users`).execute(db);
    await sql
      .raw(
        `create constraint trigger account_counts_insert after insert on users
         deferrable initially deferred for each row execute function account_counts_keep()`,
      )
      .execute(db);
    await sql
      .raw(
        `create constraint trigger account_counts_update after update of ${watched} on users
         deferrable initially deferred for each row execute function account_counts_keep()`,
      )
      .execute(db);
  };
}
