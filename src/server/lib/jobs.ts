import type { Kysely, Updateable } from "kysely";
import type { Db } from "#server/db/database.ts";
import { skipLocked, type DialectName } from "#server/db/dialect.ts";
import type { Database, JobsTable } from "#server/db/schema.ts";
import { isoIn, type Clock } from "./clock.ts";
import type { Logger } from "./logger.ts";

/** A run of a job: its id keys the run's effects (an outbox row, a job it queues), so a repeated run repeats none. */
export interface JobRun {
  id: number;
  attempt: number;
}
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

/**
 * How long a claim lasts without renewal. The process running a job renews it every third of that, so only a dead
 * (or frozen) process's job is taken over, a minute after its last renewal.
 */
export const LEASE_MS = 60_000;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 2 ** attempt * 15_000);

/**
 * Puts a job in the table. Pass the caller's transaction so the job exists exactly when the
 * change that asked for it was committed. `effectKey` (unique): a job queued outside such a transaction, typically
 * by another job's run, is queued once however often that run is repeated.
 */
export async function enqueueJob(
  executor: Kysely<Database>,
  clock: Clock,
  kind: string,
  payload: unknown,
  options: { runAt?: Date; maxAttempts?: number; effectKey?: string } = {},
): Promise<void> {
  const now = clock.now().toISOString();
  await executor
    .insertInto("jobs")
    .values({
      kind,
      payload: JSON.stringify(payload),
      run_at: (options.runAt ?? clock.now()).toISOString(),
      attempts: 0,
      max_attempts: options.maxAttempts ?? 8,
      created_at: now,
      effect_key: options.effectKey ?? null,
    })
    .onConflict((oc) => oc.column("effect_key").doNothing())
    .execute();
}

export interface JobRunner {
  /** Runs every due job once; returns how many ran. The worker loop and tests both use it. */
  runDue(): Promise<number>;
  start(pollMs?: number): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

export function createJobRunner(deps: { db: Db; dialect: DialectName; clock: Clock; logger: Logger; handlers: Record<string, JobHandler> }): JobRunner {
  const { db, dialect, clock, logger, handlers } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function claim() {
    return db.transaction().execute(async (trx) => {
      const now = clock.now().toISOString();
      const candidate = await skipLocked(
        dialect,
        trx
          .selectFrom("jobs")
          .select(["id", "kind", "payload", "attempts", "max_attempts"])
          .where("done_at", "is", null)
          .where("run_at", "<=", now)
          .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
          .orderBy("run_at")
          .limit(1),
      ).executeTakeFirst();
      if (!candidate) return undefined;
      await trx
        .updateTable("jobs")
        .set({ locked_until: isoIn(clock, LEASE_MS), attempts: candidate.attempts + 1 })
        .where("id", "=", candidate.id)
        .execute();
      return { ...candidate, attempts: candidate.attempts + 1 };
    });
  }

  /**
   * Updates the job only while this run still holds it: `attempts` is the claim's fencing token, so a run whose
   * lease lapsed and was taken over cannot mark the job done or failed under the new run.
   */
  async function settle(job: { id: number; attempts: number }, changes: Updateable<JobsTable>) {
    const result = await db.updateTable("jobs").set(changes).where("id", "=", job.id).where("attempts", "=", job.attempts).executeTakeFirst();
    if (result.numUpdatedRows === 0n) logger.warn({ jobId: job.id, attempt: job.attempts }, "job lease lost: another run took the job over");
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers[job.kind];
    const renew = setInterval(() => {
      void settle(job, { locked_until: isoIn(clock, LEASE_MS) }).catch((error: unknown) => logger.warn({ jobId: job.id, err: error }, "job lease renewal failed"));
    }, LEASE_MS / 3);
    renew.unref();
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler(JSON.parse(job.payload), { id: job.id, attempt: job.attempts });
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

  async function runDue() {
    let count = 0;
    while (!stopped && (await runOne())) count++;
    return count;
  }

  return {
    runDue,
    start(pollMs = 1000) {
      stopped = false;
      const tick = () => {
        running = runDue()
          .catch((error: unknown) => logger.error({ err: error }, "job worker failed"))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
