import type { Insertable, Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { FundSellCodesTable } from "#server/db/schema-funds.ts";

/** A sale's confirmation code: only its SHA-256 is kept, with its expiry and the tries left. */
export const insertSellCode = (db: Kysely<Database>, values: Insertable<FundSellCodesTable>) => db.insertInto("fund_sell_codes").values(values).execute();

export const findSellCode = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom("fund_sell_codes").selectAll().where("order_id", "=", orderId).executeTakeFirst();

/** Spends one try in one conditional update: false when none was left (concurrent tries never spend more). */
export async function spendSellCodeAttempt(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const spent = await db
    .updateTable("fund_sell_codes")
    .set((eb) => ({ attempts_left: eb("attempts_left", "-", 1) }))
    .where("order_id", "=", orderId)
    .where("attempts_left", ">", 0)
    .returning("attempts_left")
    .executeTakeFirst();
  return spent !== undefined;
}

/** Takes the code (deletes it) only while it still has tries left: false when a concurrent wrong try used the last. */
export async function takeSellCode(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const taken = await db.deleteFrom("fund_sell_codes").where("order_id", "=", orderId).where("attempts_left", ">", 0).executeTakeFirst();
  return Number(taken.numDeletedRows) === 1;
}

export const deleteSellCode = (db: Kysely<Database>, orderId: number) => db.deleteFrom("fund_sell_codes").where("order_id", "=", orderId).execute();
