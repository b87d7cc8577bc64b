import type { Db } from "#server/db/database.ts";

/**
 * A fund's NAV per unit in date order, read straight from Funds I's records (hieuqua, giatri1 in hundredths of a
 * đồng). Read-only and lean on purpose: the chart reads a decade of daily records per call, so it skips the
 * priced-orders count the NAV list carries (docs/funds-data.md#bench).
 */
export const navHundredths = (db: Db, loai: number) =>
  db.selectFrom("hieuqua").select(["date_create", "giatri1"]).where("loai", "=", loai).orderBy("date_create").execute();

/**
 * An investor's dealt orders of a fund (Funds I's fund_orders: priced 3 or paid 4), in dealing order: buys with the
 * VND paid and the units allocated, sales with the net proceeds and the units sold (hundredths).
 */
export const dealtOrders = (db: Db, userId: number, loai: number) =>
  db
    .selectFrom("fund_orders")
    .select(["type", "giatri", "model", "soluongban", "dealing_date"])
    .where("user_id", "=", userId)
    .where("loai", "=", loai)
    .where("tinhtrang", "in", [3, 4])
    .orderBy("dealing_date")
    .orderBy("id")
    .execute();
