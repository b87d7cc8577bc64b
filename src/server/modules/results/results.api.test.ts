import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordSha256, verifyRecord } from "#domain/results-record.ts";
import { createSession } from "#server/modules/identity/index.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { resultsControlRoom } from "./control-room.ts";
import { assignFinal, markRound, resultsStage, type ResultsStage } from "#server/testing/results-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
let stage: ResultsStage;
const admin = () => stage.admin.headers;
const code = (i: number) => stage.entries[i]!.code;
/** Final-round codes of the finalists, read once the final is assigned (each round gives its own code). */
const finalCodes = new Map<number, string>();
const fcode = (i: number) => finalCodes.get(seq(i))!;
const seq = (i: number) => stage.entries[i]!.id;
/** Headers of the contestant who sent entry i. */
async function contestant(i: number) {
  const { token } = await createSession(t.db, t.deps, stage.entries[i]!.userId, "vitest");
  return { authorization: `Bearer ${token}` };
}
const notPublished = {
  vi: { error: "NOT_FOUND", message: "Kết quả này chưa được công bố." },
  en: { error: "NOT_FOUND", message: "These results have not been published yet." },
};
const pending = { data: { status: "pending", reason: null, semi_final: null, final: null, prize: null } };

// Semi-final marks per criterion (both judges agree), all answers right (10 points):
// totals 76, 85, 85, 40, 82, 76 → ranking 1, 2, 4, 0, 5, 3 (1 and 2 tie: 1 is earlier; 0 and 5 tie at the cut: 0 is earlier).
const semiMarks = [22, 25, 25, 10, 24, 22];
// Final marks per criterion: totals 55, 70, 94, -, 85, 64 → ranking 2, 4, 1, 5, 0.
const finalMarks = [15, 20, 28, null, 25, 18];

beforeAll(async () => {
  t = await createTestApp();
  stage = await resultsStage(t, { entries: 6, semiFinalCount: 5, juryVoteCount: 3, judges: 3 });
  await t.db.updateTable("entries").set({ publish_name: 1 }).where("id", "=", seq(1)).execute();
});
afterAll(() => t.close());

describe("results: from marks to published, reproducible results", () => {
  it("shows nothing of the results outside the administrators before publication (whole bodies, both languages)", async () => {
    for (const path of ["/api/v1/results/semi-final", "/api/v1/results/final", "/api/v1/results/record"]) {
      for (const lang of ["vi", "en"] as const) {
        const res = await t.call("GET", path, { lang });
        expect([res.status, res.json]).toEqual([404, notPublished[lang]]);
      }
    }
    expect((await t.call("GET", "/api/v1/results/mine", { headers: await contestant(0) })).json).toEqual(pending);
  });

  it("tells the control room the next action and what blocks it", async () => {
    const { phases: room } = await resultsControlRoom.report({ deps: t.deps, edition: await currentEdition(t.deps), now: t.clock.now() });
    if (!room?.screening || !room.semi_final_results || !room.jury_vote || !room.final_results) throw new Error("results phases missing");
    expect(room.screening.next_action).toMatchObject({ key: "closeScreening", operation: "POST /results/screening/close", blockers: [] });
    expect(room.semi_final_results).toEqual({
      progress: [
        { key: "entriesMarked", value: 0, of: 6 },
        { key: "ranked", value: 0, of: 6 },
      ],
      next_action: {
        key: "computeSemiFinal",
        operation: "POST /results/:round/compute",
        params: { round: "semi_final" },
        body: {},
        possible_from: null,
        blockers: [{ key: "screeningOpen" }, { key: "entriesUnmarked", count: 6 }],
      },
    });
    expect(room.final_results.next_action?.blockers).toEqual([{ key: "semiFinalNotConfirmed" }]);
  });

  it("computes only after screening is closed and every entry is marked, saying how many are not", async () => {
    const early = await t.call("POST", "/api/v1/results/semi_final/compute", { headers: admin(), lang: "en" });
    expect([early.status, early.json.message]).toEqual([409, "Close the preliminary screening before computing the semi-final."]);
    expect((await t.call("POST", "/api/v1/results/screening/close", { headers: admin() })).status).toBe(200);
    await markRound(t, stage, "semi_final", (i) => (i === 3 || i === 5 ? null : semiMarks[i]!));
    const unmarked = await t.call("POST", "/api/v1/results/semi_final/compute", { headers: admin(), lang: "en" });
    expect([unmarked.status, unmarked.json.message]).toEqual([
      409,
      "2 entries of this round are not fully marked yet; every entry must be marked before the results are computed.",
    ]);
    await markRound(t, stage, "semi_final", (i) => (i === 3 || i === 5 ? semiMarks[i]! : null));
    const computed = await t.call("POST", "/api/v1/results/semi_final/compute", { headers: admin() });
    expect(computed.status).toBe(200);
    expect(computed.json.data.ranking.data.map((r: { code: string; total: number }) => [r.code, r.total])).toEqual([
      [code(1), 85],
      [code(2), 85],
      [code(4), 82],
      [code(0), 76],
      [code(5), 76],
      [code(3), 40],
    ]);
    expect(computed.json.data).toMatchObject({ state: "computed", entries: 6, unmarked: 0, published_at: null });
    expect(computed.json.data.ranking).toMatchObject({ current_page: 1, total: 6, per_page: 50 });
    // Excluding is final once screening is closed.
    const exclude = await t.call("POST", `/api/v1/contest/entries/${seq(3)}/exclude`, { headers: admin(), body: { reason: "Trùng lặp bài dự thi" } });
    expect(exclude.status).toBe(409);
  });

  it("pages the rankings like the other administrators' lists; a round with fewer pages shows its last", async () => {
    const page = async (query: string) =>
      (await t.call("GET", `/api/v1/results/admin?${query}`, { headers: admin() })).json.data.rounds.map((r: { ranking: unknown }) => r.ranking);
    const second = await page("page=2&per_page=4");
    expect(second).toEqual([
      {
        data: [expect.objectContaining({ rank: 5, code: code(5), total: 76 }), expect.objectContaining({ rank: 6, code: code(3), total: 40 })],
        current_page: 2,
        total: 6,
        per_page: 4,
      },
      { data: [], current_page: 1, total: 0, per_page: 4 },
    ]);
    expect((await page("page=9&per_page=4"))[0]).toEqual(second[0]);
    expect((await page("per_page=2"))[0].data.map((r: { rank: number }) => r.rank)).toEqual([1, 2]);
    for (const query of ["page=0", "per_page=0", "per_page=201", "page=x"]) {
      expect((await t.call("GET", `/api/v1/results/admin?${query}`, { headers: admin() })).status).toBe(400);
    }
  });

  it("refuses publication before the announcement date, with the date; schedules it; the job publishes at that moment", async () => {
    const unconfirmed = await t.call("POST", "/api/v1/results/semi_final/publish", { headers: admin(), body: {} });
    expect(unconfirmed.status).toBe(409);
    expect((await t.call("POST", "/api/v1/results/semi_final/confirm", { headers: admin() })).json.data.state).toBe("confirmed");
    const early = await t.call("POST", "/api/v1/results/semi_final/publish", { headers: admin(), body: {}, lang: "en" });
    const date = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Ho_Chi_Minh",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    }).format(new Date(stage.semiFinalAt));
    expect([early.status, early.json.message]).toEqual([
      409,
      `These results can be published from ${date} (Vietnam time) on; you can schedule the publication for that moment.`,
    ]);
    const scheduled = await t.call("POST", "/api/v1/results/semi_final/publish", { headers: admin(), body: { schedule: true } });
    expect(scheduled.json.data).toMatchObject({ state: "confirmed", scheduled_at: stage.semiFinalAt, published_at: null });
    expect((await t.call("POST", "/api/v1/results/semi_final/publish", { headers: admin(), body: { schedule: true } })).status).toBe(200);
    const jobs = await t.db.selectFrom("jobs").select(["run_at", "payload"]).where("kind", "=", "results.publish").execute();
    expect(jobs.map((job) => [new Date(job.run_at).toISOString(), JSON.parse(job.payload)])).toEqual([
      [stage.semiFinalAt, { edition_id: expect.any(Number), round: "semi_final", scheduled_at: stage.semiFinalAt }],
    ]);
    await t.deps.jobs.runDue();
    expect((await t.call("GET", "/api/v1/results/semi-final")).status).toBe(404);
    t.clock.advance(Date.parse(stage.semiFinalAt) - t.clock.now().getTime());
    await t.deps.jobs.runDue();
    const published = await t.call("GET", "/api/v1/results/semi-final");
    expect(published.status).toBe(200);
    const { published_at, record_sha256, ...rest } = published.json.data;
    expect([published_at, record_sha256]).toEqual([stage.semiFinalAt, expect.stringMatching(/^[0-9a-f]{64}$/)]);
    // The final is judged blind until its results are out: no titles or names in the ranking; entry 1's contestant,
    // the only one who consented, is named apart.
    expect(rest).toEqual({
      ranked: 6,
      finalists: [
        { rank: 1, seq: seq(1), code: code(1), title: null, name: null, total: 85 },
        { rank: 2, seq: seq(2), code: code(2), title: null, name: null, total: 85 },
        { rank: 3, seq: seq(4), code: code(4), title: null, name: null, total: 82 },
        { rank: 4, seq: seq(0), code: code(0), title: null, name: null, total: 76 },
        { rank: 5, seq: seq(5), code: code(5), title: null, name: null, total: 76 },
      ],
      blind: true,
      names: [stage.entries[1]!.author.full_name],
    });
    // The final is still unpublished; the record is the semi-final's.
    for (const path of ["/api/v1/results/final", "/api/v1/results/record?stage=final"]) expect((await t.call("GET", path)).json).toEqual(notPublished.vi);
    // The public edition says so too (the home shows its countdown, not the results, from it).
    expect((await t.call("GET", "/api/v1/contest/edition")).json.data.results_published).toEqual({ semi_final: true, final: false });
    const record = (await t.call("GET", "/api/v1/results/record")).json.data;
    expect([record.stage, record.record.computed.final, record.record.ballots, verifyRecord(record.record)]).toEqual(["semi_final", null, [], null]);
  });

  it("tells each contestant their standing, choice result and criterion averages, never a judge", async () => {
    const out = await t.call("GET", "/api/v1/results/mine", { headers: await contestant(3) });
    expect(out.json.data).toEqual({
      status: "semi_finalist",
      reason: null,
      semi_final: {
        rank: 6,
        total: 40,
        choice_points: 10,
        choice_correct: true,
        essay_score: 30,
        criteria: { creativity: 10, communication: 10, sustainability: 10 },
      },
      final: null,
      prize: null,
    });
    expect(JSON.stringify(out.json)).not.toMatch(/Giám Khảo|judge/i);
    expect((await t.call("GET", "/api/v1/results/mine", { headers: await contestant(0) })).json.data).toMatchObject({
      status: "finalist",
      semi_final: { rank: 4, total: 76 },
      final: null,
    });
  });

  it("runs the jury vote: jurors only, a full ranking, ballots secret until the vote closes", async () => {
    const [j0, j1, outsider] = stage.judges as [ResultsStage["judges"][number], ResultsStage["judges"][number], ResultsStage["judges"][number]];
    for (const judge of [j0, j1])
      expect((await t.call("PUT", `/api/v1/jury/members/${judge.id}`, { headers: admin(), body: { jury: true } })).json.data).toMatchObject({
        id: judge.id,
        jury: true,
        voted: false,
      });
    expect((await t.call("GET", "/api/v1/jury/ballot", { headers: outsider.headers })).status).toBe(403);
    expect((await t.call("GET", "/api/v1/jury/ballot", { headers: j0.headers })).json.data).toEqual({
      state: "not_open",
      candidates: [],
      ranking: null,
      submitted_at: null,
      tally: null,
    });
    // The final: marked, computed, confirmed (which opens the vote on the top 3: entries 2, 4, 1).
    await assignFinal(t, stage);
    for (const entry of await t.db.selectFrom("entries").select(["id", "final_code"]).where("final_code", "is not", null).execute())
      finalCodes.set(entry.id, entry.final_code!);
    expect(finalCodes.size).toBe(5);
    await markRound(t, stage, "final", (i) => finalMarks[i] ?? null);
    // The administrators' final ranking and the jury use the final round's codes, as its judges did.
    expect((await t.call("POST", "/api/v1/results/final/compute", { headers: admin() })).json.data.ranking.data.map((r: { code: string }) => r.code)).toEqual([
      fcode(2),
      fcode(4),
      fcode(1),
      fcode(5),
      fcode(0),
    ]);
    expect((await t.call("POST", "/api/v1/results/final/confirm", { headers: admin() })).status).toBe(200);
    const incomplete = await t.call("PUT", "/api/v1/jury/ballot", { headers: j0.headers, body: { ranking: [fcode(1), fcode(4)] }, lang: "en" });
    expect([incomplete.status, incomplete.json.message]).toEqual([422, "Your ranking must list every candidate exactly once."]);
    const mine = await t.call("PUT", "/api/v1/jury/ballot", { headers: j0.headers, body: { ranking: [fcode(1), fcode(4), fcode(2)] } });
    expect(mine.json.data).toEqual({
      state: "open",
      candidates: [2, 4, 1].map((i) => ({ seq: seq(i), code: fcode(i), title: expect.any(String) })),
      ranking: [fcode(1), fcode(4), fcode(2)],
      submitted_at: t.clock.now().toISOString(),
      tally: null,
    });
    await t.call("PUT", "/api/v1/jury/ballot", { headers: j1.headers, body: { ranking: [fcode(1), fcode(2), fcode(4)] } });
    const members = (await t.call("GET", "/api/v1/jury/members", { headers: admin() })).json.data as { id: number; jury: boolean; voted: boolean }[];
    expect([j0, j1, outsider].map((j) => members.find((m) => m.id === j.id))).toMatchObject([
      { jury: true, voted: true },
      { jury: true, voted: true },
      { jury: false, voted: false },
    ]);
    expect((await t.call("PUT", `/api/v1/jury/members/${j0.id}`, { headers: admin(), body: { jury: false } })).status).toBe(409);
    expect((await t.call("PUT", `/api/v1/jury/members/${stage.admin.id}`, { headers: admin(), body: { jury: true } })).status).toBe(422);
    // Ballots were cast on this final ranking: it cannot be recomputed under them.
    expect((await t.call("POST", "/api/v1/results/final/compute", { headers: admin() })).status).toBe(409);
    // The other juror sees only their own ballot while the vote is open.
    const other = await t.call("GET", "/api/v1/jury/ballot", { headers: j0.headers });
    expect([other.json.data.ranking, other.json.data.tally]).toEqual([[fcode(1), fcode(4), fcode(2)], null]);
    const tally = await t.call("GET", "/api/v1/jury/tally", { headers: admin() });
    expect(tally.json.data).toMatchObject({
      state: "open",
      jurors: 2,
      ballots: 2,
      matrix: [
        [0, 1, 0],
        [1, 0, 0],
        [2, 2, 0],
      ],
      winner: fcode(1),
    });
    const stillOpen = await t.call("POST", "/api/v1/results/final/publish", { headers: admin(), body: {} });
    expect(stillOpen.status).toBe(409);
    expect((await t.call("POST", "/api/v1/jury/close", { headers: admin() })).json.data).toMatchObject({ state: "closed", winner: fcode(1) });
    const after = await t.call("GET", "/api/v1/jury/ballot", { headers: j1.headers });
    expect(after.json.data.tally).toMatchObject({ state: "closed", ballots: 2, paths: expect.any(Array) });
    // Anonymous: counts and the matrix, never who voted how.
    expect(Object.keys(after.json.data.tally).sort()).toEqual(["ballots", "candidates", "jurors", "matrix", "paths", "state", "winner", "winners"]);
    expect((await t.call("PUT", "/api/v1/jury/ballot", { headers: j1.headers, body: { ranking: [fcode(2), fcode(1), fcode(4)] } })).status).toBe(409);
  });

  it("publishes the final on its date, e-mails the winners, and the record verifies", async () => {
    t.clock.advance(Date.parse(stage.finalAt) - t.clock.now().getTime());
    const published = await t.call("POST", "/api/v1/results/final/publish", { headers: admin(), body: {} });
    expect(published.json.data.state).toBe("published");
    expect((await t.call("GET", "/api/v1/contest/edition")).json.data.results_published).toEqual({ semi_final: true, final: true });
    const final = (await t.call("GET", "/api/v1/results/final")).json.data;
    expect(final.winners.map((w: { rank: string; amount_vnd: number; entry: { code: string } }) => [w.rank, w.amount_vnd, w.entry.code])).toEqual([
      ["special", 7_000_000_000, code(1)],
      ["first", 4_600_000_000, code(2)],
      ["second", 2_300_000_000, code(4)],
      ["third", 1_000_000_000, code(5)],
      ["consolation", 70_000_000, code(0)],
    ]);
    expect(final.jury).toEqual({ candidates: [code(2), code(4), code(1)], winner: code(1) });
    // Now the final is out, the semi-final's finalists show their titles and (with consent) names.
    const semi = (await t.call("GET", "/api/v1/results/semi-final")).json.data;
    expect([semi.blind, semi.names, semi.finalists[0]]).toEqual([
      false,
      [],
      expect.objectContaining({ code: code(1), title: expect.any(String), name: stage.entries[1]!.author.full_name }),
    ]);
    const mails = await t.db.selectFrom("jobs").select("payload").where("kind", "=", "mail.send").execute();
    const winnerMails = mails.map((m) => JSON.parse(m.payload) as { to: string; subject: string }).filter((m) => m.subject.startsWith("Chúc mừng"));
    expect(winnerMails.map((m) => m.to).sort()).toEqual([1, 2, 4, 5, 0].map((i) => stage.entries[i]!.author.email).sort());
    const record = (await t.call("GET", "/api/v1/results/record")).json.data;
    expect([record.stage, record.version, record.sha256]).toEqual(["final", 1, await recordSha256(record.record)]);
    expect(verifyRecord(record.record)).toBeNull();
    expect(JSON.stringify(record.record)).not.toMatch(/Giám Khảo|@|Tác Giả/);
    expect((await t.call("GET", "/api/v1/results/mine", { headers: await contestant(1) })).json.data).toMatchObject({
      status: "prize",
      prize: { rank: "special", amount_vnd: 7_000_000_000 },
      final: { rank: 3, total: 70 },
    });
    expect((await t.call("POST", "/api/v1/prize", { headers: admin(), body: { prizes: [] } })).status).toBe(409);
    const {
      id: _id,
      demo_shift_days: _shift,
      updated_at: _updated,
      ...edition
    } = (await t.call("GET", "/api/v1/contest/edition/admin", { headers: admin() })).json.data;
    const changed = { ...edition, prizes: edition.prizes.map((p: { rank: string; amount_vnd: number }) => (p.rank === "first" ? { ...p, amount_vnd: 1 } : p)) };
    const locked = await t.call("PUT", "/api/v1/contest/edition", { headers: admin(), body: changed, lang: "en" });
    expect([locked.status, locked.json.message]).toEqual([409, "The final results are published: the prize table can no longer change."]);
    expect((await t.call("GET", "/api/v1/prize")).json.data).toMatchObject({
      locked: true,
      prizes: expect.arrayContaining([{ rank: "first", count: 1, amount_vnd: 4_600_000_000 }]),
    });
  });

  it("cancels a winner: the places move up, the consolation winner lifted to third keeps only third, the record is frozen again", async () => {
    const refused = await t.call("POST", `/api/v1/results/winners/${seq(3)}/cancel`, { headers: admin(), body: { reason: "Không đủ điều kiện" } });
    expect(refused.status).toBe(409);
    const cancelled = await t.call("POST", `/api/v1/results/winners/${seq(2)}/cancel`, { headers: admin(), body: { reason: "Không đủ điều kiện" } });
    expect(cancelled.status).toBe(200);
    const final = (await t.call("GET", "/api/v1/results/final")).json.data;
    expect(final.winners.map((w: { rank: string; entry: { code: string } }) => [w.rank, w.entry.code])).toEqual([
      ["special", code(1)],
      ["first", code(4)],
      ["second", code(5)],
      ["third", code(0)],
    ]);
    const record = (await t.call("GET", "/api/v1/results/record")).json.data;
    expect([record.version, record.record.cancelled, verifyRecord(record.record)]).toEqual([2, [seq(2)], null]);
    expect((await t.call("GET", "/api/v1/results/mine", { headers: await contestant(2) })).json.data).toMatchObject({
      status: "cancelled",
      reason: "Không đủ điều kiện",
      prize: null,
    });
    const { phases: room } = await resultsControlRoom.report({ deps: t.deps, edition: await currentEdition(t.deps), now: t.clock.now() });
    if (!room?.screening || !room.semi_final_results || !room.jury_vote || !room.final_results) throw new Error("results phases missing");
    expect([room.screening, room.semi_final_results, room.jury_vote, room.final_results].map((phase) => phase.next_action)).toEqual([null, null, null, null]);
    const audit = await t.db.selectFrom("audit_events").select(["action", "reason"]).where("action", "=", "results.cancel_winner").execute();
    expect(audit).toEqual([{ action: "results.cancel_winner", reason: "Không đủ điều kiện" }]);
  });
});
