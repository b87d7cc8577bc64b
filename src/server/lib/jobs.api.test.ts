import { UpdateQueryNode, type KyselyPlugin } from "kysely";
import { setImmediate as nextTurn } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "#contracts/zod.ts";
import { jobDefinitions } from "#server/deps.ts";
import { createJobRunner } from "#server/lib/job-runner.ts";
import { defineJob, enqueueJob, enqueueJobs, jobOf, JOB_RETENTION_MS, LEASE_MS, retryWindowMs } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { maintenanceJob } from "#server/lib/maintenance.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("durable jobs", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  /** A job of the test's own, run by a runner that knows only it; `runner(handler)` says what its runs do. */
  let handle: (payload: unknown) => Promise<void>;
  const work = defineJob({ name: "work", payload: z.unknown(), handler: (_deps, payload) => handle(payload) });
  const runner = (handler: (payload: unknown) => Promise<void>) => {
    handle = handler;
    return createJobRunner({ db: t.db, dialect: t.deps.database.dialect, clock: t.clock, logger: t.deps.logger, definitions: [work], deps: () => t.deps });
  };

  it("runs a due job once and marks it done", async () => {
    const seen: unknown[] = [];
    await enqueueJob(t.db, t.clock, work, { n: 1 });
    const jobs = runner(async (p) => void seen.push(p));
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    const row = await t.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(row.done_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it("queues several jobs in one insert, run in the order given; an effect key stored before or repeated keeps its first job", async () => {
    await enqueueJob(t.db, t.clock, work, { n: 0 }, { effectKey: "stored" });
    await enqueueJobs(t.db, t.clock, [
      jobOf(work, { n: 1 }),
      jobOf(work, { n: 2 }, { effectKey: "stored" }),
      jobOf(work, { n: 3 }, { effectKey: "batch" }),
      jobOf(work, { n: 4 }, { effectKey: "batch" }),
      jobOf(work, { n: 5 }, { runAt: new Date(t.clock.now().getTime() + 60_000) }),
    ]);
    await enqueueJobs(t.db, t.clock, []);
    const seen: unknown[] = [];
    const jobs = runner(async (p) => void seen.push(p));
    await jobs.runDue();
    expect(seen).toEqual([{ n: 0 }, { n: 1 }, { n: 3 }]);
    t.clock.advance(60_000);
    await jobs.runDue();
    expect(seen).toEqual([{ n: 0 }, { n: 1 }, { n: 3 }, { n: 5 }]);
    const rows = await t.db.selectFrom("jobs").select(["kind", "max_attempts"]).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.kind === "work" && row.max_attempts === work.maxAttempts)).toBe(true);
  });

  it("runs jobs due at the same instant in the order they were queued, whatever order the database keeps its rows in", async () => {
    for (const n of [1, 2, 3]) await enqueueJob(t.db, t.clock, work, { n });
    // Changing an indexed column moves the first row after the others: PostgreSQL returns ties in that order.
    const first = await t.db.selectFrom("jobs").select("id").orderBy("id").executeTakeFirstOrThrow();
    for (const done_at of [t.clock.now().toISOString(), null]) await t.db.updateTable("jobs").set({ done_at }).where("id", "=", first.id).execute();
    const seen: unknown[] = [];
    await runner(async (p) => void seen.push(p)).runDue();
    expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it("runs a lane's jobs while another lane's job is still running: a file's check never holds a message", async () => {
    let finishCheck!: () => void;
    const checking = new Promise<void>((resolve) => (finishCheck = resolve));
    const check = defineJob({ name: "check", payload: z.unknown(), lane: "files", handler: () => checking });
    const seen: unknown[] = [];
    handle = async (payload) => void seen.push(payload);
    const jobs = createJobRunner({
      db: t.db,
      dialect: t.deps.database.dialect,
      clock: t.clock,
      logger: t.deps.logger,
      definitions: [work, check],
      deps: () => t.deps,
    });
    await enqueueJob(t.db, t.clock, check, {});
    await enqueueJob(t.db, t.clock, work, { n: 1 });
    jobs.start(10);
    // A poll's default second is short for a loaded CI machine on PostgreSQL; a held message would never arrive at all.
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([{ n: 1 }]);
    expect(await t.db.selectFrom("jobs").select(["kind", "done_at"]).where("kind", "=", "check").executeTakeFirstOrThrow()).toMatchObject({ done_at: null });
    finishCheck();
    await expect
      .poll(async () => (await t.db.selectFrom("jobs").select("done_at").where("kind", "=", "check").executeTakeFirstOrThrow()).done_at, {
        timeout: 10_000,
      })
      .not.toBeNull();
    await jobs.stop();
  });

  it("two workers on one queue, as two processes run it, run each job once", async () => {
    for (let n = 0; n < 20; n++) await enqueueJob(t.db, t.clock, work, { n });
    const seen: number[] = [];
    // On PostgreSQL each worker's claim runs on a connection of its own, at the same time as the other's; SQLite's one
    // connection takes them in turn.
    const record = async (payload: unknown) => void seen.push((payload as { n: number }).n);
    const [a, b] = [runner(record), runner(record)];
    const [ranByA, ranByB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranByA + ranByB).toBe(20);
    expect(seen.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    const rows = await t.db.selectFrom("jobs").select(["attempts", "done_at"]).execute();
    expect(rows.every((row) => row.attempts === 1 && row.done_at !== null)).toBe(true);
  });

  it("claims a burst of messages ten at a time, one statement a claim, and runs them in the order queued", async () => {
    for (let n = 0; n < 25; n++) await enqueueJob(t.db, t.clock, work, { n });
    let claims = 0;
    const countingClaims: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (UpdateQueryNode.is(node) && node.returning) claims += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const seen: unknown[] = [];
    handle = async (payload) => void seen.push(payload);
    const jobs = createJobRunner({
      db: t.db.withPlugin(countingClaims),
      dialect: t.deps.database.dialect,
      clock: t.clock,
      logger: t.deps.logger,
      definitions: [work],
      deps: () => t.deps,
    });
    expect(await jobs.runDue()).toBe(25);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, n) => ({ n })));
    // 10, 10 and 5; then runDue's second pass finds none (one at a time made 26 claims).
    expect(claims).toBe(4);
  });

  it("a stopping worker finishes the job in hand and gives back the others it claimed, their attempt not spent", async () => {
    for (const n of [1, 2, 3]) await enqueueJob(t.db, t.clock, work, { n });
    const started: unknown[] = [];
    let finish!: () => void;
    const jobs = runner(async (payload) => {
      started.push(payload);
      await new Promise<void>((resolve) => (finish = resolve));
    });
    jobs.start(10);
    await expect.poll(() => started, { timeout: 10_000 }).toEqual([{ n: 1 }]);
    const attempts = async () => (await t.db.selectFrom("jobs").select("attempts").orderBy("id").execute()).map((row) => row.attempts);
    expect(await attempts()).toEqual([1, 1, 1]);
    const stopping = jobs.stop();
    finish();
    await stopping;
    const rows = await t.db.selectFrom("jobs").select(["attempts", "locked_until", "done_at"]).orderBy("id").execute();
    expect(rows.map((row) => [row.attempts, row.locked_until, row.done_at !== null])).toEqual([
      [1, null, true],
      [0, null, false],
      [0, null, false],
    ]);
    // Another process runs them at once, without waiting for a lease to lapse.
    const seen: unknown[] = [];
    expect(await runner(async (payload) => void seen.push(payload)).runDue()).toBe(2);
    expect(seen).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await attempts()).toEqual([1, 1, 1]);
  });

  it("renews the running job's lease and gives back the claimed jobs still waiting behind it, for a free process", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      for (const n of [1, 2]) await enqueueJob(t.db, t.clock, work, { n });
      let finish: (() => void) | undefined;
      const slow = runner((payload) => ((payload as { n: number }).n === 1 ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve()));
      const running = slow.runDue();
      while (!finish) await nextTurn();
      t.clock.advance(LEASE_MS / 3);
      const renewedUntil = new Date(t.clock.now().getTime() + LEASE_MS).toISOString();
      vi.advanceTimersByTime(LEASE_MS / 3);
      const rows = async () =>
        (await t.db.selectFrom("jobs").select(["locked_until", "attempts"]).orderBy("id").execute()).map((row) => [row.locked_until, row.attempts]);
      const expected = [
        [renewedUntil, 1],
        [null, 0],
      ];
      while (JSON.stringify(await rows()) !== JSON.stringify(expected)) await nextTurn();
      const seen: unknown[] = [];
      expect(await runner(async (payload) => void seen.push(payload)).runDue()).toBe(1);
      expect(seen).toEqual([{ n: 2 }]);
      finish();
      expect(await running).toBe(1);
      expect((await rows()).map(([, attempts]) => attempts)).toEqual([1, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for a job scheduled later", async () => {
    await enqueueJob(t.db, t.clock, work, {}, { runAt: new Date(t.clock.now().getTime() + 60_000) });
    const jobs = runner(async () => {});
    expect(await jobs.runDue()).toBe(0);
    t.clock.advance(60_000);
    expect(await jobs.runDue()).toBe(1);
  });

  it("retries a failing job with backoff and gives up after max attempts, keeping the error", async () => {
    await enqueueJob(t.db, t.clock, { ...work, maxAttempts: 2 }, {});
    let calls = 0;
    const jobs = runner(async () => {
      calls++;
      throw new Error("SMTP down");
    });
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0); // backing off
    t.clock.advance(60 * 60_000);
    expect(await jobs.runDue()).toBe(1);
    t.clock.advance(2 * 60 * 60_000);
    expect(await jobs.runDue()).toBe(0);
    expect(calls).toBe(2);
    const row = await t.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 2, last_error: "SMTP down" });
    expect(row.done_at).not.toBeNull();
  });

  it("takes over a job whose worker died (lease expired) after a restart", async () => {
    await enqueueJob(t.db, t.clock, work, {});
    await t.db
      .updateTable("jobs")
      .set({ locked_until: new Date(t.clock.now().getTime() + 5 * 60_000).toISOString(), attempts: 1 })
      .execute();
    const jobs = runner(async () => {});
    expect(await jobs.runDue()).toBe(0);
    t.clock.advance(5 * 60_000 + 1);
    expect(await jobs.runDue()).toBe(1);
  });

  it("fails a job whose kind no definition names, as a failing handler does: retried later, keeping the error", async () => {
    await enqueueJob(t.db, t.clock, { ...work, name: "gone" }, {});
    expect(await runner(async () => {}).runDue()).toBe(1);
    const row = await t.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "gone", attempts: 1, done_at: null, last_error: 'No handler for job kind "gone"' });
  });

  it("checks a payload against its job's schema when it runs, and at compile time when it is queued", async () => {
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto("jobs")
      .values({ kind: sendMailJob.name, payload: JSON.stringify({ to: "a@example.test" }), run_at: now, attempts: 0, max_attempts: 8, created_at: now })
      .execute();
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect(await t.db.selectFrom("outbox_emails").select("id").execute()).toEqual([]);
    expect((await t.db.selectFrom("jobs").select("last_error").executeTakeFirstOrThrow()).last_error).toContain("subject");
    // Never called: the typecheck fails if this payload compiles.
    const _wrongPayload = () =>
      // @ts-expect-error: the e-mail job's payload has a subject and a text
      enqueueJob(t.db, t.clock, sendMailJob, { to: "a@example.test" });
  });

  it("the hourly maintenance deletes jobs finished longer than JOB_RETENTION_MS ago, never a younger or unfinished one", async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const row = (name: string, changes: { done_at?: string; last_error?: string; run_at?: string; locked_until?: string }) => ({
      kind: "work",
      payload: "{}",
      run_at: at(-JOB_RETENTION_MS * 2),
      attempts: 1,
      max_attempts: 8,
      created_at: at(-JOB_RETENTION_MS * 2),
      effect_key: name,
      ...changes,
    });
    await t.db
      .insertInto("jobs")
      .values([
        row("done long ago", { done_at: at(-JOB_RETENTION_MS - 60_000) }),
        row("gave up long ago", { done_at: at(-JOB_RETENTION_MS - 60_000), last_error: "SMTP down" }),
        row("done lately", { done_at: at(-JOB_RETENTION_MS + 60_000) }),
        row("gave up lately", { done_at: at(-JOB_RETENTION_MS + 60_000), last_error: "SMTP down" }),
        row("old, still scheduled", { run_at: at(60_000) }),
        row("old, still running", { locked_until: at(60_000) }),
        row("old, retrying", { run_at: at(60_000), last_error: "SMTP down" }),
      ])
      .execute();
    await enqueueJob(t.db, t.clock, maintenanceJob, {});
    expect(await t.deps.jobs.runDue()).toBe(1);
    const left = await t.db.selectFrom("jobs").select("effect_key").where("kind", "=", "work").orderBy("id").execute();
    expect(left.map((job) => job.effect_key)).toEqual(["done lately", "gave up lately", "old, still scheduled", "old, still running", "old, retrying"]);
    // The maintenance run itself (done now) and its next run stay.
    expect(await t.db.selectFrom("jobs").select("id").where("kind", "=", maintenanceJob.name).execute()).toHaveLength(2);
  });

  it("keeps a finished job far longer than any job can run again, so a job queued under an effect key is never queued twice", () => {
    // A run that queues a job under an effect key may repeat until its own job's retries run out; the queued job's
    // row, which holds the key, must outlive that.
    for (const job of jobDefinitions) expect(retryWindowMs(job.maxAttempts), job.name).toBeLessThan(JOB_RETENTION_MS / 2);
  });
});
