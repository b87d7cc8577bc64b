import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markRound, publishSemiFinal, resultsStage, type ResultsStage } from "#server/testing/results-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * States that cannot go backwards silently (issue 24, probe item 4; PRODUCT.md "reopening marks"): a mark cannot be
 * reopened once its round's ranking is confirmed or published; a confirmation is withdrawn first, with a reason,
 * audited; computing results never answers 500.
 */
let t: TestApp;
let stage: ResultsStage;
const post = (path: string, body?: unknown, lang: "vi" | "en" = "en") =>
  t.call("POST", `/api/v1${path}`, { headers: stage.admin.headers, lang, ...(body === undefined ? {} : { body }) });
const reason = { reason: "Nhập nhầm điểm" };

/** One submitted assignment of the round (the first of entry 0 in the semi-final, of the first listed in the final). */
async function submittedAssignment(round: "semi_final" | "final") {
  const list = await t.call("GET", `/api/v1/judging/assignments?round=${round}&state=submitted&per_page=50`, { headers: stage.admin.headers });
  const rows = list.json.data as { id: number; entry_id: number; judge: { id: number } }[];
  return round === "semi_final" ? rows.find((a) => a.entry_id === stage.entries[0]!.id)! : rows[0]!;
}
const markState = async (id: number) =>
  (await t.db.selectFrom("judging_marks").select("state").where("assignment_id", "=", id).executeTakeFirstOrThrow()).state;

beforeAll(async () => {
  t = await createTestApp();
  stage = await resultsStage(t, { entries: 4, semiFinalCount: 3, juryVoteCount: 0 });
  await markRound(t, stage, "semi_final", (i) => 10 + i);
  await publishSemiFinal(t, stage);
});
afterAll(() => t.close());

describe("a published or confirmed round's marks stay as they are", () => {
  it("publish → reopen a semi-final mark (409, both languages, nothing changes) → compute the final (never a 500)", async () => {
    const assignment = await submittedAssignment("semi_final");
    const en = await post(`/judging/assignments/${assignment.id}/reopen`, reason);
    expect([en.status, en.json]).toEqual([409, { error: "CONFLICT", message: "This round's results are published: its marks can no longer be reopened." }]);
    const vi = await post(`/judging/assignments/${assignment.id}/reopen`, reason, "vi");
    expect([vi.status, vi.json.message]).toEqual([409, "Kết quả của vòng này đã được công bố: không thể mở lại điểm của vòng này nữa."]);
    expect(await markState(assignment.id)).toBe("submitted");
    // The final is not marked yet: the compute says so (409), it does not fail.
    const early = await post("/results/final/compute");
    expect([early.status, early.json.message]).toEqual([
      409,
      "3 entries of this round are not fully marked yet; every entry must be marked before the results are computed.",
    ]);
    await markRound(t, stage, "final", (i) => 20 - i);
    const computed = await post("/results/final/compute");
    expect([computed.status, computed.json.data.state, computed.json.data.ranking.total]).toEqual([200, "computed", 3]);
  });

  it("refuses to reopen a final mark once the final is confirmed, saying to withdraw the confirmation first", async () => {
    expect((await post("/results/final/confirm")).json.data.state).toBe("confirmed");
    const assignment = await submittedAssignment("final");
    const en = await post(`/judging/assignments/${assignment.id}/reopen`, reason);
    expect([en.status, en.json.message]).toEqual([
      409,
      "This round's ranking is confirmed: withdraw its confirmation (with a reason) before reopening a mark.",
    ]);
    const vi = await post(`/judging/assignments/${assignment.id}/reopen`, reason, "vi");
    expect(vi.json.message).toBe("Bảng xếp hạng của vòng này đã được xác nhận: hãy rút lại xác nhận (kèm lý do) trước khi mở lại điểm.");
    // Computing again would undo the confirmation silently: refused the same way.
    const recompute = await post("/results/final/compute");
    expect([recompute.status, recompute.json.message]).toEqual([
      409,
      "This ranking is confirmed: withdraw its confirmation (with a reason) before computing it again.",
    ]);
    expect(await markState(assignment.id)).toBe("submitted");
  });

  it("withdraws a confirmation with a reason (audited); the mark can then be reopened and the compute says what is missing", async () => {
    expect((await post("/results/final/withdraw", {})).status).toBe(400);
    const withdrawn = await post("/results/final/withdraw", { reason: "Giám khảo nhập nhầm điểm" });
    expect([withdrawn.status, withdrawn.json.data.state, withdrawn.json.data.confirmed_at]).toEqual([200, "computed", null]);
    const audit = await t.db.selectFrom("audit_events").select(["action", "subject", "reason"]).where("action", "=", "results.withdraw").execute();
    expect(audit).toEqual([{ action: "results.withdraw", subject: expect.stringMatching(/^results_round:\d+:final$/), reason: "Giám khảo nhập nhầm điểm" }]);
    const assignment = await submittedAssignment("final");
    expect((await post(`/judging/assignments/${assignment.id}/reopen`, reason)).status).toBe(200);
    const compute = await post("/results/final/compute");
    expect([compute.status, compute.json.message]).toEqual([
      409,
      "1 entries of this round are not fully marked yet; every entry must be marked before the results are computed.",
    ]);
    // Only a confirmed round can be withdrawn; a published one never.
    expect((await post("/results/final/withdraw", reason)).json.message).toBe("Only a confirmed ranking can be withdrawn.");
    const published = await post("/results/semi_final/withdraw", reason);
    expect([published.status, published.json.message]).toEqual([409, "These results are already published and can no longer change."]);
  });

  it("answers a 409 in both languages, not a 500, when stored marks cannot be ranked (a semi-final mark reopened before this rule)", async () => {
    const assignment = await submittedAssignment("semi_final");
    await t.db.updateTable("judging_marks").set({ state: "draft", submitted_at: null }).where("assignment_id", "=", assignment.id).execute();
    const en = await post("/results/final/compute");
    expect([en.status, en.json]).toEqual([
      409,
      { error: "CONFLICT", message: "1 entries have no final score any more, so the results cannot be computed; their marks must be submitted again first." },
    ]);
    const vi = await post("/results/final/compute", undefined, "vi");
    expect([vi.status, vi.json.message]).toEqual([
      409,
      "1 bài dự thi không còn điểm chính thức nên chưa thể tính kết quả; cần nộp lại điểm của các bài này trước.",
    ]);
    expect((await t.call("GET", "/api/v1/results/admin", { headers: stage.admin.headers })).status).toBe(200);
  });
});
