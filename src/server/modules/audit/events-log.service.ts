import type { AuditChainReport, AuditLogEvent, AuditLogFilters, AuditLogQuery } from "#contracts/audit-log.ts";
import { jsonChanges } from "#domain/json-changes.ts";
import type { Deps } from "#server/deps.ts";
import { verifyAuditChain } from "#server/lib/audit.ts";
import { filteredEvents, type EventRow } from "./events-log.repo.ts";

/** Exports stop here; a narrower filter gets the rest. */
const EXPORT_MAX_ROWS = 50_000;

const parsed = (json: string | null): unknown => (json === null ? undefined : JSON.parse(json));

function toEvent(row: EventRow): AuditLogEvent {
  return {
    id: row.id,
    created_at: row.created_at,
    actor: row.actor_id === null ? null : { id: row.actor_id, full_name: row.actor_name ?? "", email: row.actor_email ?? "" },
    action: row.action,
    subject: row.subject,
    reason: row.reason,
    changes: jsonChanges(parsed(row.before_json), parsed(row.after_json)),
    hash: row.hash,
  };
}

export async function listEvents(deps: Pick<Deps, "db">, query: AuditLogQuery) {
  const base = filteredEvents(deps.db, query);
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy("a.id", "desc")
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { data: rows.map(toEvent), current_page: query.page, total: Number(total), per_page: query.per_page };
}

export async function eventsToExport(deps: Pick<Deps, "db">, filters: AuditLogFilters): Promise<AuditLogEvent[]> {
  return (await filteredEvents(deps.db, filters).orderBy("a.id", "desc").limit(EXPORT_MAX_ROWS).execute()).map(toEvent);
}

export async function verifyChain(deps: Pick<Deps, "db" | "clock">): Promise<AuditChainReport> {
  return { ...(await verifyAuditChain(deps.db)), verified_at: deps.clock.now().toISOString() };
}
