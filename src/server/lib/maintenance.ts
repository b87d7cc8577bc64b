import type { Deps } from "#server/deps.ts";
import { cleanAbandonedUploads } from "#server/modules/contest/uploads.ts";
import { pruneSpentSecrets } from "#server/modules/identity/housekeeping.ts";
import { enqueueJob } from "./jobs.ts";
import { pruneRateLimits } from "./rate-limit.ts";

export const MAINTENANCE_JOB = "maintenance.hourly";
const HOUR_MS = 60 * 60_000;

/** Hourly clean-up; it schedules its own next run, so one queued job keeps it going across restarts. */
export async function runMaintenance(deps: Deps): Promise<void> {
  const { db, clock, logger } = deps;
  // The next run is queued first, so a failing clean-up never stops the schedule.
  await enqueueJob(db, clock, MAINTENANCE_JOB, {}, { runAt: new Date(clock.now().getTime() + HOUR_MS), maxAttempts: 1 });
  const dayAgo = new Date(clock.now().getTime() - 24 * HOUR_MS).toISOString();
  const removed = (await pruneRateLimits(db, dayAgo)) + (await pruneSpentSecrets(deps)) + (await cleanAbandonedUploads(deps));
  logger.info({ removed }, "maintenance done");
}

/** Queues the first run unless one is already waiting (called at start; a duplicate is harmless). */
export async function scheduleMaintenance(deps: Pick<Deps, "db" | "clock">): Promise<void> {
  const waiting = await deps.db.selectFrom("jobs").select("id").where("kind", "=", MAINTENANCE_JOB).where("done_at", "is", null).executeTakeFirst();
  if (!waiting) await enqueueJob(deps.db, deps.clock, MAINTENANCE_JOB, {}, { maxAttempts: 1 });
}
