import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ControlRoomView, TimelinePhase } from "#contracts/control-room.ts";
import { commitmentOf } from "#domain/lucky-draw.ts";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgingEntry } from "#server/testing/judging-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * The control room through an edition with the fake clock: submission open, screening (the semi-final marking
 * window set two days after submission closes), semi-final marking, then the semi-final results (judging's and the
 * results' reports); the draw's weeks.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  admin = await t.signedIn("administrator");
  await t.signedIn("judge");
  await t.signedIn("judge");
  for (let i = 0; i < 3; i += 1) await judgingEntry(t);
});
afterAll(() => t.close());

const view = async (): Promise<ControlRoomView> => {
  const answer = await t.call("GET", "/api/v1/control-room", { headers: admin.headers });
  expect(answer.status).toBe(200);
  return answer.json.data;
};
const phase = (room: ControlRoomView, name: TimelinePhase["phase"]) => room.phases.find((p) => p.phase === name)!;
const report = (room: ControlRoomView, name: TimelinePhase["phase"], source: string) => phase(room, name).reports.find((r) => r.source === source);
const figure = (room: ControlRoomView, name: TimelinePhase["phase"], source: string, key: string) =>
  report(room, name, source)?.progress.find((p) => p.key === key);
const edition = async () =>
  (await t.call("GET", "/api/v1/contest/edition/admin", { headers: admin.headers })).json.data as {
    submission_closes_at: string;
    semi_final_results_at: string;
  };
/** Moves the fake clock; sessions expire over weeks, so the administrator signs in again. */
async function advanceTo(time: number) {
  t.clock.advance(time - t.clock.now().getTime());
  admin = await t.signedIn("administrator");
}
const autoAssign = (lang = "en") => t.call("POST", "/api/v1/judging/assignments/auto", { headers: admin.headers, body: { round: "semi_final" }, lang });

describe("control room", () => {
  it("while submission is open: the submission phase is now, entries counted, assigning judges waits for its date", async () => {
    const room = await view();
    expect(room.phases.map((p) => p.phase)).toEqual([
      "launch",
      "submission",
      "screening",
      "semi_final_marking",
      "semi_final_results",
      "final_marking",
      "jury_vote",
      "final_results",
    ]);
    expect(room.phases.filter((p) => p.state === "now").map((p) => p.phase)).toEqual(["submission"]);
    expect(figure(room, "submission", "contest", "entriesSubmitted")).toEqual({ key: "entriesSubmitted", value: 3, of: null });
    // The screening cannot be closed while entries still come in: the results offer it from the screening on.
    expect(report(room, "screening", "results")!.next_action).toBeNull();
    const closes = (await edition()).submission_closes_at;
    expect(report(room, "semi_final_marking", "judging")!.next_action).toEqual({
      key: "assignSemiFinal",
      operation: "POST /judging/assignments/auto",
      body: { round: "semi_final" },
      possible_from: closes,
      blockers: [{ key: "markingNotOpen", at: closes }],
    });
    // The endpoint itself refuses, with the same date in the reader's language.
    const refused = await autoAssign("vi");
    expect(refused.status).toBe(422);
    const local = new Date(Date.parse(closes) + 7 * HOUR).toISOString();
    expect(refused.json.message).toBe(
      `Chỉ có thể phân công vòng bán kết từ ${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)} (giờ Việt Nam), khi thời gian chấm bắt đầu.`,
    );
    expect(await t.db.selectFrom("judging_assignments").select("id").execute()).toEqual([]);
  });

  it("at screening: exclusions counted, the action still refused until the marking window opens", async () => {
    const closes = Date.parse((await edition()).submission_closes_at);
    const starts = new Date(closes + 2 * DAY).toISOString();
    const saved = await t.call("PUT", "/api/v1/judging/rounds/semi_final", {
      headers: admin.headers,
      body: { marking_starts_at: starts, marking_deadline: new Date(closes + 10 * DAY).toISOString() },
    });
    expect(saved.status).toBe(200);
    await advanceTo(closes + HOUR);
    const entry = await t.db.selectFrom("entries").select("id").orderBy("id").executeTakeFirstOrThrow();
    expect(
      (await t.call("POST", `/api/v1/contest/entries/${entry.id}/exclude`, { headers: admin.headers, body: { reason: "Bài thi trùng lặp với bài khác" } }))
        .status,
    ).toBe(200);
    const room = await view();
    expect(phase(room, "screening").state).toBe("now");
    expect(phase(room, "semi_final_marking").starts_at).toBe(starts);
    expect(figure(room, "screening", "contest", "entriesExcluded")).toEqual({ key: "entriesExcluded", value: 1, of: 3 });
    expect(phase(room, "screening").reports.flatMap((r) => r.progress.map((p) => p.key))).toEqual(["entriesExcluded", "entriesValid"]);
    expect(report(room, "screening", "results")!.next_action).toEqual({
      key: "closeScreening",
      operation: "POST /results/screening/close",
      params: {},
      body: {},
      possible_from: null,
      blockers: [],
    });
    expect(report(room, "semi_final_marking", "judging")!.next_action).toMatchObject({
      possible_from: starts,
      blockers: [{ key: "markingNotOpen", at: starts }],
    });
    expect((await autoAssign()).status).toBe(422);
  });

  it("once marking opens: the action has no blocker, succeeds, and the phase shows the marking progress", async () => {
    await advanceTo(t.clock.now().getTime() + 2 * DAY);
    let room = await view();
    expect(phase(room, "semi_final_marking").state).toBe("now");
    expect(report(room, "semi_final_marking", "judging")!.next_action).toMatchObject({ possible_from: null, blockers: [] });
    expect((await autoAssign()).status).toBe(200);
    room = await view();
    expect(report(room, "semi_final_marking", "judging")!.next_action).toBeNull();
    expect(figure(room, "semi_final_marking", "judging", "entriesUnassigned")).toEqual({ key: "entriesUnassigned", value: 0, of: 2 });
    expect(figure(room, "semi_final_marking", "judging", "marksSubmitted")).toEqual({ key: "marksSubmitted", value: 0, of: 4 });
    expect(figure(room, "semi_final_marking", "judging", "judgesOverdue")).toEqual({ key: "judgesOverdue", value: 0, of: 2 });
  });

  it("after the marking deadline: judges overdue, entries still unmarked block the final's assignment", async () => {
    await advanceTo(Date.parse((await edition()).semi_final_results_at) + HOUR);
    const room = await view();
    expect(phase(room, "semi_final_results").state).toBe("done");
    expect(phase(room, "final_marking").state).toBe("now");
    expect(figure(room, "semi_final_marking", "judging", "judgesOverdue")).toEqual({ key: "judgesOverdue", value: 2, of: 2 });
    expect(figure(room, "semi_final_results", "judging", "entriesUnmarked")).toEqual({ key: "entriesUnmarked", value: 2, of: 2 });
    expect(report(room, "final_marking", "judging")!.next_action).toMatchObject({
      key: "assignFinal",
      possible_from: null,
      blockers: [{ key: "entriesUnmarked", count: 2 }, { key: "semiFinalNotConfirmed" }],
    });
  });
  it("at the semi-final results: the results' actions carry their path's params, and the API agrees with their blockers", async () => {
    let room = await view();
    const compute = report(room, "semi_final_results", "results")!;
    expect(compute.progress).toEqual([
      { key: "entriesMarked", value: 0, of: 2 },
      { key: "ranked", value: 0, of: 2 },
    ]);
    expect(compute.next_action).toEqual({
      key: "computeSemiFinal",
      operation: "POST /results/:round/compute",
      params: { round: "semi_final" },
      body: {},
      possible_from: null,
      blockers: [{ key: "screeningOpen" }, { key: "entriesUnmarked", count: 2 }],
    });
    expect(report(room, "jury_vote", "results")!.progress).toEqual([{ key: "ballotsIn", value: 0, of: 0 }]);
    expect(report(room, "final_results", "results")!.next_action).toMatchObject({ key: "computeFinal", blockers: [{ key: "semiFinalNotConfirmed" }] });
    // The offered close of the screening, through its endpoint: done, audited, and no longer offered.
    expect((await t.call("POST", "/api/v1/results/screening/close", { headers: admin.headers })).status).toBe(200);
    room = await view();
    expect(report(room, "screening", "results")!.next_action).toBeNull();
    expect(report(room, "semi_final_results", "results")!.next_action!.blockers).toEqual([{ key: "entriesUnmarked", count: 2 }]);
    // The endpoint the action names, its path filled from params, refuses for the same reason.
    const refused = await t.call("POST", "/api/v1/results/semi_final/compute", { headers: admin.headers, lang: "en" });
    expect([refused.status, refused.json.message]).toEqual([
      409,
      "2 entries of this round are not fully marked yet; every entry must be marked before the results are computed.",
    ]);
    expect(await t.db.selectFrom("audit_events").select("action").where("action", "=", "results.screening_close").execute()).toHaveLength(1);
  });
});

describe("control room: lucky draw weeks", () => {
  it("shows each week's state and entrants, and the next freeze with its cut-off", async () => {
    const fresh = await createTestApp();
    try {
      await seedEdition(fresh.deps);
      const boss = await fresh.signedIn("administrator");
      const joiner = await fresh.signedIn("candidate", { birth_date: "1990-01-01" });
      expect((await fresh.call("POST", "/api/v1/auth/lucky", { headers: joiner.headers })).status).toBeLessThan(300);
      const commitment = await commitmentOf("a".repeat(64));
      expect((await fresh.call("POST", "/api/v1/draw-lucky", { headers: boss.headers, body: { action: "commit", week: 3, commitment } })).status).toBeLessThan(
        300,
      );
      const room = (await fresh.call("GET", "/api/v1/control-room", { headers: boss.headers })).json.data as ControlRoomView;
      expect(room.draw.weeks).toHaveLength(13);
      expect(room.draw.weeks.slice(0, 4).map((w) => [w.week, w.state, w.entrants, w.now])).toEqual([
        [1, "missed", 0, false],
        [2, "missed", 0, false],
        [3, "committed", 1, true],
        [4, "upcoming", 0, false],
      ]);
      const cutoff = room.draw.weeks[2]!.ends_at;
      expect(room.draw.report!.next_action).toEqual({
        key: "freezeWeek",
        operation: "POST /draw-lucky",
        body: { action: "freeze", week: 3 },
        possible_from: cutoff,
        blockers: [{ key: "beforeCutoff", at: cutoff }],
      });
      expect(room.draw.report!.progress).toContainEqual({ key: "drawEntrants", value: 1, of: null });
    } finally {
      await fresh.close();
    }
  });
});
