import { seedEdition } from "#server/modules/contest/edition.service.ts";
import { judgingEntry, judgingStage, markBody } from "./judging-fixtures.ts";
import type { TestApp } from "./test-app.ts";

type Person = Awaited<ReturnType<TestApp["signedIn"]>>;
type Entry = Awaited<ReturnType<typeof judgingEntry>>;
export type ResultsRound = "semi_final" | "final";

export interface ResultsStage {
  admin: Person;
  judges: Person[];
  entries: Entry[];
  /** An open marking window (for PUT /judging/rounds/final). */
  window: { marking_starts_at: string; marking_deadline: string };
  /** The announcement dates the stage set: an hour and two hours after the test clock's start (submission closed a minute before it). */
  semiFinalAt: string;
  finalAt: string;
}

/**
 * An edition ready for results: `entries` submitted entries (choice answers as given, default all right), two
 * judges assigned to every one in the semi-final, `semiFinalCount` finalists and `juryVoteCount` candidates, and
 * announcement dates an hour and two hours ahead of the test clock. Marks come from `markRound`.
 */
export async function resultsStage(
  t: TestApp,
  options: { entries: number; semiFinalCount: number; juryVoteCount: number; choices?: string[]; judges?: number },
): Promise<ResultsStage> {
  const { admin, window } = await judgingStage(t, seedEdition);
  const now = t.clock.now().getTime();
  const semiFinalAt = new Date(now + 3600_000).toISOString();
  const finalAt = new Date(now + 2 * 3600_000).toISOString();
  await t.db
    .updateTable("contest_editions")
    .set({
      semi_final_count: options.semiFinalCount,
      jury_vote_count: options.juryVoteCount,
      submission_closes_at: new Date(now - 60_000).toISOString(),
      semi_final_results_at: semiFinalAt,
      final_results_at: finalAt,
    })
    .execute();
  const judges: Person[] = [];
  for (let i = 0; i < (options.judges ?? 2); i += 1) judges.push(await t.signedIn("judge", { full_name: `Giám Khảo Kín ${i + 1}` }));
  const entries: Entry[] = [];
  for (let i = 0; i < options.entries; i += 1) entries.push(await judgingEntry(t, { choice: options.choices?.[i] ?? "B" }));
  await expectOk(t, "POST", "/api/v1/judging/assignments/auto", admin, { round: "semi_final", seed: "results" });
  return { admin, judges, entries, window, semiFinalAt, finalAt };
}

async function expectOk(t: TestApp, method: string, url: string, who: Person, body?: unknown) {
  const res = await t.call(method, url, { headers: who.headers, ...(body === undefined ? {} : { body }) });
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
  return res;
}

/**
 * Every judge assigned in the round submits, for each entry, the same mark on all three criteria: `perCriterion`
 * of the entry's index in `stage.entries` (entries it returns null for are left unmarked). Both judges agree, so
 * an entry's essay score is 3 × perCriterion.
 */
export async function markRound(t: TestApp, stage: ResultsStage, round: ResultsRound, perCriterion: (index: number) => number | null) {
  const list = await expectOk(t, "GET", `/api/v1/judging/assignments?round=${round}&per_page=200`, stage.admin);
  for (const assignment of list.json.data as { code: string; entry_id: number; judge: { id: number } }[]) {
    const index = stage.entries.findIndex((entry) => entry.id === assignment.entry_id);
    const value = perCriterion(index);
    if (value === null) continue;
    const judge = stage.judges.find((j) => j.id === assignment.judge.id)!;
    await expectOk(t, "PUT", `/api/v1/judging/marks/${assignment.code}?round=${round}`, judge, markBody(value, value, value));
  }
}

/** From marks to a published semi-final and an assigned final round, the clock moved past the semi-final date. */
export async function publishSemiFinal(t: TestApp, stage: ResultsStage) {
  await expectOk(t, "POST", "/api/v1/results/screening/close", stage.admin);
  await expectOk(t, "POST", "/api/v1/results/semi_final/compute", stage.admin);
  await expectOk(t, "POST", "/api/v1/results/semi_final/confirm", stage.admin);
  t.clock.advance(Date.parse(stage.semiFinalAt) - t.clock.now().getTime());
  await expectOk(t, "POST", "/api/v1/results/semi_final/publish", stage.admin, {});
  await assignFinal(t, stage);
}

/** The final round's marking window opened (up to the final's announcement date) and its judges assigned. */
export async function assignFinal(t: TestApp, stage: ResultsStage) {
  await expectOk(t, "PUT", "/api/v1/judging/rounds/final", stage.admin, {
    marking_starts_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    marking_deadline: stage.finalAt,
  });
  await expectOk(t, "POST", "/api/v1/judging/assignments/auto", stage.admin, { round: "final", seed: "results-final" });
}
