import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { Clock } from "./clock.ts";

/** A run of a job: its id keys the run's effects (an outbox row, a job it queues), so a repeated run repeats none. */
export interface JobRun {
  id: number;
  attempt: number;
  /** The job's last run: if it fails, the job gives up (what it recorded of its work can say so). */
  final: boolean;
}

/**
 * How long a claim lasts without renewal. The process running a job renews it every third of that, so only a dead
 * (or frozen) process's job is taken over, a minute after its last renewal (job-runner.ts; a claimed job still
 * waiting its turn at a renewal is given back instead).
 */
export const LEASE_MS = 60_000;
export const backoffMs = (attempt: number) => Math.min(60 * 60_000, 2 ** attempt * 15_000);

/** How many runs a job gets before it gives up, unless its definition says otherwise. */
const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * Each process runs the jobs of a lane one at a time, and its lanes side by side. Checking and copying files takes
 * seconds of CPU a job, so those jobs have a lane of their own: a burst of them on a deadline evening never holds the
 * e-mail or SMS that carries someone's code (ADR 0029).
 */
export const jobLanes = ["messages", "files"] as const;
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
