import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ControlRoomView, TimelinePhase } from "#contracts/control-room.ts";
import { markRound, resultsStage, type ResultsStage } from "#server/testing/results-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * The control room through the end of an edition: the final's assignment waits for its marking window (the view and
 * the endpoint agree), the final counts its finalists only, and once the final results are published every phase
 * is done and nothing is offered — even when the calendar (a final marking deadline set after the announcement
 * date, as organisers do) still says otherwise.
 */
let t: TestApp;
let stage: ResultsStage;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  stage = await resultsStage(t, { entries: 4, semiFinalCount: 2, juryVoteCount: 2 });
});
afterAll(() => t.close());

const admin = () => stage.admin.headers;
const post = async (url: string, body: unknown = {}) => {
  const answer = await t.call("POST", url, { headers: admin(), body });
  expect(answer.status, `${url}: ${answer.text}`).toBe(200);
};
const view = async (): Promise<ControlRoomView> => (await t.call("GET", "/api/v1/control-room", { headers: admin() })).json.data;
const phase = (room: ControlRoomView, name: TimelinePhase["phase"]) => room.phases.find((p) => p.phase === name)!;
const judging = (room: ControlRoomView, name: TimelinePhase["phase"]) => phase(room, name).reports.find((r) => r.source === "judging")!;

describe("control room: the run to the end", () => {
  it("before the final's marking window: the view and the endpoint both wait for it; non-finalists are not counted", async () => {
    await markRound(t, stage, "semi_final", (i) => 10 + i);
    for (const step of ["screening/close", "semi_final/compute", "semi_final/confirm"]) await post(`/api/v1/results/${step}`);
    const room = await view();
    const opens = phase(room, "final_marking").starts_at;
    expect(opens).toBe(stage.semiFinalAt);
    expect(judging(room, "final_marking").next_action).toEqual({
      key: "assignFinal",
      operation: "POST /judging/assignments/auto",
      body: { round: "final" },
      possible_from: opens,
      blockers: [{ key: "markingNotOpen", at: opens }],
    });
    expect(judging(room, "final_marking").progress).toContainEqual({ key: "entriesUnassigned", value: 2, of: 2 });
    const refused = await t.call("POST", "/api/v1/judging/assignments/auto", { headers: admin(), body: { round: "final" }, lang: "en" });
    const local = new Date(Date.parse(opens) + 7 * 3600_000).toISOString();
    expect([refused.status, refused.json.error, refused.json.message]).toEqual([
      422,
      "UNPROCESSABLE",
      `The final can be assigned from ${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)} (Vietnam time), when its marking window opens.`,
    ]);
    expect(await t.db.selectFrom("judging_assignments").select("id").where("round", "=", "final").execute()).toEqual([]);
  });

  it("once the final results are published: every phase done, no action offered, the final's figures are its finalists'", async () => {
    t.clock.advance(Date.parse(stage.semiFinalAt) - t.clock.now().getTime());
    await post("/api/v1/results/semi_final/publish");
    const now = t.clock.now().getTime();
    // A marking deadline after the final's announcement date moves the calendar's jury vote and final results later.
    expect(
      (
        await t.call("PUT", "/api/v1/judging/rounds/final", {
          headers: admin(),
          body: { marking_starts_at: new Date(now - 60_000).toISOString(), marking_deadline: new Date(now + 10 * DAY).toISOString() },
        })
      ).status,
    ).toBe(200);
    await post("/api/v1/judging/assignments/auto", { round: "final" });
    await markRound(t, stage, "final", (i) => 20 + i);
    await post("/api/v1/results/final/compute");
    await post("/api/v1/results/final/confirm");
    for (const judge of stage.judges)
      expect((await t.call("PUT", `/api/v1/jury/members/${judge.id}`, { headers: admin(), body: { jury: true } })).status).toBe(200);
    const candidates = (await t.call("GET", "/api/v1/jury/ballot", { headers: stage.judges[0]!.headers })).json.data.candidates as { code: string }[];
    for (const judge of stage.judges)
      expect((await t.call("PUT", "/api/v1/jury/ballot", { headers: judge.headers, body: { ranking: candidates.map((c) => c.code) } })).status).toBe(200);
    await post("/api/v1/jury/close");
    t.clock.advance(Date.parse(stage.finalAt) - t.clock.now().getTime());
    await post("/api/v1/results/final/publish");

    const room = await view();
    expect(room.phases.map((p) => `${p.phase}:${p.state}`)).toEqual(room.phases.map((p) => `${p.phase}:done`));
    expect(room.phases.flatMap((p) => p.reports.filter((r) => r.next_action).map((r) => `${p.phase}/${r.source}: ${r.next_action!.key}`))).toEqual([]);
    expect(judging(room, "final_marking").progress).toContainEqual({ key: "entriesUnassigned", value: 0, of: 2 });
    expect(judging(room, "final_marking").progress).toContainEqual({ key: "entriesMarked", value: 2, of: 2 });
  });
});
