import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#server/modules/identity/index.ts";
import { markRound, resultsStage, type ResultsStage } from "#server/testing/results-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
let stage: ResultsStage;
const post = (path: string, body?: unknown) =>
  t.call("POST", `/api/v1${path}`, { headers: stage.admin.headers, lang: "en", ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  t = await createTestApp();
  stage = await resultsStage(t, { entries: 3, semiFinalCount: 2, juryVoteCount: 1 });
  await markRound(t, stage, "semi_final", (i) => 10 + i);
});
afterAll(() => t.close());

/** Reopens one submitted semi-final mark of entry 0 (its score is no longer final); returns its judge. */
async function reopenEntryMark() {
  const list = await t.call("GET", `/api/v1/judging/assignments?round=semi_final&per_page=50`, { headers: stage.admin.headers });
  const assignment = (list.json.data as { id: number; entry_id: number; judge: { id: number } }[]).find((a) => a.entry_id === stage.entries[0]!.id)!;
  expect((await post(`/judging/assignments/${assignment.id}/reopen`, { reason: "Nhập nhầm điểm" })).status).toBe(200);
  return stage.judges.find((j) => j.id === assignment.judge.id)!;
}

describe("screening", () => {
  it("shows an excluded contestant the reason once screening is closed, and nothing before", async () => {
    expect((await post(`/contest/entries/${stage.entries[2]!.id}/exclude`, { reason: "Bài luận không đúng chủ đề" })).status).toBe(200);
    const { token } = await createSession(t.db, t.deps, stage.entries[2]!.userId, "vitest");
    const mine = async () => (await t.call("GET", "/api/v1/results/mine", { headers: { authorization: `Bearer ${token}` } })).json.data;
    expect(await mine()).toEqual({ status: "pending", reason: null, semi_final: null, final: null, prize: null });
    expect((await post("/results/screening/close")).json.data).toEqual({ closed_at: t.clock.now().toISOString(), excluded: 1 });
    expect(await mine()).toEqual({ status: "excluded", reason: "Bài luận không đúng chủ đề", semi_final: null, final: null, prize: null });
    expect((await post("/results/screening/close")).status).toBe(409);
  });
});

describe("results follow the marks they were computed from", () => {
  it("refuses to confirm a ranking a mark changed since it was computed", async () => {
    expect((await post("/results/semi_final/compute")).status).toBe(200);
    // The same judge's mark is reopened and submitted with another value: both marks still agree, the total moves.
    const judge = await reopenEntryMark();
    const again = await t.call("PUT", `/api/v1/judging/marks/${stage.entries[0]!.code}?round=semi_final`, {
      headers: judge.headers,
      body: { creativity: 12, communication: 12, sustainability: 12, submit: true },
    });
    expect(again.status).toBe(200);
    const refused = await post("/results/semi_final/confirm");
    expect([refused.status, refused.json.message]).toEqual([409, "Marks changed since the ranking was computed; please compute it again."]);
    expect((await post("/results/semi_final/compute")).status).toBe(200);
    expect((await post("/results/semi_final/confirm")).json.data.state).toBe("confirmed");
  });

  it("calls off a scheduled publication when the confirmation is withdrawn (with a reason) to reopen a mark", async () => {
    expect((await post("/results/semi_final/publish", { schedule: true })).json.data.scheduled_at).toBe(stage.semiFinalAt);
    const list = await t.call("GET", `/api/v1/judging/assignments?round=semi_final&per_page=50`, { headers: stage.admin.headers });
    const assignment = (list.json.data as { id: number; entry_id: number }[]).find((a) => a.entry_id === stage.entries[0]!.id)!;
    expect((await post(`/judging/assignments/${assignment.id}/reopen`, { reason: "Nhập nhầm điểm" })).status).toBe(409);
    const withdrawn = await post("/results/semi_final/withdraw", { reason: "Một điểm bị nhập nhầm" });
    expect(withdrawn.json.data).toMatchObject({ state: "computed", confirmed_at: null, scheduled_at: null });
    await reopenEntryMark();
    t.clock.advance(Date.parse(stage.semiFinalAt) - t.clock.now().getTime());
    await t.deps.jobs.runDue();
    expect((await t.call("GET", "/api/v1/results/semi-final")).status).toBe(404);
    const admin = (await t.call("GET", "/api/v1/results/admin", { headers: stage.admin.headers })).json.data;
    expect(admin.rounds[0]).toMatchObject({ round: "semi_final", state: "computed", scheduled_at: null, published_at: null, unmarked: 1 });
  });
});
