import type { Deps } from "#server/deps.ts";
import { enqueueJob } from "./jobs.ts";
import { pruneRateLimits } from "./rate-limit.ts";

export const MAINTENANCE_JOB = "maintenance.hourly";
const HOUR_MS = 60 * 60_000;

/** One task of the hourly run (a clean-up, a reminder round…); answers how many things it handled. Modules hand theirs to createDeps. */
export type MaintenanceTask = (deps: Deps) => Promise<number>;

/** Rate-limit counters older than a day. */
export const pruneOldRateLimits: MaintenanceTask = ({ db, clock }) => pruneRateLimits(db, new Date(clock.now().getTime() - 24 * HOUR_MS).toISOString());

/** Hourly clean-up; it schedules its own next run, so one queued job keeps it going across restarts. */
export async function runMaintenance(deps: Deps, tasks: readonly MaintenanceTask[]): Promise<void> {
  const { db, clock, logger } = deps;
  // The next run is queued first, so a failing clean-up never stops the schedule.
  await enqueueJob(db, clock, MAINTENANCE_JOB, {}, { runAt: new Date(clock.now().getTime() + HOUR_MS), maxAttempts: 1 });
  let handled = 0;
  for (const task of tasks) handled += await task(deps);
  logger.info({ handled }, "maintenance done");
}

/** Queues the first run unless one is already waiting (called at start; a duplicate is harmless). */
export async function scheduleMaintenance(deps: Pick<Deps, "db" | "clock">): Promise<void> {
  const waiting = await deps.db.selectFrom("jobs").select("id").where("kind", "=", MAINTENANCE_JOB).where("done_at", "is", null).executeTakeFirst();
  if (!waiting) await enqueueJob(deps.db, deps.clock, MAINTENANCE_JOB, {}, { maxAttempts: 1 });
}
