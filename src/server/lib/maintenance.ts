import { z } from "#contracts/zod.ts";
import type { Deps } from "#server/deps.ts";
import { defineJob, enqueueJob, pruneFinishedJobs } from "./jobs.ts";
import { pruneRateLimits } from "./rate-limit.ts";

const HOUR_MS = 60 * 60_000;

/** One task of the hourly run (a clean-up, a reminder round…); answers how many things it handled. Modules hand theirs to createDeps. */
export type MaintenanceTask = (deps: Deps) => Promise<number>;

/** Rate-limit counters older than a day. */
export const pruneOldRateLimits: MaintenanceTask = ({ db, clock }) => pruneRateLimits(db, new Date(clock.now().getTime() - 24 * HOUR_MS).toISOString());

/** Rows of jobs finished longer ago than JOB_RETENTION_MS (lib/jobs.ts). */
export const pruneOldJobs: MaintenanceTask = ({ db, clock }) => pruneFinishedJobs(db, clock);

/**
 * The hourly run of `deps.maintenanceTasks` (listed in deps.ts). One attempt: a failed run is not retried, since the
 * next one was queued before the tasks ran.
 */
export const maintenanceJob = defineJob({
  name: "maintenance.hourly",
  payload: z.object({}),
  maxAttempts: 1,
  handler: (deps) => runMaintenance(deps, deps.maintenanceTasks),
});

/** Hourly clean-up; it schedules its own next run, so one queued job keeps it going across restarts. */
export async function runMaintenance(deps: Deps, tasks: readonly MaintenanceTask[]): Promise<void> {
  const { db, clock, logger } = deps;
  // The next run is queued first, so a failing clean-up never stops the schedule.
  await enqueueJob(db, clock, maintenanceJob, {}, { runAt: new Date(clock.now().getTime() + HOUR_MS) });
  let handled = 0;
  for (const task of tasks) handled += await task(deps);
  logger.info({ handled }, "maintenance done");
}

/** Queues the first run unless one is already waiting (called at start; a duplicate is harmless). */
export async function scheduleMaintenance(deps: Pick<Deps, "db" | "clock">): Promise<void> {
  const waiting = await deps.db.selectFrom("jobs").select("id").where("kind", "=", maintenanceJob.name).where("done_at", "is", null).executeTakeFirst();
  if (!waiting) await enqueueJob(deps.db, deps.clock, maintenanceJob, {});
}
