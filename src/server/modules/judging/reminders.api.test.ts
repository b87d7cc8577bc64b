import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgesByCode, judgingEntry, judgingStage, markBody } from "#server/testing/judging-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { maintenanceJob, scheduleMaintenance } from "#server/lib/maintenance.ts";
import { reminderDue, sendJudgingReminders } from "./reminders.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signedIn"]>>;
const judges: Person[] = [];
let english: Person;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  const { admin } = await judgingStage(t, seedEdition);
  for (let i = 0; i < 3; i += 1) judges.push(await t.signedIn("judge", { full_name: `Giám Khảo ${i}` }));
  const entry = await judgingEntry(t);
  await t.call("POST", "/api/v1/judging/assignments/auto", { headers: admin.headers, body: { round: "semi_final", seed: "r" } });
  const [a, b] = (await judgesByCode(t, admin)).get(entry.code)!.map((id) => judges.find((j) => j.id === id)!);
  // a works in English (their last visit to the judging area), b submits everything and needs no reminder.
  english = a!;
  await t.call("GET", "/api/v1/judging/progress", { headers: a!.headers, lang: "en" });
  await t.call("PUT", `/api/v1/judging/marks/${entry.code}`, { headers: b!.headers, body: markBody(10, 10, 10) });
  // The deadline is ten days away (judgingStage); move to 2½ days before it.
  t.clock.advance(7.5 * 24 * HOUR - HOUR);
});
afterAll(() => t.close());

const reminderMails = () =>
  t.db
    .selectFrom("jobs")
    .select("payload")
    .where("kind", "=", "mail.send")
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((r) => JSON.parse(r.payload) as { to: string; subject: string; text: string }));

describe("deadline reminders", () => {
  it("are due 3 days and 1 day before the deadline, not earlier, not after", () => {
    const deadline = "2026-12-10T00:00:00.000Z";
    const at = (hoursBefore: number) => reminderDue(deadline, new Date(Date.parse(deadline) - hoursBefore * HOUR));
    expect([at(73), at(72), at(25), at(24), at(1), at(0)]).toEqual([null, "3d", "3d", "1d", "1d", null]);
  });

  it("e-mail each judge with unsubmitted assignments once per reminder, in the judge's language, through the maintenance job", async () => {
    await scheduleMaintenance(t.deps);
    await t.deps.jobs.runDue();
    const first = await reminderMails();
    expect(first).toHaveLength(1);
    expect(first[0]!.to).toBe(english.email);
    expect(first[0]!.subject).toMatch(/^Reminder: 1 entries to mark before \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(first[0]!.text).toContain("/en/dashboard/judge");
    expect(await sendJudgingReminders(t.deps)).toBe(0);

    t.clock.advance(2 * 24 * HOUR);
    expect(await sendJudgingReminders(t.deps)).toBe(1);
    expect(await sendJudgingReminders(t.deps)).toBe(0);
    const kinds = await t.db.selectFrom("judging_reminders").select(["judge_id", "kind"]).orderBy("id").execute();
    expect(kinds).toEqual([
      { judge_id: english.id, kind: "3d" },
      { judge_id: english.id, kind: "1d" },
    ]);
    expect(await t.db.selectFrom("jobs").select("id").where("kind", "=", maintenanceJob.name).where("done_at", "is", null).execute()).toHaveLength(1);
  });
});
