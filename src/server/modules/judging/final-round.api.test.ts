import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgesByCode, type JudgingEntry, judgingPanel, markBody, type Person } from "#server/testing/judging-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

let t: TestApp, admin: Person, window: { marking_starts_at: string; marking_deadline: string }, judges: Person[], entries: JudgingEntry[];

beforeAll(async () => {
  ({ t, admin, window, judges, entries } = await judgingPanel(seedEdition, { judges: [{}, {}, {}], choices: ["B", "B", "B", "B"] }));
  await t.db.updateTable("contest_editions").set({ semi_final_count: 2, jury_vote_count: 1 }).execute();
});
afterAll(() => t.close());

const byId = (id: number) => judges.find((j) => j.id === id)!;
const auto = (round: string) => t.call("POST", "/api/v1/judging/assignments/auto", { headers: admin.headers, body: { round, seed: "final" } });

describe("from the semi-final to the final", () => {
  it("lists entries by marking state and filters assignments by round, judge and state", async () => {
    expect((await auto("semi_final")).json.data.added).toBe(8);
    const unmarked = await t.call("GET", "/api/v1/judging/entries?state=in_progress", { headers: admin.headers });
    expect([unmarked.json.total, unmarked.json.data[0]]).toEqual([
      4,
      expect.objectContaining({ state: "in_progress", judges_assigned: 2, marks_submitted: 0, choice_points: 10, essay_score: null, total: null }),
    ]);
    const own = await t.call("GET", `/api/v1/judging/assignments?round=semi_final&judge_id=${judges[0]!.id}&state=pending`, { headers: admin.headers });
    expect(own.json.data.every((a: { judge: { id: number }; state: string }) => a.judge.id === judges[0]!.id && a.state === "pending")).toBe(true);
    // A judge's judge_id filter is ignored: they only ever see their own.
    const asJudge = await t.call("GET", `/api/v1/judging/assignments?judge_id=${judges[1]!.id}`, { headers: judges[0]!.headers });
    expect(asJudge.json.total).toBe(own.json.total);
  });

  it("takes the top semi_final_count entries by semi-final total (ties to the earlier entry) once all are final", async () => {
    const assigned = await judgesByCode(t, admin);
    // Essay totals per entry: 30, 60, 60, 45 (both judges agree): finalists are entries 1 and 2.
    const totals = [30, 60, 60, 45];
    for (const [index, entry] of entries.entries()) {
      for (const id of assigned.get(entry.code)!) {
        const per = totals[index]! / 3;
        expect((await t.call("PUT", `/api/v1/judging/marks/${entry.code}`, { headers: byId(id).headers, body: markBody(per, per, per) })).status).toBe(200);
      }
    }
    const counters = (await t.call("GET", "/api/v1/dashboard", { headers: admin.headers })).json.data;
    expect([counters.marked, counters.unmarked]).toEqual([4, 0]);
    // Like the semi-final's, the final's assignment waits for its own marking window, whatever else is ready.
    const rounds = (await t.call("GET", "/api/v1/judging/rounds", { headers: admin.headers })).json.data.rounds as {
      round: string;
      marking_starts_at: string;
    }[];
    const starts = rounds.find((r) => r.round === "final")!.marking_starts_at;
    const beforeWindow = await auto("final");
    const local = new Date(Date.parse(starts) + 7 * 3600_000).toISOString();
    expect([beforeWindow.status, beforeWindow.json.message]).toEqual([
      422,
      `Chỉ có thể phân công vòng chung kết từ ${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)} (giờ Việt Nam), khi thời gian chấm chung kết bắt đầu.`,
    ]);
    expect(await t.db.selectFrom("judging_assignments").select("id").where("round", "=", "final").execute()).toEqual([]);
    expect((await t.call("PUT", "/api/v1/judging/rounds/final", { headers: admin.headers, body: window })).status).toBe(200);
    // The finalists are those of the confirmed semi-final ranking (docs/results.md).
    const early = await auto("final");
    expect([early.status, early.json.message]).toEqual([422, "Kết quả bán kết phải được xác nhận (và, để công bố chung kết, đã được công bố) trước."]);
    for (const step of ["/api/v1/results/screening/close", "/api/v1/results/semi_final/compute", "/api/v1/results/semi_final/confirm"]) {
      expect((await t.call("POST", step, { headers: admin.headers })).status).toBe(200);
    }
    const run = await auto("final");
    expect(run.json.data.added).toBe(4);
    const finals = (await t.call("GET", "/api/v1/judging/assignments?round=final&per_page=50", { headers: admin.headers })).json.data as {
      code: string;
      entry_id: number;
    }[];
    expect([...new Set(finals.map((a) => a.entry_id))].sort()).toEqual([entries[1]!.id, entries[2]!.id].sort());
    // Each round its own anonymous code: the final's are new, one per finalist, none of them a semi-final code.
    const stored = await t.db.selectFrom("entries").select(["id", "final_code"]).orderBy("id").execute();
    expect(stored.map((e) => e.final_code === null)).toEqual([true, false, false, true]);
    expect(finals.map((a) => a.code).sort()).toEqual(finals.map((a) => stored.find((e) => e.id === a.entry_id)!.final_code).sort());
    expect(new Set(finals.map((a) => a.code)).size).toBe(2);
    for (const entry of entries) expect(finals.some((a) => a.code === entry.code)).toBe(false);
  });

  it("marks the final inside its own window, with ?round=final; the semi-final stands", async () => {
    const finalJudges = await t.call("GET", `/api/v1/judging/assignments?round=final`, { headers: admin.headers });
    const first = finalJudges.json.data[0] as { code: string; judge: { id: number } };
    const judge = byId(first.judge.id);
    const later = { marking_starts_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(), marking_deadline: window.marking_deadline };
    expect((await t.call("PUT", "/api/v1/judging/rounds/final", { headers: admin.headers, body: later })).status).toBe(200);
    const early = await t.call("PUT", `/api/v1/judging/marks/${first.code}?round=final`, { headers: judge.headers, body: markBody(30, 30, 30) });
    expect(early.status).toBe(422);
    expect((await t.call("PUT", "/api/v1/judging/rounds/final", { headers: admin.headers, body: window })).status).toBe(200);
    const sent = await t.call("PUT", `/api/v1/judging/marks/${first.code}?round=final`, { headers: judge.headers, body: markBody(30, 30, 30) });
    expect(sent.status).toBe(200);
    const view = await t.call("GET", `/api/v1/judging/entries/${first.code}?round=final`, { headers: judge.headers });
    expect(view.json.data).toMatchObject({ round: "final", mark: { total: 90, state: "submitted" } });
    const semi = await t.call("GET", `/api/v1/judging/entries/${first.code}/marks?round=semi_final`, { headers: admin.headers });
    expect(semi.json.data).toMatchObject({ state: "marked", essay_score: 60 });
  });
});
