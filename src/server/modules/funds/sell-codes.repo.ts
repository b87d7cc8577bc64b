import type { Insertable, Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { FundSellCodesTable } from "#server/db/schema-funds.ts";

/** A sale's confirmation code: only its SHA-256 is kept, with its expiry and the tries left. */
export const insertSellCode = (db: Kysely<Database>, values: Insertable<FundSellCodesTable>) => db.insertInto("fund_sell_codes").values(values).execute();

export const findSellCode = (db: Kysely<Database>, orderId: number) => db.selectFrom("fund_sell_codes").selectAll().where("order_id", "=", orderId).executeTakeFirst();

export const spendSellCodeAttempt = (db: Kysely<Database>, orderId: number) =>
  db
    .updateTable("fund_sell_codes")
    .set((eb) => ({ attempts_left: eb("attempts_left", "-", 1) }))
    .where("order_id", "=", orderId)
    .execute();

export const deleteSellCode = (db: Kysely<Database>, orderId: number) => db.deleteFrom("fund_sell_codes").where("order_id", "=", orderId).execute();
