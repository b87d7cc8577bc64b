import type { APIRequestContext } from "@playwright/test";
import { seededEdition } from "../../src/server/modules/contest/edition.seed.ts";
import { setEdition } from "./fixtures.ts";
import { apiSession, e2eDatabase, expect, sendEntry, uid } from "./support.ts";

/** The results journey's set-up through the API and the database (results.spec.ts drives the pages). */

export const JUDGE_PASSWORD = "ket-qua-e2e-mat-khau-2024";
export type Admin = { request: APIRequestContext; headers: { authorization: string } };

export { setEdition };

export async function createJudge(admin: Admin, name: string): Promise<{ id: number; email: string; name: string }> {
  const email = `results-judge-${uid()}@judges.example.net`;
  const created = await admin.request.post("/api/v1/users", {
    headers: admin.headers,
    data: { full_name: name, email, role: "judge", password: JUDGE_PASSWORD },
  });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).data.id, email, name };
}

/** Each entry's final-round code by its entry code (the final round gives its own codes, docs/judging.md). */
export function finalCodes(): Map<string, string> {
  const db = e2eDatabase({ readOnly: true });
  try {
    const rows = db.prepare("select code, final_code from entries where final_code is not null").all() as { code: string; final_code: string }[];
    return new Map(rows.map((row) => [row.code, row.final_code]));
  } finally {
    db.close();
  }
}

/** Opens the round's marking window and shares the entries out (incremental: entries already assigned keep theirs). */
export async function assignRound(admin: Admin, round: "semi_final" | "final"): Promise<void> {
  const now = Date.now();
  const window = { marking_starts_at: new Date(now - 3600_000).toISOString(), marking_deadline: new Date(now + 10 * 86_400_000).toISOString() };
  expect((await admin.request.put(`/api/v1/judging/rounds/${round}`, { headers: admin.headers, data: window })).status()).toBe(200);
  expect((await admin.request.post("/api/v1/judging/assignments/auto", { headers: admin.headers, data: { round } })).status()).toBe(200);
}

/** Gives the judge of an assignment a known password and returns their API session's headers. */
export async function judgeSession(admin: Admin, judge: { id: number; email: string }): Promise<{ authorization: string }> {
  // Judges of other test files get a known password so this run can sign in as them.
  expect((await admin.request.post(`/api/v1/users/${judge.id}/reset-password`, { headers: admin.headers, data: { password: JUDGE_PASSWORD } })).status()).toBe(
    200,
  );
  return apiSession(admin.request, { email: judge.email, password: JUDGE_PASSWORD });
}

/** The round's assignments as administrators list them. */
export async function roundAssignments(admin: Admin, round: "semi_final" | "final") {
  const rows: { code: string; state: string; judge: { id: number; email: string } }[] = [];
  for (let page = 1; ; page++) {
    const body = (await (
      await admin.request.get(`/api/v1/judging/assignments?round=${round}&per_page=200&page=${page}`, { headers: admin.headers })
    ).json()) as { data: typeof rows; total: number };
    rows.push(...body.data);
    if (page * 200 >= body.total) return rows;
  }
}

/**
 * Opens the round's marking window, shares the entries out and has every judge submit every outstanding mark of
 * the round, `pointsOf(entry code)` points per criterion, so the round can be computed.
 */
export async function markRound(admin: Admin, round: "semi_final" | "final", pointsOf: (code: string) => number): Promise<void> {
  await assignRound(admin, round);
  const entryCode = new Map([...finalCodes()].map(([code, final]) => [final, code]));
  const open = (await roundAssignments(admin, round)).filter((row) => row.state !== "submitted");
  for (const rows of Map.groupBy(open, (row) => row.judge.id).values()) {
    const headers = await judgeSession(admin, rows[0]!.judge);
    for (const row of rows) {
      const points = pointsOf(round === "final" ? entryCode.get(row.code)! : row.code);
      const sent = await admin.request.put(`/api/v1/judging/marks/${row.code}?round=${round}`, {
        headers,
        data: { creativity: points, communication: points, sustainability: points, submit: true },
      });
      expect(sent.status(), `mark of ${row.code}`).toBe(200);
    }
  }
}

/** The seeded prize table with its special, first and consolation prizes awarded once each, the others not at all. */
const PRIZES = seededEdition.prizes.map((prize) => ({ ...prize, count: ["special", "first", "consolation"].includes(prize.rank) ? 1 : 0 }));

/** Essay points per criterion of entry i in both rounds: totals 87, 81, 75, 30, so the order is known. */
export const CRITERION_POINTS = [29, 27, 25, 10];

export interface PublishedEdition {
  /** In the order of CRITERION_POINTS; the contestant of entry 1 consented to name publication. */
  entries: { email: string; password: string; code: string }[];
}

async function expectOk(response: Promise<{ status(): number; text(): Promise<string> }>, what: string): Promise<void> {
  const answer = await response;
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
}

/**
 * An edition taken through both rounds by the API alone, as results.spec.ts takes one through the pages: four
 * entries (three finalists, two in the jury vote), both jurors put entry 1 first, so the special prize goes to
 * entry 1, the first prize to entry 0 and the consolation prize to entry 2; both rounds published.
 * `newRequest` gives each contestant a request context of their own.
 */
export async function publishEdition(admin: Admin, newRequest: () => Promise<APIRequestContext>): Promise<PublishedEdition> {
  const post = (path: string, data: unknown = {}) => admin.request.post(`/api/v1${path}`, { headers: admin.headers, data });
  await expectOk(post("/prize", { prizes: PRIZES }), "prize table");
  const jurors = [await createJudge(admin, `Bình Chọn Một ${uid()}`), await createJudge(admin, `Bình Chọn Hai ${uid()}`)];
  const entries: PublishedEdition["entries"] = [];
  for (let i = 0; i < CRITERION_POINTS.length; i += 1) {
    entries.push(await sendEntry(await newRequest(), `Ý tưởng kết quả số ${i + 1} – ${"x".repeat(50)} ${uid()}`, i === 1 ? { publish_name: true } : {}));
  }
  const pointsOf = (code: string) => CRITERION_POINTS[entries.findIndex((entry) => entry.code === code)] ?? 5;
  const past = new Date(Date.now() - 60_000).toISOString();
  setEdition({ semi_final_count: 3, jury_vote_count: 2, semi_final_results_at: past, final_results_at: past });

  await markRound(admin, "semi_final", pointsOf);
  await expectOk(post("/results/screening/close"), "screening closed");
  for (const step of ["compute", "confirm", "publish"]) await expectOk(post(`/results/semi_final/${step}`), `semi-final ${step}`);

  for (const juror of jurors) await expectOk(admin.request.put(`/api/v1/jury/members/${juror.id}`, { headers: admin.headers, data: { jury: true } }), "juror");
  await markRound(admin, "final", pointsOf);
  for (const step of ["compute", "confirm"]) await expectOk(post(`/results/final/${step}`), `final ${step}`);
  const codes = finalCodes();
  const ranking = [codes.get(entries[1]!.code)!, codes.get(entries[0]!.code)!];
  for (const juror of jurors) {
    const headers = await apiSession(admin.request, { email: juror.email, password: JUDGE_PASSWORD });
    await expectOk(admin.request.put("/api/v1/jury/ballot", { headers, data: { ranking } }), "ballot");
  }
  await expectOk(post("/jury/close"), "vote closed");
  await expectOk(post("/results/final/publish"), "final published");
  return { entries };
}
