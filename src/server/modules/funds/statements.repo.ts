import type { Insertable, Kysely, Selectable } from "kysely";
import type { CandidateOrder, LineStatus } from "#contracts/fund-statements.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { FundStatementImportsTable, FundStatementLinesTable } from "#server/db/schema-statements.ts";
import { orderReference } from "./order-view.ts";

type Db = Kysely<Database>;
export type LineRow = Omit<Selectable<FundStatementLinesTable>, "amount"> & { amount: number };
const toLineRow = (raw: Selectable<FundStatementLinesTable>): LineRow => ({ ...raw, amount: Number(raw.amount) });

export const insertImport = (db: Db, values: Insertable<FundStatementImportsTable>) =>
  db.insertInto("fund_statement_imports").values(values).returning("id").executeTakeFirstOrThrow();

export const updateImportCounts = (db: Db, id: number, counts: { matched: number; to_decide: number; known: number }) =>
  db.updateTable("fund_statement_imports").set(counts).where("id", "=", id).execute();

/** Inserts a line unless its key is known (whatever file brought it); answers its id, or undefined when known. */
export async function insertLineOnce(db: Db, values: Insertable<FundStatementLinesTable>): Promise<number | undefined> {
  const row = await db
    .insertInto("fund_statement_lines")
    .values(values)
    .onConflict((oc) => oc.column("line_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** A line; with `lockFor`, held until commit (PostgreSQL's FOR UPDATE). */
export async function findLine(db: Db, id: number, lockFor?: DialectName): Promise<LineRow | undefined> {
  const query = db.selectFrom("fund_statement_lines").selectAll().where("id", "=", id);
  const raw = await (lockFor ? forUpdate(lockFor, query) : query).executeTakeFirst();
  return raw && toLineRow(raw);
}

/** Moves a line only from the status the caller saw; answers whether it did (two decisions cannot both win). */
export const updateLineFrom = (db: Db, id: number, from: LineStatus, values: Partial<Selectable<FundStatementLinesTable>>) =>
  db
    .updateTable("fund_statement_lines")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) === 1);

/** Lines by status (refund: those to refund and those refunded), oldest first; at most 500 (a long list is a backlog to clear). */
export async function linesWithStatus(db: Db, status: "to_decide" | "refund" | "matched" | "ignored"): Promise<LineRow[]> {
  const statuses: LineStatus[] = status === "refund" ? ["refund", "refunded"] : [status];
  const rows = await db.selectFrom("fund_statement_lines").selectAll().where("status", "in", statuses).orderBy("id").limit(500).execute();
  return rows.map(toLineRow);
}

export const linesOfImport = (db: Db, importId: number, status: LineStatus) =>
  db
    .selectFrom("fund_statement_lines")
    .selectAll()
    .where("import_id", "=", importId)
    .where("status", "=", status)
    .orderBy("id")
    .execute()
    .then((rows) => rows.map(toLineRow));

export const recentImports = (db: Db) =>
  db
    .selectFrom("fund_statement_imports as i")
    .innerJoin("users as u", "u.id", "i.created_by")
    .selectAll("i")
    .select("u.full_name")
    .orderBy("i.id", "desc")
    .limit(50)
    .execute();

export const importById = (db: Db, id: number) =>
  db
    .selectFrom("fund_statement_imports as i")
    .innerJoin("users as u", "u.id", "i.created_by")
    .selectAll("i")
    .select("u.full_name")
    .where("i.id", "=", id)
    .executeTakeFirstOrThrow();

const candidateColumns = (db: Db) =>
  db
    .selectFrom("fund_orders as o")
    .innerJoin("users as u", "u.id", "o.user_id")
    .select(["o.id", "o.loai", "o.giatri", "o.tinhtrang", "o.date_create", "o.user_id", "u.full_name"])
    .where("o.type", "=", "buy");

type CandidateRaw = Awaited<ReturnType<ReturnType<typeof candidateColumns>["execute"]>>[number];
const toCandidate = (row: CandidateRaw): CandidateOrder => ({
  id: row.id,
  reference: orderReference(row),
  loai: row.loai,
  giatri: row.giatri === null ? null : Number(row.giatri),
  tinhtrang: row.tinhtrang,
  date_create: row.date_create,
  investor: { id: row.user_id, full_name: row.full_name },
});

/** Buys by id, any state (the orders lines name), with their investors. */
export async function buysById(db: Db, ids: number[]): Promise<CandidateOrder[]> {
  if (!ids.length) return [];
  return (await candidateColumns(db).where("o.id", "in", ids).execute()).map(toCandidate);
}

/** Buys awaiting payment of one of these exact amounts, oldest first: suggestions for lines whose reference fails. */
export async function awaitingBuysOf(db: Db, amounts: number[]): Promise<CandidateOrder[]> {
  if (!amounts.length) return [];
  // A back-dated paper order waiting for its second administrator cannot be matched (statements.service.ts, factsOf).
  const rows = await candidateColumns(db)
    .where("o.tinhtrang", "=", TINHTRANG.pending)
    .where((w) => w.or([w("o.backdate_state", "is", null), w("o.backdate_state", "!=", "awaiting")]))
    .where("o.giatri", "in", amounts)
    .orderBy("o.id")
    .limit(500)
    .execute();
  return rows.map(toCandidate);
}

/** Whether a statement line's payment is matched to the order: the order then keeps it until the match is undone. */
export async function hasMatchedPayment(db: Db, orderId: number): Promise<boolean> {
  const row = await db.selectFrom("fund_statement_lines").select("id").where("order_id", "=", orderId).where("status", "=", "matched").executeTakeFirst();
  return row !== undefined;
}
