import type { Kysely, Updateable } from "kysely";
import type { z } from "zod";
import type { Db } from "#server/db/database.ts";
import { skipLocked, type DialectName } from "#server/db/dialect.ts";
import type { Database, JobsTable } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { isoIn, type Clock } from "./clock.ts";
import type { Logger } from "./logger.ts";

/** A run of a job: its id keys the run's effects (an outbox row, a job it queues), so a repeated run repeats none. */
export interface JobRun {
  id: number;
  attempt: number;
  /** The job's last run: if it fails, the job gives up (what it recorded of its work can say so). */
  final: boolean;
}

/**
 * How long a claim lasts without renewal. The process running a job renews it every third of that, so only a dead
 * (or frozen) process's job is taken over, a minute after its last renewal.
 */
export const LEASE_MS = 60_000;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 2 ** attempt * 15_000);

/** How many runs a job gets before it gives up, unless its definition says otherwise. */
const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * Each process runs the jobs of a lane one at a time, and its lanes side by side. Checking and copying files takes
 * seconds of CPU a job, so those jobs have a lane of their own: a burst of them on a deadline evening never holds the
 * e-mail or SMS that carries someone's code (ADR 0029).
 */
const jobLanes = ["messages", "files"] as const;
export type JobLane = (typeof jobLanes)[number];

/**
 * A kind of job, declared beside the module that owns it (`<module>.jobs.ts`, or the lib file of a mail or SMS
 * job) and listed in deps.ts. Made by `defineJob`; queued with `enqueueJob(executor, clock, definition, payload)`.
 */
export interface JobDefinition<Payload = unknown> {
  /** The `kind` stored in each row. Never rename one: rows queued under the old name would find no handler. */
  readonly name: string;
  /** The payload's schema: `enqueueJob` takes its input type, and each run parses the stored payload with it. */
  readonly payload: z.ZodType<unknown, Payload>;
  /** The retry policy: how many runs before it gives up (a failed run waits a backoff that doubles, up to an hour). */
  readonly maxAttempts: number;
  /** The lane its runs wait in (`jobLanes`). */
  readonly lane: JobLane;
  /** What the runner calls: parses the stored payload, then runs the handler. */
  readonly run: (deps: Deps, payload: unknown, run: JobRun) => Promise<void>;
}

/**
 * Declares a job: its name, payload schema, retry policy and handler in one object. A handler must be safe to run
 * again (docs/operations.md, "Jobs run again, their effects do not"). The service that queues a job is usually the
 * one whose function runs it, so a handler reaches its service through `await import(…)`, as documenso's do:
 * the definition file imports no service, and the service can import the definition without an import cycle.
 */
export function defineJob<Payload, Parsed>(definition: {
  name: string;
  payload: z.ZodType<Parsed, Payload>;
  maxAttempts?: number;
  lane?: JobLane;
  handler: (deps: Deps, payload: Parsed, run: JobRun) => Promise<unknown>;
}): JobDefinition<Payload> {
  const { name, payload, maxAttempts = DEFAULT_MAX_ATTEMPTS, lane = "messages", handler } = definition;
  return {
    name,
    payload,
    maxAttempts,
    lane,
    run: async (deps, stored, run) => void (await handler(deps, payload.parse(stored), run)),
  };
}

/** A job to queue: its definition and payload, typed together (`jobOf`), and when or under which key. */
export interface QueuedJob {
  readonly definition: Pick<JobDefinition, "name" | "maxAttempts">;
  readonly payload: unknown;
  readonly options: { runAt?: Date; effectKey?: string };
}

export function jobOf<Payload>(definition: JobDefinition<Payload>, payload: NoInfer<Payload>, options: QueuedJob["options"] = {}): QueuedJob {
  return { definition, payload, options };
}

/**
 * Puts jobs in the table (one insert however many), each with its definition's retry policy. Pass the caller's
 * transaction so the jobs exist exactly when the change that asked for them was committed. `effectKey` (unique): a
 * job queued outside such a transaction, typically by another job's run, is queued once however often that run is
 * repeated (its row must outlive every repeat: JOB_RETENTION_MS).
 */
export async function enqueueJobs(executor: Kysely<Database>, clock: Clock, jobs: readonly QueuedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const now = clock.now();
  await executor
    .insertInto("jobs")
    .values(
      jobs.map(({ definition, payload, options }) => ({
        kind: definition.name,
        payload: JSON.stringify(payload),
        run_at: (options.runAt ?? now).toISOString(),
        attempts: 0,
        max_attempts: definition.maxAttempts,
        created_at: now.toISOString(),
        effect_key: options.effectKey ?? null,
      })),
    )
    .onConflict((oc) => oc.column("effect_key").doNothing())
    .execute();
}

/** Puts one job in the table (`enqueueJobs`). */
export function enqueueJob<Payload>(
  executor: Kysely<Database>,
  clock: Clock,
  job: JobDefinition<Payload>,
  payload: NoInfer<Payload>,
  options: QueuedJob["options"] = {},
): Promise<void> {
  return enqueueJobs(executor, clock, [jobOf(job, payload, options)]);
}

/**
 * How long a finished job's row (done, or given up: `done_at` set) is kept; the hourly maintenance deletes older
 * ones (`pruneFinishedJobs`). Long enough to read a failure's `last_error` weeks later, and, what makes it safe,
 * far longer than any job can keep running again (`retryWindowMs` of every definition; a test holds it): an
 * `effect_key` is unique only while its row exists, so a job queued under a key must not be deleted while the run
 * that queued it might still repeat (a producer retried or taken over after its lease), or the repeat would queue
 * it a second time.
 */
export const JOB_RETENTION_MS = 90 * 24 * 60 * 60_000;

/**
 * The longest a job of `maxAttempts` runs can keep being run again after its first: each failure's backoff, and a
 * lease lapsing before each take-over (the time a run itself takes comes on top, and is short beside the rest).
 */
export function retryWindowMs(maxAttempts: number): number {
  let total = 0;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) total += backoffMs(attempt) + LEASE_MS;
  return total;
}

/** Deletes the rows of jobs finished (done, or given up) more than JOB_RETENTION_MS ago; never an unfinished one. */
export async function pruneFinishedJobs(db: Kysely<Database>, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - JOB_RETENTION_MS).toISOString();
  const result = await db.deleteFrom("jobs").where("done_at", "is not", null).where("done_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

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
