import { sql, type Insertable, type Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { FundUnitLedgerTable, LedgerAccount } from "#server/db/schema-funds.ts";

/**
 * The unit ledger (append-only, docs/funds.md): every allocation, reservation, release, sale and correction is a
 * row of signed hundredths of a unit on a lot's "available" or "reserved" account. Balances are its sums.
 */

export const appendLedger = (db: Kysely<Database>, rows: Insertable<FundUnitLedgerTable>[]) => db.insertInto("fund_unit_ledger").values(rows).execute();

const sumUnits = sql<string | number | null>`sum(units)`;

export interface Balance {
  available: number;
  reserved: number;
}

function balances(rows: { account: string; total: string | number | null }[]): Balance {
  const of = (account: LedgerAccount) => Number(rows.find((row) => row.account === account)?.total ?? 0);
  return { available: of("available"), reserved: of("reserved") };
}

/** A lot's units that may still be sold and those held by pending sales. */
export async function lotBalance(db: Kysely<Database>, lotId: number): Promise<Balance> {
  const rows = await db
    .selectFrom("fund_unit_ledger")
    .select(["account", sumUnits.as("total")])
    .where("lot_id", "=", lotId)
    .groupBy("account")
    .execute();
  return balances(rows);
}

/** Every lot's balance of an investor in a fund, keyed by lot id. */
export async function lotBalancesOfUser(db: Kysely<Database>, userId: number, loai?: number) {
  let query = db
    .selectFrom("fund_unit_ledger")
    .select(["lot_id", "account", sumUnits.as("total")])
    .where("user_id", "=", userId);
  if (loai !== undefined) query = query.where("loai", "=", loai);
  const rows = await query.groupBy(["lot_id", "account"]).execute();
  const map = new Map<number, Balance>();
  for (const row of rows) {
    const balance = map.get(row.lot_id) ?? { available: 0, reserved: 0 };
    balance[row.account as LedgerAccount] += Number(row.total ?? 0);
    map.set(row.lot_id, balance);
  }
  return map;
}

/** An investor's balances in a fund. */
export async function holdingOf(db: Kysely<Database>, userId: number, loai: number): Promise<Balance> {
  const rows = await db
    .selectFrom("fund_unit_ledger")
    .select(["account", sumUnits.as("total")])
    .where("user_id", "=", userId)
    .where("loai", "=", loai)
    .groupBy("account")
    .execute();
  return balances(rows);
}

/** Each order's ledger rows summed by account and kind, for the reconciliation. */
export const ledgerByOrder = (db: Kysely<Database>) =>
  db
    .selectFrom("fund_unit_ledger")
    .select(["order_id", "lot_id", "user_id", "loai", "account", "kind", sumUnits.as("total")])
    .groupBy(["order_id", "lot_id", "user_id", "loai", "account", "kind"])
    .execute();

/** Each lot's balances per account, for the reconciliation. */
export const ledgerByLot = (db: Kysely<Database>) =>
  db
    .selectFrom("fund_unit_ledger")
    .select(["lot_id", "account", sumUnits.as("total")])
    .groupBy(["lot_id", "account"])
    .execute();

/** Each fund's total units, for the reconciliation. */
export const ledgerByFund = (db: Kysely<Database>) =>
  db
    .selectFrom("fund_unit_ledger")
    .select(["loai", sumUnits.as("total")])
    .groupBy("loai")
    .execute();
