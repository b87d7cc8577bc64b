import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { LineDecision, StatementImported } from "#contracts/fund-statements.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import { columnLabel, type StatementLine } from "#domain/statement-format.ts";
import { classifyCredit, findReferences, lineKeySources, type FoundReference, type OrderFacts } from "#domain/statement-matching.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { allocateOrder } from "./allocation.service.ts";
import { lockOrder, lockOrders, type OrderRow } from "./orders.repo.ts";
import { findStatementFormat } from "./statement-formats.ts";
import { readStatementFile } from "./statement-worker.ts";
import { findLine, insertImport, insertLineOnce, linesOfImport, updateImportCounts, updateLineFrom, type LineRow } from "./statements.repo.ts";
import { applyEventIn } from "./transitions.service.ts";
import { importView, lineViews } from "./statements.views.ts";

type Trx = Deps["db"];

/** At most this many references of one line are kept: each takes under 40 characters of the 1000 the column holds. */
const MAX_REFERENCES = 20;

/** How a line's order stands for matching: awaiting its payment, paid already, or not one a payment can be for. */
function factsOf(order: OrderRow): OrderFacts {
  const awaiting = order.type === "buy" && order.tinhtrang === TINHTRANG.pending && order.backdate_state !== "awaiting";
  const paid = order.type === "buy" && (order.tinhtrang === TINHTRANG.approved || order.tinhtrang === TINHTRANG.priced);
  return { id: order.id, loai: order.loai, type: order.type, state: awaiting ? "awaiting" : paid ? "paid" : "closed", amount: order.giatri };
}

/** Stored hashed: a bank's transaction id can be longer than the column, which PostgreSQL refuses and SQLite does not. */
const keyOf = (source: string) => `sha256:${createHash("sha256").update(source).digest("hex")}`;

/**
 * `POST /funds/statements`: reads the file in the statement worker through the chosen format, then in one
 * transaction records the import and every credit line not seen before (any earlier file counts), and approves each
 * exact match through the same move as `ctrl: 2` (state rules, audit, e-mail). A file that does not read changes
 * nothing. After the commit the approved orders are priced at once when their NAV is out, as a manual approval is.
 */
export async function importStatement(
  deps: Deps,
  actorId: number,
  upload: { format: string | undefined; fileName: string; bytes: Uint8Array },
  locale: "vi" | "en",
): Promise<StatementImported> {
  const format = upload.format ? findStatementFormat(upload.format) : undefined;
  if (!format) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "format", messageKey: "statements.unknownFormat" }] });
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  // Its own copy: the worker takes the buffer over, and a small Buffer may share its memory with others.
  const result = await readStatementFile(new Uint8Array(upload.bytes), format);
  if (!result.ok) throw new ApiError("UNPROCESSABLE", { messageKey: `statements.${result.problem}` });
  const reading = result.reading;
  // Each missing column by the header the bank's export gives it: what the person can look for in their file.
  if ("missingColumns" in reading)
    throw new ApiError("UNPROCESSABLE", {
      messageKey: "statements.missingColumns",
      vars: { columns: reading.missingColumns.map((column) => columnLabel(format, column)).join(", "), format: format.name[locale] },
    });
  if (!reading.ok) {
    const rows = reading.problems.slice(0, 10);
    throw new ApiError("UNPROCESSABLE", {
      messageKey: "statements.badRows",
      vars: { rows: rows.map((p) => p.row).join(", ") },
      details: rows.map((p) => ({ path: `rows.${p.row}.${p.column}`, messageKey: `statements.bad.${p.column}` })),
    });
  }
  const credits = reading.lines.filter((line) => line.amount > 0);
  const debits = reading.lines.filter((line) => line.amount < 0).length;
  const keys = lineKeySources(credits).map(keyOf);
  const now = deps.clock.now().toISOString();

  // A description naming more orders than this is no payment of one; the rest could not be stored (refs column).
  const refs = credits.map((line) => findReferences(line.description).slice(0, MAX_REFERENCES));

  const { importId, approved } = await deps.db.transaction().execute(async (trx) => {
    const orders = await lockForImport(trx, deps, refs);
    const { id } = await insertImport(trx, {
      format: format.id,
      file_name: upload.fileName.slice(0, 255),
      file_sha256: sha256,
      credits: credits.length,
      debits,
      matched: 0,
      to_decide: 0,
      known: 0,
      created_by: actorId,
      created_at: now,
    });
    const counts = { matched: 0, to_decide: 0, known: 0 };
    const approved: number[] = [];
    for (const [index, line] of credits.entries()) {
      const outcome = await recordLine(trx, deps, actorId, { importId: id, key: keys[index]!, line, refs: refs[index]!, orders, now });
      if (outcome === "known") counts.known++;
      else if (outcome === "to_decide") counts.to_decide++;
      else {
        counts.matched++;
        approved.push(outcome.orderId);
      }
    }
    await updateImportCounts(trx, id, counts);
    await recordAudit(trx, deps.clock, {
      actorId,
      action: "funds.statement.import",
      subject: `fund_statement_import:${id}`,
      after: { format: format.id, file_name: upload.fileName, file_sha256: sha256, credits: credits.length, debits, ...counts },
    });
    return { importId: id, approved, counts };
  });

  for (const orderId of approved) await allocateOrder(deps, orderId);
  return { import: await importView(deps.db, importId), to_decide: await lineViews(deps.db, await linesOfImport(deps.db, importId, "to_decide")) };
}

/** pg_advisory_xact_lock key of statement imports ("stmt"): one import at a time, until its transaction ends. */
const IMPORT_LOCK = 0x73746d74;

/**
 * What an import holds before it writes anything, so that it never waits for a lock while holding one another
 * transaction waits for. On PostgreSQL, imports take turns: two overlapping statements would otherwise store the same
 * line keys in different orders. Then every order the file names is locked in one statement, sorted by id (SQLite
 * runs one writing transaction at a time and needs neither): its first approval takes the audit chain's lock
 * (server/lib/audit.ts), which a hand match, an undo or an order's move holding one of these orders also waits for.
 * Answers how each order stands, by id; a match updates it, so a later line paying the same order is a duplicate.
 */
async function lockForImport(trx: Trx, deps: Deps, refs: readonly FoundReference[][]): Promise<Map<number, OrderFacts>> {
  if (deps.database.dialect === "postgres") await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
  const ids = [...new Set(refs.flatMap((found) => found.map((ref) => ref.id)))];
  return new Map((await lockOrders(trx, deps.database.dialect, ids)).map((order) => [order.id, factsOf(order)]));
}

interface LineInput {
  importId: number;
  key: string;
  line: StatementLine;
  refs: FoundReference[];
  /** The file's orders, locked (lockForImport). */
  orders: Map<number, OrderFacts>;
  now: string;
}

/** One credit line: known already, or stored and either matched to the one order it pays or left to decide. */
async function recordLine(
  trx: Trx,
  deps: Deps,
  actorId: number,
  { importId, key, line, refs, orders: facts, now }: LineInput,
): Promise<"known" | "to_decide" | { orderId: number }> {
  const orders = [...new Set(refs.map((ref) => ref.id))].flatMap((id) => facts.get(id) ?? []);
  const { outcome, orderId } = classifyCredit(line.amount, refs, orders);
  const lineId = await insertLineOnce(trx, {
    import_id: importId,
    line_key: key,
    transaction_id: line.transactionId?.slice(0, 100) ?? null,
    booked_on: line.date,
    amount: line.amount,
    description: line.description.slice(0, 1000),
    account: line.account?.slice(0, 100) ?? null,
    refs: JSON.stringify(refs),
    outcome,
    status: orderId === null ? "to_decide" : "matched",
    order_id: orderId,
    reason: null,
    decided_by: null,
    decided_at: null,
    refunded_by: null,
    refunded_at: null,
    created_at: now,
  });
  if (lineId === undefined) return "known";
  if (orderId === null) return "to_decide";
  facts.set(orderId, { ...facts.get(orderId)!, state: "paid" });
  await applyEventIn(trx, deps, actorId, orderId, "approve");
  await recordAudit(trx, deps.clock, {
    actorId,
    action: "funds.statement.match",
    subject: `fund_statement_line:${lineId}`,
    after: { order_id: orderId, amount: line.amount, automatic: true },
  });
  return { orderId };
}

const notToDecide = () => new ApiError("CONFLICT", { messageKey: "statements.alreadyDecided" });

/** The line, held until commit on PostgreSQL (SQLite runs one writing transaction at a time); 404 when unknown. */
async function lockedLine(trx: Trx, deps: Deps, id: number): Promise<LineRow> {
  const line = await findLine(trx, id, deps.database.dialect);
  if (!line) throw new ApiError("NOT_FOUND", { messageKey: "statements.lineNotFound" });
  return line;
}

/** Moves the line from the status it was read in: a decision made meanwhile by someone else wins, this one is 409. */
const updateLine = (trx: Trx, line: LineRow, values: Parameters<typeof updateLineFrom>[3]) => updateLineFrom(trx, line.id, line.status, values);

/**
 * `POST /funds/statements/lines/{id}/decision` on a line waiting for one: match it to a buy awaiting exactly its
 * amount (the order is approved as by `ctrl: 2`; another amount is 422: correct the order's amount first, or refund),
 * put it on the refund list, or ignore it with a reason (e.g. money that is not an investor's payment).
 */
export async function decideLine(deps: Deps, actorId: number, lineId: number, decision: LineDecision): Promise<LineRow> {
  const now = deps.clock.now().toISOString();
  const matchedOrder = await deps.db.transaction().execute(async (trx) => {
    const line = await lockedLine(trx, deps, lineId);
    if (line.status !== "to_decide") throw notToDecide();
    const stamp = { decided_by: actorId, decided_at: now };
    if (decision.decision === "match") {
      const order = await lockOrder(trx, deps.database.dialect, decision.order_id);
      if (!order || order.type !== "buy") throw new ApiError("NOT_FOUND", { messageKey: "funds.order.notFound" });
      if (factsOf(order).state !== "awaiting") throw new ApiError("CONFLICT", { messageKey: "statements.orderNotAwaiting" });
      if (order.giatri !== line.amount) throw new ApiError("UNPROCESSABLE", { messageKey: "statements.amountDiffers" });
      if (!(await updateLine(trx, line, { status: "matched", order_id: order.id, ...stamp }))) throw notToDecide();
      await applyEventIn(trx, deps, actorId, order.id, "approve");
    } else if (!(await updateLine(trx, line, { status: decision.decision === "refund" ? "refund" : "ignored", reason: decision.reason ?? null, ...stamp })))
      throw notToDecide();
    const orderId = decision.decision === "match" ? decision.order_id : null;
    await recordAudit(trx, deps.clock, {
      actorId,
      action: `funds.statement.${decision.decision}`,
      subject: `fund_statement_line:${lineId}`,
      before: { status: line.status },
      after: { status: decision.decision === "match" ? "matched" : decision.decision, order_id: orderId },
      ...(decision.decision !== "match" && decision.reason ? { reason: decision.reason } : {}),
    });
    return orderId;
  });
  if (matchedOrder !== null) await allocateOrder(deps, matchedOrder);
  return (await findLine(deps.db, lineId))!;
}

/**
 * `POST /funds/statements/lines/{id}/undo`: a matched line goes back to the lines to decide and its order back to
 * awaiting payment, only while the order is not priced (409 after: units exist; the procedure is a correction).
 */
export async function undoMatch(deps: Deps, actorId: number, lineId: number): Promise<LineRow> {
  await deps.db.transaction().execute(async (trx) => {
    const line = await lockedLine(trx, deps, lineId);
    if (line.status !== "matched" || line.order_id === null) throw new ApiError("CONFLICT", { messageKey: "statements.notMatched" });
    const order = await lockOrder(trx, deps.database.dialect, line.order_id);
    if (order?.tinhtrang !== TINHTRANG.approved) throw new ApiError("CONFLICT", { messageKey: "statements.undoPriced" });
    if (!(await updateLine(trx, line, { status: "to_decide", order_id: null, decided_by: actorId, decided_at: deps.clock.now().toISOString() })))
      throw new ApiError("CONFLICT", { messageKey: "statements.notMatched" });
    await applyEventIn(trx, deps, actorId, order.id, "unapprove");
    await recordAudit(trx, deps.clock, {
      actorId,
      action: "funds.statement.undo",
      subject: `fund_statement_line:${lineId}`,
      before: { status: "matched", order_id: order.id },
      after: { status: "to_decide" },
    });
  });
  return (await findLine(deps.db, lineId))!;
}

/** `POST /funds/statements/lines/{id}/refunded`: the money of a line on the refund list was sent back. */
export async function markRefunded(deps: Deps, actorId: number, lineId: number): Promise<LineRow> {
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const line = await lockedLine(trx, deps, lineId);
    if (line.status !== "refund" || !(await updateLine(trx, line, { status: "refunded", refunded_by: actorId, refunded_at: now })))
      throw new ApiError("CONFLICT", { messageKey: "statements.notToRefund" });
    await recordAudit(trx, deps.clock, {
      actorId,
      action: "funds.statement.refunded",
      subject: `fund_statement_line:${lineId}`,
      before: { status: "refund" },
      after: { status: "refunded", amount: line.amount },
    });
  });
  return (await findLine(deps.db, lineId))!;
}

/**
 * `POST /funds/statements/lines/{id}/reopen`: a line on the refund list (not yet refunded) or ignored goes back to the
 * lines to decide, e.g. when the payer turns out to be an investor after all. A refunded line stays: the money left.
 */
export async function reopenLine(deps: Deps, actorId: number, lineId: number): Promise<LineRow> {
  await deps.db.transaction().execute(async (trx) => {
    const line = await lockedLine(trx, deps, lineId);
    if (line.status === "refunded") throw new ApiError("CONFLICT", { messageKey: "statements.refundPaidOut" });
    const reopenable = line.status === "refund" || line.status === "ignored";
    if (!reopenable || !(await updateLine(trx, line, { status: "to_decide", reason: null, decided_by: actorId, decided_at: deps.clock.now().toISOString() })))
      throw new ApiError("CONFLICT", { messageKey: "statements.notReopenable" });
    await recordAudit(trx, deps.clock, {
      actorId,
      action: "funds.statement.reopen",
      subject: `fund_statement_line:${lineId}`,
      before: { status: line.status, reason: line.reason },
      after: { status: "to_decide" },
    });
  });
  return (await findLine(deps.db, lineId))!;
}
