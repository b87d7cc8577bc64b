import type { Kysely } from "kysely";
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

/** Records who did what, when, with before/after; call it inside the same transaction as the change. */
export async function recordAudit(executor: Kysely<Database>, clock: Clock, event: AuditEvent): Promise<void> {
  await executor
    .insertInto("audit_events")
    .values({
      actor_id: event.actorId,
      action: event.action,
      subject: event.subject,
      before_json: event.before === undefined ? null : JSON.stringify(event.before),
      after_json: event.after === undefined ? null : JSON.stringify(event.after),
      reason: event.reason ?? null,
      created_at: clock.now().toISOString(),
    })
    .execute();
}
