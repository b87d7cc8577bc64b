import { sql } from "kysely";
import type { AuditLogFilters } from "#contracts/audit-log.ts";
import { dayRangeInstants } from "#contracts/vietnam-time.ts";
import type { Db } from "#server/db/database.ts";
import { containsPattern, startsWithPattern } from "#server/db/dialect.ts";

/** Events matching the filters, newest first, with their actor; read-only (events are never changed). */
export function filteredEvents(db: Db, filters: AuditLogFilters) {
  const { since, until } = dayRangeInstants(filters);
  let query = db
    .selectFrom("audit_events as a")
    .leftJoin("users as u", "u.id", "a.actor_id")
    .select([
      "a.id",
      "a.created_at",
      "a.actor_id",
      "u.full_name as actor_name",
      "u.email as actor_email",
      "a.action",
      "a.subject",
      "a.before_json",
      "a.after_json",
      "a.reason",
      "a.hash",
    ]);
  const actor = filters.actor?.toLowerCase();
  if (actor === "system") query = query.where("a.actor_id", "is", null);
  else if (actor && /^\d+$/.test(actor)) query = query.where("a.actor_id", "=", Number(actor));
  else if (actor) {
    const pattern = containsPattern(actor);
    query = query.where("a.actor_id", "in", (eb) =>
      eb
        .selectFrom("users")
        .select("id")
        .where((w) => w.or([w(sql`lower(email)`, "like", sql`${pattern} escape '\\'`), w(sql`lower(full_name)`, "like", sql`${pattern} escape '\\'`)])),
    );
  }
  if (filters.action) query = query.where("a.action", "like", sql<string>`${startsWithPattern(filters.action.toLowerCase())} escape '\\'`);
  if (filters.subject) query = query.where("a.subject", "like", sql<string>`${startsWithPattern(filters.subject)} escape '\\'`);
  if (since) query = query.where("a.created_at", ">=", since);
  if (until) query = query.where("a.created_at", "<", until);
  return query;
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof filteredEvents>["execute"]>>[number];
