import { expect, test } from "./fixtures.ts";
import { e2eDatabase } from "./support.ts";

/**
 * The isolation the other specs rely on: a spec with `ownInstallation` runs against a server and database of its
 * own, so what it changes (here the edition's phase) is not seen by the shared server's tests, and the factories
 * make data on whichever installation the test uses.
 */
const submissionsClose = () => {
  const db = e2eDatabase({ readOnly: true });
  try {
    return (db.prepare("select submission_closes_at from contest_editions order by id desc limit 1").get() as { submission_closes_at: string })
      .submission_closes_at;
  } finally {
    db.close();
  }
};

test.describe("an own installation", () => {
  test.use({ ownInstallation: true });

  test("has its own server and database: its edition moves, the shared one does not", async ({ baseURL, installation, editionAt, request }) => {
    expect(baseURL).toBe(installation.url);
    expect(installation.dataDir).not.toBe(process.env.E2E_DATA_DIR);
    editionAt("submission_closes_at");
    expect(new Date(submissionsClose()).getTime()).toBeLessThan(Date.now());
    const window = (await (await request.get("/api/v1/contest/edition")).json()).data;
    expect(new Date(window.submission_closes_at).getTime()).toBeLessThan(Date.now());
  });
});

test("the shared installation keeps its own edition", async ({ baseURL, installation, contestantWithEntry, judgeWithAssignments }) => {
  expect(installation.url).toBe(baseURL);
  expect(installation.dataDir).toBe(process.env.E2E_DATA_DIR);
  expect(new Date(submissionsClose()).getTime()).toBeGreaterThan(Date.now());
  const entry = await contestantWithEntry();
  const judge = await judgeWithAssignments([entry.code]);
  const mine = await (await fetch(`${baseURL}/api/v1/judging/assignments?round=semi_final`, { headers: judge.headers })).json();
  expect(mine.data.map((row: { code: string }) => row.code)).toEqual([entry.code]);
});
