import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawWeeks, prizeTotal, type Edition } from "#contracts/contest.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { seedEdition } from "./edition.service.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  admin = await t.signedIn("administrator");
});
afterAll(() => t.close());

async function adminEdition(): Promise<Edition> {
  const res = await t.call("GET", "/api/v1/contest/edition/admin", { headers: admin.headers });
  expect(res.status).toBe(200);
  return res.json.data as Edition;
}

/** The body an administrator's form sends: the edition without its read-only fields. */
function inputOf(edition: Edition) {
  const { id: _id, demo_shift_days: _shift, updated_at: _updated, ...input } = edition;
  return input;
}

describe("the seeded edition", () => {
  it("follows reading B, moved by whole days so that submissions are open on the day of installation", async () => {
    const res = await t.call("GET", "/api/v1/contest/edition");
    expect(res.status).toBe(200);
    const edition = res.json.data as Edition;
    const now = t.clock.now().getTime();
    expect(Date.parse(edition.submission_opens_at)).toBeLessThan(now);
    expect(Date.parse(edition.submission_closes_at)).toBeGreaterThan(now);
    expect(edition.demo_shift_days).toBeGreaterThan(0);
    // 22 Jul → 23 Oct 00:00 (Vietnam time): the window keeps its 93 days, and its Vietnam-time midnight.
    expect((Date.parse(edition.submission_closes_at) - Date.parse(edition.submission_opens_at)) / 86_400_000).toBe(93);
    expect(new Date(edition.submission_opens_at).getUTCHours()).toBe(17);
    expect(edition.prizes.map((p) => [p.rank, p.count, p.amount_vnd])).toEqual([
      ["special", 1, 7_000_000_000],
      ["first", 1, 4_600_000_000],
      ["second", 1, 2_300_000_000],
      ["third", 1, 1_000_000_000],
      ["idea", 3, 450_000_000],
      ["consolation", 43, 70_000_000],
    ]);
    // Cash 12.26 bn plus the 7 bn real-estate special prize (spec section 9, reading B).
    expect(prizeTotal(edition.prizes)).toBe(19_260_000_000);
    expect(edition.lucky_draw.weekly_prizes.reduce((a, b) => a + b, 0)).toBe(2500);
    const weeks = drawWeeks(edition.lucky_draw);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]!.starts_at).toBe(edition.submission_opens_at);
    expect(edition.limits).toMatchObject({ title_min: 50, title_max: 200, essay_max_bytes: 20 * 1024 * 1024, image_max_count: 10, video_max_count: 3 });
  });

  it("never shows the correct option to anyone but administrators", async () => {
    const visitor = await t.call("GET", "/api/v1/contest/edition");
    expect(visitor.json.data).not.toHaveProperty("correct_option");
    expect(visitor.text).not.toContain("correct_option");
    expect(visitor.json.data.results_published).toEqual({ semi_final: false, final: false });
    const candidate = await t.signedIn("candidate");
    expect((await t.call("GET", "/api/v1/contest/edition/admin", { headers: candidate.headers })).status).toBe(403);
    expect((await t.call("GET", "/api/v1/contest/edition/admin")).status).toBe(401);
    expect((await adminEdition()).correct_option).toBe("B");
  });

  it("is created once", async () => {
    await seedEdition(t.deps);
    expect(await t.db.selectFrom("contest_editions").select("id").execute()).toHaveLength(1);
  });
});

describe("administrators change the edition", () => {
  it("saves every field, audits before and after, and ends the demo shift", async () => {
    const before = await adminEdition();
    const input = {
      ...inputOf(before),
      final_results_at: "2027-03-01T09:00:00+07:00",
      correct_option: "C",
      prizes: [...before.prizes.filter((p) => p.rank !== "third"), { rank: "third", count: 2, amount_vnd: 900_000_000 }],
      limits: { ...before.limits, image_max_count: 8 },
    };
    const res = await t.call("PUT", "/api/v1/contest/edition", { headers: admin.headers, body: input, lang: "en" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe("The contest settings have been saved.");
    const after = await adminEdition();
    expect(after.final_results_at).toBe("2027-03-01T02:00:00.000Z");
    expect(after.correct_option).toBe("C");
    expect(after.limits.image_max_count).toBe(8);
    expect(after.demo_shift_days).toBeNull();
    // Prizes keep their rank order whatever order they were sent in.
    expect(after.prizes.map((p) => p.rank)).toEqual(["special", "first", "second", "third", "idea", "consolation"]);
    expect(after.prizes.find((p) => p.rank === "third")).toEqual({ rank: "third", count: 2, amount_vnd: 900_000_000 });
    const audit = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "contest.edition_update").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(admin.id);
    expect(JSON.parse(audit[0]!.before_json!).correct_option).toBe("B");
  });

  it("refuses dates out of order, a bad option, repeated ranks and inverted title limits, and changes nothing", async () => {
    const before = await adminEdition();
    const bad = {
      ...inputOf(before),
      submission_closes_at: before.submission_opens_at,
      correct_option: "F",
      prizes: [before.prizes[0], before.prizes[0]],
      limits: { ...before.limits, title_min: 300 },
    };
    const res = await t.call("PUT", "/api/v1/contest/edition", { headers: admin.headers, body: bad, lang: "vi" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("VALIDATION_FAILED");
    const messages = Object.fromEntries((res.json.details as { path: string; message: string }[]).map((d) => [d.path, d.message]));
    expect(messages).toMatchObject({
      correct_option: "Vui lòng chọn đáp án đúng (A đến E).",
      prizes: "Mỗi hạng giải chỉ xuất hiện một lần trong cơ cấu giải.",
      "limits.title_max": "Độ dài tối thiểu của tên bài không được lớn hơn độ dài tối đa.",
    });
    expect(await adminEdition()).toEqual(before);
  });

  it("keeps the judges' disagreement threshold (default 15, public), 0..90", async () => {
    const before = await adminEdition();
    expect(before.disagreement_threshold).toBe(15);
    expect((await t.call("GET", "/api/v1/contest/edition")).json.data.disagreement_threshold).toBe(15);
    const saved = await t.call("PUT", "/api/v1/contest/edition", { headers: admin.headers, body: { ...inputOf(before), disagreement_threshold: 20 } });
    expect(saved.status).toBe(200);
    expect((await t.call("GET", "/api/v1/contest/edition")).json.data.disagreement_threshold).toBe(20);
    const bad = await t.call("PUT", "/api/v1/contest/edition", {
      headers: admin.headers,
      body: { ...inputOf(before), disagreement_threshold: 91 },
      lang: "en",
    });
    expect([bad.status, bad.json.details]).toEqual([
      400,
      [{ path: "disagreement_threshold", message: "Please enter a whole number within the allowed range." }],
    ]);
    expect((await adminEdition()).disagreement_threshold).toBe(20);
  });

  it("refuses a closing instant that is not after the opening one", async () => {
    const before = await adminEdition();
    const res = await t.call("PUT", "/api/v1/contest/edition", {
      headers: admin.headers,
      body: { ...inputOf(before), submission_closes_at: before.submission_opens_at },
      lang: "en",
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ path: "submission_closes_at", message: "This milestone must come after the one before it in the timeline." }]);
  });

  it("is closed to everyone else", async () => {
    const judge = await t.signedIn("judge");
    const body = inputOf(await adminEdition());
    expect((await t.call("PUT", "/api/v1/contest/edition", { headers: judge.headers, body })).status).toBe(403);
    expect((await t.call("PUT", "/api/v1/contest/edition", { body })).status).toBe(401);
  });
});
