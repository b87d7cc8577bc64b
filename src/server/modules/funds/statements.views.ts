import type { CandidateOrder, StatementImportView, StatementLineView } from "#contracts/fund-statements.ts";
import type { FoundReference } from "#domain/statement-matching.ts";
import type { Deps } from "#server/deps.ts";
import { awaitingBuysOf, buysById, importById, recentImports, type LineRow } from "./statements.repo.ts";

type Db = Deps["db"];
/** Suggestions per line beyond the orders it names. */
const SUGGESTIONS = 5;

type ImportRaw = Awaited<ReturnType<typeof importById>>;
const toImportView = (row: ImportRaw): StatementImportView => ({
  id: row.id,
  format: row.format,
  file_name: row.file_name,
  credits: row.credits,
  debits: row.debits,
  matched: row.matched,
  to_decide: row.to_decide,
  known: row.known,
  created_at: row.created_at,
  created_by: { id: row.created_by, full_name: row.full_name },
});

export const importView = async (db: Db, id: number) => toImportView(await importById(db, id));
export const importViews = async (db: Db) => (await recentImports(db)).map(toImportView);

/**
 * Lines as the administrators' page shows them: each with its matched order, and the orders it may be matched to
 * (read now, so a candidate paid meanwhile shows its new state): first the buys its references name, then buys
 * awaiting payment of exactly its amount (an investor who forgot or mistyped the reference).
 */
export async function lineViews(db: Db, lines: LineRow[]): Promise<StatementLineView[]> {
  const refsOf = new Map(lines.map((line) => [line.id, JSON.parse(line.refs) as FoundReference[]]));
  const named = await buysById(db, [
    ...new Set([...lines.flatMap((line) => refsOf.get(line.id)!.map((ref) => ref.id)), ...lines.flatMap((line) => (line.order_id ? [line.order_id] : []))]),
  ]);
  const byId = new Map(named.map((order) => [order.id, order]));
  const open = lines.filter((line) => line.status === "to_decide");
  const awaiting = await awaitingBuysOf(db, [...new Set(open.map((line) => line.amount))]);
  return lines.map((line) => {
    const candidates: CandidateOrder[] = [];
    if (line.status === "to_decide") {
      for (const ref of refsOf.get(line.id)!) {
        const order = byId.get(ref.id);
        if (order && order.loai === ref.loai && !candidates.some((c) => c.id === order.id)) candidates.push(order);
      }
      const sameAmount = awaiting.filter((order) => order.giatri === line.amount && !candidates.some((c) => c.id === order.id));
      candidates.push(...sameAmount.slice(0, SUGGESTIONS));
    }
    return {
      id: line.id,
      import_id: line.import_id,
      transaction_id: line.transaction_id,
      booked_on: line.booked_on,
      amount: line.amount,
      description: line.description,
      outcome: line.outcome as StatementLineView["outcome"],
      status: line.status,
      order: line.order_id ? (byId.get(line.order_id) ?? null) : null,
      reason: line.reason,
      decided_at: line.decided_at,
      refunded_at: line.refunded_at,
      candidates,
    };
  });
}
