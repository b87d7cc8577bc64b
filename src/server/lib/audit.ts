import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { checkLinks, GENESIS_HASH, linkText, type BrokenLink } from "#domain/audit-chain.ts";
import { dialectOfExecutor } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";

export interface AuditEvent {
  actorId: number | null;
  action: string;
  subject: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** pg_advisory_xact_lock key of the chain's tail ("audt"): one appender at a time, until its transaction ends. */
const CHAIN_LOCK = 0x61756474;

/**
 * Records who did what, when, with before/after; call it inside the same transaction as the change. The event is
 * appended to the hash chain (src/domain/audit-chain.ts): appends take turns (PostgreSQL: a transaction-scoped
 * advisory lock; SQLite: its one writer), so two writers can never link to the same tail. There is no update or
 * delete of events anywhere in the code.
 */
export async function recordAudit(executor: Kysely<Database>, clock: Clock, event: AuditEvent): Promise<void> {
  if (!executor.isTransaction) return executor.transaction().execute((trx) => recordAudit(trx, clock, event));
  if (dialectOfExecutor(executor) === "postgres") await sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(executor);
  const tail = await executor.selectFrom("audit_events").select("hash").orderBy("id", "desc").limit(1).executeTakeFirst();
  const prev_hash = tail ? (tail.hash ?? "") : GENESIS_HASH;
  const content = {
    actor_id: event.actorId,
    action: event.action,
    subject: event.subject,
    before_json: event.before === undefined ? null : JSON.stringify(event.before),
    after_json: event.after === undefined ? null : JSON.stringify(event.after),
    reason: event.reason ?? null,
    created_at: clock.now().toISOString(),
  };
  // Hashed at once: crypto.subtle's digest would wait on libuv's threads behind password hashes while the chain's
  // turn (and on SQLite the one connection) is held.
  const hash = createHash("sha256").update(linkText(prev_hash, content)).digest("hex");
  await executor
    .insertInto("audit_events")
    .values({ ...content, prev_hash, hash })
    .execute();
}

export interface ChainReport {
  /** Events checked, up to the first broken one. */
  checked: number;
  broken: (BrokenLink & { created_at: string; action: string }) | null;
}

const VERIFY_BATCH = 2000;

/** Recomputes the whole chain in id order, a batch at a time, and names the first broken link. */
export async function verifyAuditChain(db: Kysely<Database>): Promise<ChainReport> {
  let previous = GENESIS_HASH;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db.selectFrom("audit_events").selectAll().where("id", ">", after).orderBy("id").limit(VERIFY_BATCH).execute();
    if (!rows.length) return { checked, broken: null };
    const { broken, lastHash } = await checkLinks(rows, previous);
    if (broken) {
      const row = rows.find((r) => r.id === broken.id)!;
      return { checked: checked + rows.indexOf(row), broken: { ...broken, created_at: row.created_at, action: row.action } };
    }
    checked += rows.length;
    previous = lastHash;
    after = rows.at(-1)!.id;
  }
}
