import { FUND_CODES, type FundType } from "./fund-money.ts";
import { searchFold } from "./search-text.ts";
import type { StatementLine } from "./statement-format.ts";

/** An order reference found in a transfer's description: the fund (loai) and the order's id. */
export interface FoundReference {
  loai: number;
  id: number;
}

const codes = Object.entries(FUND_CODES).map(([loai, code]) => ({ loai: Number(loai) as FundType, code: code.toUpperCase() }));
/**
 * A reference as banks pass it on: "TSTT-000123" may arrive as "tstt 000123", "TSTT000123", "TSTT_123" or inside
 * "MBVCB.3312.TSTT-000123.CT tu 0011…". The fund's code must not follow another letter (so "XTSTT" is not one), and
 * the number ends at the first non-digit.
 */
const referencePattern = new RegExp(`(?<![A-Z])(${codes.map((c) => c.code).join("|")})[\\s._/-]*(\\d{1,10})(?!\\d)`, "g");

/** Every distinct order reference in a description, in the order written. */
export function findReferences(description: string): FoundReference[] {
  const found: FoundReference[] = [];
  for (const match of searchFold(description).toUpperCase().matchAll(referencePattern)) {
    const loai = codes.find((c) => c.code === match[1])!.loai;
    const id = Number(match[2]);
    if (id > 0 && !found.some((f) => f.loai === loai && f.id === id)) found.push({ loai, id });
  }
  return found;
}

/**
 * What identifies a line across imports: the bank's transaction id when the export has one; otherwise the line's
 * normalised date, amount, description and account, with its occurrence among identical lines of the same file
 * (two equal transfers on one day are two payments, and the same file imported again gives the same keys). The
 * server hashes the second form.
 */
export function lineKeySources(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.transactionId) return `txn:${line.transactionId.replace(/\s+/g, "").toUpperCase()}`;
    const base = [line.date, line.amount, searchFold(line.description).replace(/[^a-z0-9]/g, ""), (line.account ?? "").replace(/\D/g, "")].join("|");
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return `line:${base}|${occurrence}`;
  });
}

/** An order as matching sees it. `paid`: approved or priced already (a statement line or an administrator saw its money). */
export interface OrderFacts {
  id: number;
  loai: number;
  type: "buy" | "sell";
  state: "awaiting" | "paid" | "closed";
  /** The amount to pay, whole VND. */
  amount: number | null;
}

type CreditOutcome = "exact" | "amount_differs" | "unknown_reference" | "duplicate_payment" | "several_orders";
export interface Classified {
  outcome: CreditOutcome;
  /** The order an exact line pays. */
  orderId: number | null;
  /** Orders the reference names that an administrator may choose between. */
  candidates: number[];
}

/**
 * Classifies one credit line from the orders its references name (`orders`: those found, any state):
 * - exact: one buy awaiting payment has exactly this amount;
 * - several_orders: more than one awaiting buy has it (the description names two orders);
 * - amount_differs: a named buy awaits payment, but of another amount;
 * - duplicate_payment: the named buys are paid already;
 * - unknown_reference: no reference names a buy of that fund that is awaiting or paid (none written, a mistyped
 *   one, a sale's, a cancelled order's).
 * Only an exact line is applied without a person; every other one waits for an administrator's decision.
 */
export function classifyCredit(amount: number, references: readonly FoundReference[], orders: readonly OrderFacts[]): Classified {
  const named = orders.filter((order) => order.type === "buy" && references.some((ref) => ref.id === order.id && ref.loai === order.loai));
  const awaiting = named.filter((order) => order.state === "awaiting");
  const exact = awaiting.filter((order) => order.amount === amount);
  const ids = (list: OrderFacts[]) => list.map((order) => order.id);
  if (exact.length === 1) return { outcome: "exact", orderId: exact[0]!.id, candidates: ids(exact) };
  if (exact.length > 1) return { outcome: "several_orders", orderId: null, candidates: ids(exact) };
  if (awaiting.length) return { outcome: "amount_differs", orderId: null, candidates: ids(awaiting) };
  const paid = named.filter((order) => order.state === "paid");
  if (paid.length) return { outcome: "duplicate_payment", orderId: null, candidates: ids(paid) };
  return { outcome: "unknown_reference", orderId: null, candidates: [] };
}
