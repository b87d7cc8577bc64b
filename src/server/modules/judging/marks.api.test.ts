import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgesByCode, type JudgingEntry, judgingPanel, markBody, type Person } from "#server/testing/judging-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

let t: TestApp, admin: Person, window: { marking_starts_at: string; marking_deadline: string }, judges: Person[], entries: JudgingEntry[];

beforeAll(async () => {
  // The seeded edition's right answer is B: entry 0 answered right, the others wrong.
  const choices = ["B", "A", "A", "A", "A", "A"];
  ({ t, admin, window, judges, entries } = await judgingPanel(seedEdition, { judges: [0, 1, 2, 3].map((i) => ({ full_name: `Giám Khảo ${i}` })), choices }));
  const run = await t.call("POST", "/api/v1/judging/assignments/auto", { headers: admin.headers, body: { round: "semi_final", seed: "marks" } });
  expect(run.json.data.added).toBe(12);
});
afterAll(() => t.close());

const judge = (id: number) => judges.find((j) => j.id === id)!;
async function pairOf(entry: { code: string }) {
  const ids = (await judgesByCode(t, admin)).get(entry.code)!;
  return ids.map(judge);
}
const mark = (who: Person, code: string, body: unknown, lang = "en") => t.call("PUT", `/api/v1/judging/marks/${code}`, { headers: who.headers, body, lang });
const standing = async (code: string) => (await t.call("GET", `/api/v1/judging/entries/${code}/marks`, { headers: admin.headers })).json.data;
const counters = async () => (await t.call("GET", "/api/v1/dashboard", { headers: admin.headers })).json.data;

describe("marks, the threshold and the third judge", () => {
  it("saves a draft, then submits; a submitted mark is final (409); bad criteria are refused (400)", async () => {
    const [a] = await pairOf(entries[0]!);
    expect((await mark(a!, entries[0]!.code, markBody(31, 0, 0))).status).toBe(400);
    expect((await mark(a!, entries[0]!.code, { ...markBody(1.5, 0, 0) })).json.details).toContainEqual({
      path: "creativity",
      message: "Each criterion is a whole number of points from 0 to 30.",
    });
    const draft = await mark(a!, entries[0]!.code, { ...markBody(10, 10, 10, false), comment: "Nháp" });
    expect([draft.status, draft.json.message, draft.json.data.state, draft.json.data.total]).toEqual([200, "Draft saved.", "draft", 30]);
    const sent = await mark(a!, entries[0]!.code, markBody(20, 20, 20));
    expect([sent.status, sent.json.data.state, sent.json.data.total, sent.json.data.comment]).toEqual([200, "submitted", 60, null]);
    const again = await mark(a!, entries[0]!.code, markBody(1, 1, 1));
    expect([again.status, again.json.message]).toEqual([409, "This mark has been submitted and is final. An administrator can reopen it."]);
    const stored = await t.db.selectFrom("judging_marks").select(["creativity", "communication", "sustainability", "total", "state"]).execute();
    expect(stored).toEqual([{ creativity: 20, communication: 20, sustainability: 20, total: 60, state: "submitted" }]);
  });

  it("at exactly the threshold (60 and 45) takes the mean, 52.5, with no third judge; the entry is marked and the counters move", async () => {
    const before = await counters();
    const [, b] = await pairOf(entries[0]!);
    expect((await mark(b!, entries[0]!.code, markBody(15, 15, 15))).status).toBe(200);
    const result = await standing(entries[0]!.code);
    expect(result).toMatchObject({ state: "marked", judges_assigned: 2, marks_submitted: 2, choice_points: 10, essay_score: 52.5, total: 62.5 });
    expect(result.marks.map((m: { judge: { id: number } }) => m.judge.id).sort()).toEqual((await pairOf(entries[0]!)).map((j) => j.id).sort());
    const stored = await t.db
      .selectFrom("judging_results")
      .select(["state", "essay_halves", "total_halves"])
      .where("entry_id", "=", entries[0]!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: "marked", essay_halves: 105, total_halves: 125 });
    expect((await t.db.selectFrom("entries").select("status").where("id", "=", entries[0]!.id).executeTakeFirstOrThrow()).status).toBe("marked");
    const after = await counters();
    expect([after.marked - before.marked, after.unmarked - before.unmarked]).toEqual([1, -1]);
  });

  it("at threshold + 1 (60 and 44) assigns a third judge at once; the median of three then counts", async () => {
    const entry = entries[1]!;
    const [a, b] = await pairOf(entry);
    await mark(a!, entry.code, markBody(20, 20, 20));
    await mark(b!, entry.code, markBody(15, 15, 14));
    const waiting = await standing(entry.code);
    expect(waiting).toMatchObject({ state: "needs_third", judges_assigned: 3, essay_score: null, total: null });
    const third = await t.db
      .selectFrom("judging_assignments")
      .select(["judge_id", "source"])
      .where("entry_id", "=", entry.id)
      .where("source", "=", "third_judge")
      .executeTakeFirstOrThrow();
    expect([a!.id, b!.id]).not.toContain(third.judge_id);
    const overview = (await t.call("GET", "/api/v1/judging/overview", { headers: admin.headers })).json.data;
    expect(overview.needing_third).toEqual([{ entry_id: entry.id, code: entry.code, totals: [60, 44], third_assigned: true }]);
    expect((await mark(judge(third.judge_id), entry.code, markBody(10, 10, 30))).status).toBe(200);
    expect(await standing(entry.code)).toMatchObject({ state: "marked", marks_submitted: 3, essay_score: 50, total: 50 });
  });

  it("two judges submitting at the same moment: both marks kept, exactly one third judge", async () => {
    const entry = entries[2]!;
    const [a, b] = await pairOf(entry);
    const answers = await Promise.all([mark(a!, entry.code, markBody(30, 30, 30)), mark(b!, entry.code, markBody(5, 5, 5))]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.db.selectFrom("judging_assignments").select("source").where("entry_id", "=", entry.id).execute();
    expect(rows.filter((r) => r.source === "third_judge")).toHaveLength(1);
    expect((await standing(entry.code)).state).toBe("needs_third");
  });

  it("the same judge submitting twice at once gets one mark (one 200, one 409)", async () => {
    const entry = entries[3]!;
    const [a] = await pairOf(entry);
    const answers = await Promise.all([mark(a!, entry.code, markBody(10, 11, 12)), mark(a!, entry.code, markBody(20, 21, 22))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const marks = await t.db
      .selectFrom("judging_marks as m")
      .innerJoin("judging_assignments as a", "a.id", "m.assignment_id")
      .select("m.total")
      .where("a.entry_id", "=", entry.id)
      .execute();
    expect(marks).toHaveLength(1);
  });

  it("an administrator reopens a mark with a reason: the score is no longer final until that judge submits again", async () => {
    const entry = entries[0]!;
    const [a] = await pairOf(entry);
    const assignment = await t.db
      .selectFrom("judging_assignments")
      .select("id")
      .where("entry_id", "=", entry.id)
      .where("judge_id", "=", a!.id)
      .executeTakeFirstOrThrow();
    const reopened = await t.call("POST", `/api/v1/judging/assignments/${assignment.id}/reopen`, {
      headers: admin.headers,
      body: { reason: "Nhập nhầm điểm" },
    });
    expect(reopened.status).toBe(200);
    expect(reopened.json.data).toMatchObject({ state: "in_progress", essay_score: null });
    expect((await t.db.selectFrom("entries").select("status").where("id", "=", entry.id).executeTakeFirstOrThrow()).status).toBe("submitted");
    expect((await t.call("POST", `/api/v1/judging/assignments/${assignment.id}/reopen`, { headers: admin.headers, body: { reason: "Lần nữa" } })).status).toBe(
      409,
    );
    const own = await t.call("GET", `/api/v1/judging/entries/${entry.code}`, { headers: a!.headers });
    expect(own.json.data.mark).toMatchObject({ state: "draft", reopened: true, total: 60 });
    expect((await mark(a!, entry.code, markBody(20, 20, 19))).status).toBe(200);
    expect(await standing(entry.code)).toMatchObject({ state: "marked", essay_score: 52, total: 62 });
    const audit = await t.db.selectFrom("audit_events").select("reason").where("action", "=", "judging.mark_reopen").execute();
    expect(audit).toEqual([{ reason: "Nhập nhầm điểm" }]);
  });
});

describe("summary and exports", () => {
  it("summarises each judge's submitted totals (flagged under 5) with z-scores, and exports raw marks as CSV and xlsx", async () => {
    const summary = (await t.call("GET", "/api/v1/judging/marks/summary", { headers: admin.headers })).json.data;
    expect(summary.judges.length).toBeGreaterThan(0);
    for (const j of summary.judges) expect(j.few_marks).toBe(j.count < 5);
    expect(summary.marks.length).toBe(
      await t.db
        .selectFrom("judging_marks")
        .select("id")
        .where("state", "=", "submitted")
        .execute()
        .then((r) => r.length),
    );
    const csv = await t.call("GET", "/api/v1/judging/marks/export?format=csv", { headers: admin.headers, lang: "en" });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Entry code,Round,Judge,Judge e-mail,Creativity and feasibility,Effective communication and promotion,Sustainable development,Essay total,State,Submitted at (UTC+07:00),Comment",
    );
    expect(lines.some((line) => line.startsWith(`${entries[1]!.code},semi-final,`) && line.includes(",20,20,20,60,Submitted,"))).toBe(true);
    const xlsx = await t.app.request("/api/v1/judging/marks/export?format=xlsx", { headers: { ...admin.headers, "accept-language": "vi" } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Điểm", "Giám khảo"]);
    expect(workbook.worksheets[0]!.getRow(1).getCell(5).value).toBe("Sáng tạo và khả thi");
  });
});

describe("the marking window", () => {
  it("refuses marks before the start and after the deadline with 422 and a clear message; nothing changes", async () => {
    const entry = entries[4]!;
    const [a] = await pairOf(entry);
    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    await t.call("PUT", "/api/v1/judging/rounds/semi_final", {
      headers: admin.headers,
      body: { marking_starts_at: later, marking_deadline: window.marking_deadline },
    });
    const early = await mark(a!, entry.code, markBody(10, 10, 10));
    expect([early.status, early.json.message]).toEqual([422, "Marking for this round has not started yet."]);
    await t.call("PUT", "/api/v1/judging/rounds/semi_final", { headers: admin.headers, body: window });
    t.clock.advance(Date.parse(window.marking_deadline) - t.clock.now().getTime());
    const late = await mark(a!, entry.code, markBody(10, 10, 10), "vi");
    expect([late.status, late.json.message]).toEqual([422, "Đã hết hạn chấm của vòng này."]);
    expect(
      await t.db
        .selectFrom("judging_marks as m")
        .innerJoin("judging_assignments as a", "a.id", "m.assignment_id")
        .select("m.id")
        .where("a.entry_id", "=", entry.id)
        .execute(),
    ).toEqual([]);
    const progress = (await t.call("GET", "/api/v1/judging/progress", { headers: a!.headers })).json.data.rounds[0];
    expect(progress).toMatchObject({ round: "semi_final", window: "closed" });
    expect(progress.overdue).toBe(progress.assigned - progress.submitted);
    expect(progress.overdue).toBeGreaterThan(0);
  });
});
