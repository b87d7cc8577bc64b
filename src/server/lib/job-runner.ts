import { sql, type Selectable, type SqlBool, type Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import { skipLocked, type DialectName } from "#server/db/dialect.ts";
import type { JobsTable } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { isoIn, type Clock } from "./clock.ts";
import { backoffMs, jobLanes, LEASE_MS, type JobDefinition, type JobLane } from "./jobs.ts";
import type { Logger } from "./logger.ts";

/**
 * How many due jobs a lane claims in one statement. A launch queues an e-mail and an SMS a sign-up, most often a
 * few milliseconds of work each: claiming them ten at a time spares nine statements of ten (on SQLite, nine commits),
 * and those left waiting behind a slow one are given back at the next renewal (`runClaimed`). A file's check takes
 * seconds, so each is claimed alone and another process may take the next.
 */
const claimSize: Record<JobLane, number> = { messages: 10, files: 1 };

type Claimed = Pick<Selectable<JobsTable>, "id" | "kind" | "payload" | "attempts" | "max_attempts" | "run_at">;

export interface JobRunner {
  /** Runs every due job once; returns how many ran. The worker loop and tests both use it. */
  runDue(): Promise<number>;
  start(pollMs?: number): void;
  /** Stops polling, waits for the job in hand to finish and gives back the claimed jobs it had not started. */
  stop(): Promise<void>;
}

/**
 * The worker: in each lane, claims due jobs a batch at a time (`claimSize`) and runs each in turn with its definition. `deps` is a getter because the
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

  /**
   * Takes up to a batch of the lane's due jobs in one statement (their leases and their attempts), in the order they
   * are due; jobs due at the same instant in the order they were queued (PostgreSQL returns ties in any order).
   */
  async function claim(lane: JobLane): Promise<Claimed[]> {
    const kinds = claimsOf(lane);
    if (kinds.only?.length === 0) return [];
    const now = clock.now().toISOString();
    const due = skipLocked(
      dialect,
      db
        .selectFrom("jobs")
        .select("id")
        .where("done_at", "is", null)
        .where("run_at", "<=", now)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
        .$if(!!kinds.only, (query) => query.where("kind", "in", kinds.only!))
        .$if(!!kinds.not?.length, (query) => query.where("kind", "not in", kinds.not!))
        .orderBy("run_at")
        .orderBy("id")
        .limit(claimSize[lane]),
    );
    // PostgreSQL evaluates ARRAY(…) once, where a join on IN (…) could run the skip-locked subquery again and claim
    // more than its limit.
    const isDue = dialect === "postgres" ? sql<SqlBool>`id = any(array(${due}))` : sql<SqlBool>`id in (${due})`;
    const jobs = await db
      .updateTable("jobs")
      .set((eb) => ({ locked_until: isoIn(clock, LEASE_MS), attempts: eb("attempts", "+", 1) }))
      .where(isDue)
      .returning(["id", "kind", "payload", "attempts", "max_attempts", "run_at"])
      .execute();
    return jobs.sort((a, b) => a.run_at.localeCompare(b.run_at) || a.id - b.id);
  }

  /**
   * Updates the job only while this run still holds it: `attempts` is the claim's fencing token, so a run whose
   * lease lapsed and was taken over cannot mark the job done or failed under the new run.
   */
  async function settle(job: Claimed, changes: Updateable<JobsTable>) {
    const result = await db.updateTable("jobs").set(changes).where("id", "=", job.id).where("attempts", "=", job.attempts).executeTakeFirst();
    if (result.numUpdatedRows === 0n) logger.warn({ jobId: job.id, attempt: job.attempts }, "job lease lost: another run took the job over");
  }

  /** Runs one claimed job with its definition, then marks it done, or failed with its backoff, or given up. */
  async function runJob(job: Claimed) {
    let outcome: Updateable<JobsTable>;
    try {
      const definition = definitions.get(job.kind);
      if (!definition) throw new Error(`No handler for job kind "${job.kind}"`);
      await definition.run(options.deps(), JSON.parse(job.payload), { id: job.id, attempt: job.attempts, final: job.attempts >= job.max_attempts });
      outcome = { done_at: clock.now().toISOString(), locked_until: null, last_error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= job.max_attempts;
      logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp, err: message }, "job failed");
      outcome = {
        last_error: message.slice(0, 2000),
        locked_until: null,
        run_at: isoIn(clock, backoffMs(job.attempts)),
        ...(giveUp ? { done_at: clock.now().toISOString() } : {}),
      };
    }
    await settle(job, outcome);
  }

  /** Puts a claimed job that was not started back in the queue, its attempt not spent (best effort: else its lease lapses). */
  const giveBack = (job: Claimed) =>
    settle(job, { locked_until: null, attempts: job.attempts - 1 }).catch((error: unknown) =>
      logger.warn({ jobId: job.id, err: error }, "a claimed job could not be given back"),
    );

  /**
   * Runs a claim's jobs in turn. The running job's lease is renewed every third of it; the jobs still waiting at that
   * moment (behind a slow one: an SMTP server that takes its time) are given back for a process that is free, as
   * are the ones not started when the runner stops. So a batch never holds a job longer than a third of a lease.
   */
  async function runClaimed(jobs: Claimed[]) {
    const waiting = new Set(jobs);
    let current: Claimed | undefined;
    const renew = setInterval(() => {
      if (current) {
        const job = current;
        void settle(job, { locked_until: isoIn(clock, LEASE_MS) }).catch((error: unknown) =>
          logger.warn({ jobId: job.id, err: error }, "job lease renewal failed"),
        );
      }
      for (const job of waiting) void giveBack(job);
      waiting.clear();
    }, LEASE_MS / 3);
    renew.unref();
    let ran = 0;
    try {
      for (const job of jobs) {
        if (stopped || !waiting.delete(job)) continue;
        current = job;
        await runJob(job);
        current = undefined;
        ran++;
      }
      return ran;
    } finally {
      clearInterval(renew);
      await Promise.all([...waiting].map(giveBack));
    }
  }

  /** Claims and runs the lane's due jobs a batch at a time, until a claim finds fewer than a batch. */
  async function runLane(lane: JobLane) {
    let count = 0;
    while (!stopped) {
      const jobs = await claim(lane);
      count += await runClaimed(jobs);
      if (jobs.length < claimSize[lane]) break;
    }
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
