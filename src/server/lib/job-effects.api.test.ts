import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createJobRunner } from "#server/lib/job-runner.ts";
import { enqueueJob, LEASE_MS, type JobDefinition, type JobRun } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { sendSmsJob } from "#server/lib/sms.ts";
import { orderAllocatedJob } from "#server/modules/funds/funds.jobs.ts";
import { approvedBuy, kycInvestor, openFundsForSale, publishNav } from "#server/testing/fund-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * Issue 18: a job's effect happens once although the job runs again when its process dies between the effect and
 * marking the job done (a kill -9, a lost connection). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL,
 * where the racing workers share a real pool.
 */
describe("durable jobs' effects happen exactly once", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  type Handler = (payload: unknown, run: JobRun) => Promise<void>;
  /** A second worker, as another process would run it: the app's own mail and SMS jobs, their handlers wrapped. */
  const worker = (wrap: (real: Handler) => Handler) =>
    createJobRunner({
      db: t.db,
      dialect: t.deps.database.dialect,
      clock: t.clock,
      logger: t.deps.logger,
      definitions: [sendMailJob, sendSmsJob].map((job): JobDefinition => ({
        ...job,
        run: (deps, payload, run) => wrap((p, r) => job.run(deps, p, r))(payload, run),
      })),
      deps: () => t.deps,
    });
  const outbox = async () => ({
    emails: await t.db.selectFrom("outbox_emails").select(["to_address", "subject", "job_id"]).execute(),
    sms: await t.db.selectFrom("outbox_sms").select(["to_number", "text_body", "job_id"]).execute(),
  });
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 500 && !(await check()); i++) await new Promise((resolve) => setImmediate(resolve));
    expect(await check()).toBe(true);
  };

  it("a worker that dies after sending (e-mail and SMS) is taken over once its lease ends, and nothing is sent twice", async () => {
    // Two dying workers: each does its job's effect, then its process is gone (the run never settles, the lease is
    // not renewed). The first takes the e-mail; the second, finding it leased, the SMS queued after it.
    const dying = () =>
      worker((real) => async (payload, run) => {
        await real(payload, run);
        await new Promise<never>(() => {});
      });
    await enqueueJob(t.db, t.clock, sendMailJob, { to: "a@example.test", subject: "Xin chào", text: "Nội dung" });
    void dying().runDue();
    await waitFor(async () => (await outbox()).emails.length === 1);
    await enqueueJob(t.db, t.clock, sendSmsJob, { to: "+84900000001", text: "Mã 123456" });
    void dying().runDue();
    await waitFor(async () => (await outbox()).sms.length === 1);
    expect(await t.deps.jobs.runDue()).toBe(0); // both leased: nobody runs them yet

    t.clock.advance(LEASE_MS + 1);
    expect(await t.deps.jobs.runDue()).toBe(2);
    expect(await t.deps.jobs.runDue()).toBe(0);

    const jobs = await t.db.selectFrom("jobs").select(["id", "kind", "attempts", "done_at"]).orderBy("id").execute();
    expect(jobs.map((j) => [j.kind, j.attempts, j.done_at !== null])).toEqual([
      ["mail.send", 2, true],
      ["sms.send", 2, true],
    ]);
    const { emails, sms } = await outbox();
    expect(emails).toEqual([{ to_address: "a@example.test", subject: "Xin chào", job_id: jobs[0]!.id }]);
    expect(sms).toEqual([{ to_number: "+84900000001", text_body: "Mã 123456", job_id: jobs[1]!.id }]);
  });

  it("a worker that dies holding a batch (the e-mail sent, the SMS waiting its turn) has both taken over once its lease ends, the e-mail not sent twice", async () => {
    await enqueueJob(t.db, t.clock, sendMailJob, { to: "a@example.test", subject: "Xin chào", text: "Nội dung" });
    await enqueueJob(t.db, t.clock, sendSmsJob, { to: "+84900000001", text: "Mã 123456" });
    void worker((real) => async (payload, run) => {
      await real(payload, run);
      await new Promise<never>(() => {});
    }).runDue();
    await waitFor(async () => (await outbox()).emails.length === 1);
    expect(await t.deps.jobs.runDue()).toBe(0); // both leased by the one claim

    t.clock.advance(LEASE_MS + 1);
    expect(await t.deps.jobs.runDue()).toBe(2);
    const jobs = await t.db.selectFrom("jobs").select(["kind", "attempts", "done_at"]).orderBy("id").execute();
    expect(jobs.map((j) => [j.kind, j.attempts, j.done_at !== null])).toEqual([
      ["mail.send", 2, true],
      ["sms.send", 2, true],
    ]);
    const { emails, sms } = await outbox();
    expect(emails).toHaveLength(1);
    expect(sms).toEqual([expect.objectContaining({ to_number: "+84900000001", text_body: "Mã 123456" })]);
  });

  it("a run that fails after its effect (the connection lost before marking it done) repeats without a second e-mail", async () => {
    await enqueueJob(t.db, t.clock, sendMailJob, { to: "b@example.test", subject: "Một lần", text: "x" });
    let calls = 0;
    const flaky = worker((real) => async (payload, run) => {
      await real(payload, run);
      if (++calls === 1) throw new Error("connection lost");
    });
    expect(await flaky.runDue()).toBe(1);
    t.clock.advance(60 * 60_000);
    expect(await flaky.runDue()).toBe(1);
    expect(calls).toBe(2);
    expect((await outbox()).emails).toHaveLength(1);
    expect(await t.db.selectFrom("jobs").select(["attempts", "last_error"]).where("done_at", "is not", null).executeTakeFirstOrThrow()).toEqual({
      attempts: 2,
      last_error: null,
    });
  });

  it("a slow run whose lease was taken over cannot mark the job: the new run's outcome stands", async () => {
    await enqueueJob(t.db, t.clock, sendMailJob, { to: "c@example.test", subject: "Chậm", text: "x" });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = worker((real) => async (payload, run) => {
      await real(payload, run);
      await gate;
      throw new Error("late failure");
    });
    const slowRun = slow.runDue();
    await waitFor(async () => (await outbox()).emails.length === 1);
    t.clock.advance(LEASE_MS + 1);
    expect(await t.deps.jobs.runDue()).toBe(1);
    release();
    await slowRun;
    const job = await t.db.selectFrom("jobs").select(["attempts", "done_at", "last_error"]).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 2, last_error: null });
    expect(job.done_at).not.toBeNull();
    expect((await outbox()).emails).toHaveLength(1);
  });

  it("workers racing for the same due jobs run each once", async () => {
    for (let i = 0; i < 6; i++) await enqueueJob(t.db, t.clock, sendMailJob, { to: `r${i}@example.test`, subject: `Đua ${i}`, text: "x" });
    const workers = [worker((real) => real), worker((real) => real), worker((real) => real)];
    const ran = await Promise.all(workers.map((w) => w.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(6);
    const { emails } = await outbox();
    expect(emails.map((e) => e.subject).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Đua ${i}`));
    expect(await t.db.selectFrom("jobs").select("attempts").where("attempts", "!=", 1).execute()).toEqual([]);
  });

  it("a job queued by a run with an effect key is queued once however often that run repeats", async () => {
    for (let i = 0; i < 3; i++)
      await enqueueJob(t.db, t.clock, sendMailJob, { to: "d@example.test", subject: "Phân bổ", text: "x" }, { effectKey: "job:7:mail" });
    await enqueueJob(t.db, t.clock, sendMailJob, { to: "d@example.test", subject: "Khác", text: "x" });
    await enqueueJob(t.db, t.clock, sendMailJob, { to: "d@example.test", subject: "Khác nữa", text: "x" });
    expect((await t.db.selectFrom("jobs").select("effect_key").orderBy("id").execute()).map((j) => j.effect_key)).toEqual(["job:7:mail", null, null]);
  });

  it("the allocation event's run repeated after its process died queues the investor's e-mail once", async () => {
    const admin = await t.signedIn("administrator");
    await openFundsForSale(t, admin);
    const investor = await kycInvestor(t);
    await publishNav(t, admin, 1, "2026-11-20", "9000.00");
    await approvedBuy(t, investor, admin, 1, 10_000_000);
    t.clock.advance(2 * 86_400_000);
    await publishNav(t, admin, 1, "2026-11-24", "10523.45"); // allocates, and runs the event's job and its e-mail
    // That run did its work, but its process died before marking the job done: the row is as it was then.
    const event = await t.db.selectFrom("jobs").select("id").where("kind", "=", orderAllocatedJob.name).executeTakeFirstOrThrow();
    await t.db.updateTable("jobs").set({ done_at: null, locked_until: t.clock.now().toISOString() }).where("id", "=", event.id).execute();
    t.clock.advance(LEASE_MS + 1);
    expect(await t.deps.jobs.runDue()).toBe(1);
    const mails = await t.db
      .selectFrom("outbox_emails")
      .select("subject")
      .where("to_address", "=", investor.email)
      .where("subject", "like", "%đã được khớp%")
      .execute();
    expect(mails).toHaveLength(1);
    expect(await t.db.selectFrom("jobs").select("id").where("done_at", "is", null).execute()).toEqual([]);
  });
});
