import { sql } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { Clock } from "./clock.ts";

/**
 * A bound on sends per second that holds across every process sharing the database (`npm run cluster`): each send
 * claims the next free slot of its `name`, at least `1000 / perSecond` ms (rounded up) after the slot before, so no
 * one-second window holds more than `perSecond` sends however many processes make them. The claim is one atomic
 * upsert (the same SQL on SQLite and PostgreSQL), as the rate limits are (ADR 0007); answers the milliseconds to wait
 * before sending. The slots are spaced evenly, without a burst: a fixed window of counts would let twice the bound
 * through across a window's edge.
 */
export function sharedPace(db: Db, clock: Clock, name: string, perSecond: number): () => Promise<number> {
  const intervalMs = Math.ceil(1000 / perSecond);
  return async () => {
    const now = clock.now().getTime();
    const free = sql<number>`case when send_pace.next_at > ${now} then send_pace.next_at else ${now} end`;
    const row = await db
      .insertInto("send_pace")
      .values({ name, next_at: now + intervalMs })
      .onConflict((oc) => oc.column("name").doUpdateSet({ next_at: sql<number>`${free} + ${intervalMs}` }))
      .returning("next_at")
      .executeTakeFirstOrThrow();
    // PostgreSQL answers a bigint as text.
    return Number(row.next_at) - intervalMs - now;
  };
}
