import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countJudgingLoads } from "#server/db/migrations/0037_judging_loads.ts";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgingEntry } from "#server/testing/judging-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { loadsByJudge } from "./overview.repo.ts";

/**
 * The judges' load counters (migration 0037) follow every write made straight to the tables, whatever code makes it:
 * assignments made and removed, marks written, changed and removed, an entry excluded and let back in; at each step
 * they equal a recount from the rows.
 */
let t: TestApp;
let edition: number;
let judges: number[];
beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  judges = [(await t.signedIn("judge")).id, (await t.signedIn("judge")).id];
  edition = (await t.db.selectFrom("contest_editions").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const loads = async () =>
  (await loadsByJudge(t.db, edition, {}))
    .map((row) => [row.judge_id, row.round, Number(row.assigned), Number(row.submitted), Number(row.drafts)])
    .sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1])));
/** The counters as kept, then checked against a recount from the rows (the migration's backfill). */
async function kept() {
  const before = await loads();
  await countJudgingLoads(t.db as never);
  expect(await loads()).toEqual(before);
  return before;
}
const now = () => t.clock.now().toISOString();
const assign = (entryId: number, judgeId: number, round: "semi_final" | "final" = "semi_final") =>
  t.db
    .insertInto("judging_assignments")
    .values({ edition_id: edition, round, entry_id: entryId, judge_id: judgeId, source: "manual", created_at: now() })
    .returning("id")
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
const mark = (assignmentId: number, state: "draft" | "submitted") =>
  t.db
    .insertInto("judging_marks")
    .values({ assignment_id: assignmentId, creativity: 10, communication: 10, sustainability: 10, total: 30, state, created_at: now(), updated_at: now() })
    .execute();
const setStatus = (entryId: number, status: "submitted" | "excluded") => t.db.updateTable("entries").set({ status }).where("id", "=", entryId).execute();

describe("judging load counters", () => {
  it("count assignments and marks of entries not excluded, through every change", async () => {
    const [a, b] = [await judgingEntry(t), await judgingEntry(t)];
    const [j1, j2] = judges as [number, number];
    const a1 = await assign(a.id, j1);
    const a2 = await assign(a.id, j2);
    const b1 = await assign(b.id, j1);
    await assign(b.id, j2, "final");
    await mark(a1, "submitted");
    await mark(a2, "draft");
    await mark(b1, "draft");
    expect(await kept()).toEqual([
      [j1, "semi_final", 2, 1, 1],
      [j2, "final", 1, 0, 0],
      [j2, "semi_final", 1, 0, 1],
    ]);
    await t.db.updateTable("judging_marks").set({ state: "submitted", updated_at: now() }).where("assignment_id", "=", b1).execute();
    await setStatus(a.id, "excluded");
    expect(await kept()).toEqual([
      [j1, "semi_final", 1, 1, 0],
      [j2, "final", 1, 0, 0],
    ]);
    await setStatus(a.id, "submitted");
    await t.db.deleteFrom("judging_marks").where("assignment_id", "=", a2).execute();
    await t.db.deleteFrom("judging_assignments").where("id", "=", a2).execute();
    expect(await kept()).toEqual([
      [j1, "semi_final", 2, 2, 0],
      [j2, "final", 1, 0, 0],
    ]);
  });
});
