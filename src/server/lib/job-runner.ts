import type { Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import { skipLocked, type DialectName } from "#server/db/dialect.ts";
import type { JobsTable } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { isoIn, type Clock } from "./clock.ts";
import { backoffMs, jobLanes, LEASE_MS, type JobDefinition, type JobLane } from "./jobs.ts";
import type { Logger } from "./logger.ts";

export interface JobRunner {
  /** Runs every due job once; returns how many ran. The worker loop and tests both use it. */
  runDue(): Promise<number>;
  start(pollMs?: number): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

/**
 * The worker: in each lane, claims due jobs one at a time and runs each with its definition. `deps` is a getter because the
 * runner is built inside the Deps it hands to handlers. A row whose kind no definition names fails as a failing
 * handler does: retried with backoff, then given up with its error.
 */
export function createJobRunner(options: {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  logger: Logger;
  definitions: readonly JobDefinition[];
  deps: () => Deps;
}): JobRunner {
  const { db, dialect, clock, logger } = options;
  const definitions = new Map<string, JobDefinition>();
  for (const definition of options.definitions) {
    if (definitions.has(definition.name)) throw new Error(`Two job definitions are named "${definition.name}"`);
    definitions.set(definition.name, definition);
  }
  // A lane claims its own kinds; the first lane also every kind no other lane names (a row left by a removed definition).
  const kindsOf = (lane: JobLane) => [...definitions.values()].filter((definition) => definition.lane === lane).map((definition) => definition.name);
  const claimsOf = (lane: JobLane) => (lane === jobLanes[0] ? { not: jobLanes.slice(1).flatMap(kindsOf) } : { only: kindsOf(lane) });
  const timers = new Map<JobLane, NodeJS.Timeout>();
  const running = new Map<JobLane, Promise<unknown>>();
  let stopped = false;

  /** Takes the lane's next due job in one statement (its lease and its attempt), or nothing. */
  async function claim(lane: JobLane) {
    const kinds = claimsOf(lane);
    if (kinds.only?.length === 0) return undefined;
    const now = clock.now().toISOString();
    const next = skipLocked(
      dialect,
      db
        .selectFrom("jobs")
        .select("id")
        .where("done_at", "is", null)
        .where("run_at", "<=", now)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
        .$if(!!kinds.only, (query) => query.where("kind", "in", kinds.only!))
        .$if(!!kinds.not?.length, (query) => query.where("kind", "not in", kinds.not!))
        // Jobs due at the same instant run in the order they were queued (PostgreSQL returns ties in any order).
        .orderBy("run_at")
        .orderBy("id")
        .limit(1),
    );
    return db
      .updateTable("jobs")
      .set((eb) => ({ locked_until: isoIn(clock, LEASE_MS), attempts: eb("attempts", "+", 1) }))
      .where("id", "=", next)
      .returning(["id", "kind", "payload", "attempts", "max_attempts"])
      .executeTakeFirst();
  }

  /**
   * Updates the job only while this run still holds it: `attempts` is the claim's fencing token, so a run whose
   * lease lapsed and was taken over cannot mark the job done or failed under the new run.
   */
  async function settle(job: { id: number; attempts: number }, changes: Updateable<JobsTable>) {
    const result = await db.updateTable("jobs").set(changes).where("id", "=", job.id).where("attempts", "=", job.attempts).executeTakeFirst();
    if (result.numUpdatedRows === 0n) logger.warn({ jobId: job.id, attempt: job.attempts }, "job lease lost: another run took the job over");
  }

  async function runOne(lane: JobLane): Promise<boolean> {
    const job = await claim(lane);
    if (!job) return false;
    const definition = definitions.get(job.kind);
    const renew = setInterval(() => {
      void settle(job, { locked_until: isoIn(clock, LEASE_MS) }).catch((error: unknown) =>
        logger.warn({ jobId: job.id, err: error }, "job lease renewal failed"),
      );
    }, LEASE_MS / 3);
    renew.unref();
    try {
      if (!definition) throw new Error(`No handler for job kind "${job.kind}"`);
      await definition.run(options.deps(), JSON.parse(job.payload), { id: job.id, attempt: job.attempts, final: job.attempts >= job.max_attempts });
      clearInterval(renew);
      await settle(job, { done_at: clock.now().toISOString(), locked_until: null, last_error: null });
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= job.max_attempts;
      logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp, err: message }, "job failed");
      await settle(job, {
        last_error: message.slice(0, 2000),
        locked_until: null,
        run_at: isoIn(clock, backoffMs(job.attempts)),
        ...(giveUp ? { done_at: clock.now().toISOString() } : {}),
      });
    }
    return true;
  }

  async function runLane(lane: JobLane) {
    let count = 0;
    while (!stopped && (await runOne(lane))) count++;
    return count;
  }

  /** Every lane until none has a due job left (a job may queue another in another lane). */
  async function runDue() {
    let count = 0;
    for (;;) {
      let ran = 0;
      for (const lane of jobLanes) ran += await runLane(lane);
      if (ran === 0) return count;
      count += ran;
    }
  }

  return {
    runDue,
    start(pollMs = 1000) {
      stopped = false;
      for (const lane of jobLanes) {
        const tick = () => {
          const run = runLane(lane)
            .catch((error: unknown) => logger.error({ err: error, lane }, "job worker failed"))
            .finally(() => {
              if (!stopped) timers.set(lane, setTimeout(tick, pollMs));
            });
          running.set(lane, run);
        };
        tick();
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}
