import type { APIRequestContext } from "@playwright/test";
import { apiSession, e2eDatabase, expect, uid } from "./support.ts";

/** The results journey's set-up through the API and the database (results.spec.ts drives the pages). */

export const JUDGE_PASSWORD = "ket-qua-e2e-mat-khau-2024";
export type Admin = { request: APIRequestContext; headers: { authorization: string } };

/** Moves an edition column (dates, counts) straight in the e2e database; the server reads the edition on every call. */
export function setEdition(values: Record<string, string | number>): void {
  const db = e2eDatabase();
  try {
    const row = db.prepare("select id from contest_editions order by id desc limit 1").get() as { id: number };
    const columns = Object.keys(values);
    db.prepare(`update contest_editions set ${columns.map((column) => `${column} = ?`).join(", ")} where id = ?`).run(...columns.map((column) => values[column]!), row.id);
  } finally {
    db.close();
  }
}

export async function createJudge(admin: Admin, name: string): Promise<{ id: number; email: string; name: string }> {
  const email = `results-judge-${uid()}@judges.example.net`;
  const created = await admin.request.post("/api/v1/users", { headers: admin.headers, data: { full_name: name, email, role: "judge", password: JUDGE_PASSWORD } });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).data.id, email, name };
}

/**
 * Opens the round's marking window, shares the entries out and has every judge submit every outstanding mark of
 * the round, `pointsOf(code)` points per criterion, so the round can be computed.
 */
export async function markRound(admin: Admin, round: "semi_final" | "final", pointsOf: (code: string) => number): Promise<void> {
  const now = Date.now();
  const window = { marking_starts_at: new Date(now - 3600_000).toISOString(), marking_deadline: new Date(now + 10 * 86_400_000).toISOString() };
  expect((await admin.request.put(`/api/v1/judging/rounds/${round}`, { headers: admin.headers, data: window })).status()).toBe(200);
  expect((await admin.request.post("/api/v1/judging/assignments/auto", { headers: admin.headers, data: { round } })).status()).toBe(200);
  const open: { code: string; state: string; judge: { id: number; email: string } }[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await admin.request.get(`/api/v1/judging/assignments?round=${round}&per_page=200&page=${page}`, { headers: admin.headers })).json()) as { data: typeof open; total: number };
    open.push(...body.data.filter((row) => row.state !== "submitted"));
    if (page * 200 >= body.total) break;
  }
  for (const [judgeId, rows] of Map.groupBy(open, (row) => row.judge.id)) {
    // Judges of other test files get a known password so this run can sign in as them.
    expect((await admin.request.post(`/api/v1/users/${judgeId}/reset-password`, { headers: admin.headers, data: { password: JUDGE_PASSWORD } })).status()).toBe(200);
    const headers = await apiSession(admin.request, { email: rows[0]!.judge.email, password: JUDGE_PASSWORD });
    for (const row of rows) {
      const points = pointsOf(row.code);
      const sent = await admin.request.put(`/api/v1/judging/marks/${row.code}?round=${round}`, { headers, data: { creativity: points, communication: points, sustainability: points, submit: true } });
      expect(sent.status(), `mark of ${row.code}`).toBe(200);
    }
  }
}
