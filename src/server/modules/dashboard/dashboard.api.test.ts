import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgingEntry } from "#server/testing/judging-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * The dashboard root's counters are real counts, and each equals the total of the filtered list it links to
 * (src/web/routes/admin/dashboard.tsx: `/dashboard/admin/users?type=judge`, `/dashboard/admin/list-test?status=…`).
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  admin = await t.signedIn("administrator");
  await t.signedIn("judge");
  await t.signedIn("investor");
  const gone = await t.signedIn("investor");
  await t.db.updateTable("users").set({ deleted_at: t.clock.now().toISOString() }).where("id", "=", gone.id).execute();
  const entries = [await judgingEntry(t), await judgingEntry(t), await judgingEntry(t), await judgingEntry(t)];
  await t.db.updateTable("entries").set({ status: "excluded", exclusion_reason: "Trùng lặp" }).where("id", "=", entries[0]!.id).execute();
  await t.db.updateTable("entries").set({ status: "marked" }).where("id", "in", [entries[1]!.id, entries[2]!.id]).execute();
});
afterAll(() => t.close());

const total = async (path: string) => {
  const answer = await t.call("GET", path, { headers: admin.headers });
  expect(answer.status).toBe(200);
  return answer.json.total as number;
};

describe("dashboard counters", () => {
  it("count accounts by role (deleted ones left out) and entries by status, each as its filtered list does", async () => {
    const counters = (await t.call("GET", "/api/v1/dashboard", { headers: admin.headers })).json.data;
    expect(counters).toEqual({ users: 7, administrators: 1, judges: 1, candidates: 4, investors: 1, exams: 4, marked: 2, excluded: 1, unmarked: 1 });
    const lists: Record<string, string> = {
      users: "/api/v1/users?type=all",
      administrators: "/api/v1/users?type=administrator",
      judges: "/api/v1/users?type=judge",
      candidates: "/api/v1/users?type=candidate",
      investors: "/api/v1/users?type=investor",
      exams: "/api/v1/contest/entries?status=all",
      marked: "/api/v1/contest/entries?status=marked",
      excluded: "/api/v1/contest/entries?status=excluded",
      unmarked: "/api/v1/contest/entries?status=unmarked",
    };
    for (const [key, path] of Object.entries(lists)) expect([key, await total(path)]).toEqual([key, counters[key]]);
  });
});
