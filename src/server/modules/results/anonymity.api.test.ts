import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markRound, publishSemiFinal, resultsStage, type ResultsStage } from "#server/testing/results-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * Anonymity across rounds (issue 24, probe item 3; docs/judging.md "Who can see what"): between the semi-final's
 * publication and the final's, nothing public puts a contestant's name next to anything a final-round judge can
 * read of an entry, directly or through a chain of public answers. The worst case is staged: every contestant
 * consents to their name being shown, and the judge marked every entry in both rounds and sits on the jury.
 */
let t: TestApp;
let stage: ResultsStage;
const publicAnswers: unknown[] = [];
const judgeAnswers: unknown[] = [];

type Scalar = string | number;

/** Every object and array of a JSON value, each with its own scalar members (strings and numbers). */
function containers(value: unknown, out: Scalar[][] = []): Scalar[][] {
  if (value === null || typeof value !== "object") return out;
  const members = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  out.push(members.filter((m): m is Scalar => typeof m === "string" || typeof m === "number"));
  for (const member of members) containers(member, out);
  return out;
}

/** Values that sit together in some public object or array are linked; links chain (union–find over the values). */
function linkedTo(answers: unknown[], start: Scalar): Set<Scalar> {
  const parent = new Map<Scalar, Scalar>();
  const root = (x: Scalar): Scalar => {
    while (parent.has(x) && parent.get(x) !== x) x = parent.get(x)!;
    return x;
  };
  for (const members of answers.flatMap((answer) => containers(answer))) {
    for (const member of members) if (!parent.has(member)) parent.set(member, member);
    for (const member of members.slice(1)) parent.set(root(member), root(members[0]!));
  }
  return new Set([...parent.keys()].filter((x) => root(x) === root(start)));
}

const get = async (path: string, headers: Record<string, string> = {}, lang = "vi") => {
  const res = await t.call("GET", `/api/v1${path}`, { headers, lang });
  return { path, status: res.status, body: res.json };
};

beforeAll(async () => {
  t = await createTestApp();
  stage = await resultsStage(t, { entries: 4, semiFinalCount: 3, juryVoteCount: 2 });
  // Distinct titles and file sizes, so that each is an identifier a judge could use.
  for (const [i, entry] of stage.entries.entries()) {
    await t.db
      .updateTable("entries")
      .set({ publish_name: 1, title: `Ý tưởng riêng số ${i + 1}: một trung tâm hội nghị xanh cho thành phố biển` })
      .where("id", "=", entry.id)
      .execute();
    await t.db
      .updateTable("entry_files")
      .set({ bytes: 200_000 + 1_000 * i })
      .where("entry_id", "=", entry.id)
      .execute();
  }
  await markRound(t, stage, "semi_final", (i) => 10 + i);
  await publishSemiFinal(t, stage);
  await markRound(t, stage, "final", (i) => 20 - i);
  const admin = { headers: stage.admin.headers };
  const judge = stage.judges[0]!;
  await t.call("PUT", `/api/v1/jury/members/${judge.id}`, { ...admin, body: { jury: true } });
  for (const step of ["/results/final/compute", "/results/final/confirm"]) expect((await t.call("POST", `/api/v1${step}`, admin)).status).toBe(200);

  // Everything public, in both languages.
  for (const lang of ["vi", "en"]) {
    for (const path of [
      "/results/semi-final",
      "/results/final",
      "/results/record",
      "/results/record?stage=semi_final",
      "/results/record?stage=final",
      "/prize",
      "/contest/edition",
    ])
      publicAnswers.push(await get(path, {}, lang));
  }
  // Everything the final-round judge (also a semi-final judge of every entry, and a juror) can read.
  const assignments = await get("/judging/assignments?per_page=200", judge.headers);
  judgeAnswers.push(
    assignments,
    await get("/judging/progress", judge.headers),
    await get("/judging/rounds", judge.headers),
    await get("/jury/ballot", judge.headers),
  );
  for (const a of assignments.body.data as { code: string; round: string }[])
    judgeAnswers.push(await get(`/judging/entries/${a.code}?round=${a.round}`, judge.headers));
});
afterAll(() => t.close());

describe("before the final results are published", () => {
  it("the judge reads each entry under a different code in each round, and the public names every consenting finalist", async () => {
    const rows = (judgeAnswers[0] as { body: { data: { code: string; round: string }[] } }).body.data;
    expect(rows.filter((a) => a.round === "final")).toHaveLength(3);
    const semiCodes = new Set(rows.filter((a) => a.round === "semi_final").map((a) => a.code));
    for (const a of rows.filter((a) => a.round === "final")) expect(semiCodes.has(a.code)).toBe(false);
    const semiFinal = publicAnswers[0] as { status: number; body: { data: { names: string[] } } };
    expect(semiFinal.status).toBe(200);
    expect(semiFinal.body.data.names).toHaveLength(3);
  });

  it("no identifier links a public name to anything the final-round judge can read", () => {
    const judgeValues = new Set(judgeAnswers.flatMap((answer) => containers(answer).flat()));
    const names = stage.entries.map((entry) => entry.author.full_name);
    expect(JSON.stringify(judgeAnswers)).not.toMatch(/Tác Giả Bí Mật/);
    for (const name of names) {
      const leaks = [...linkedTo(publicAnswers, name)].filter((value) => judgeValues.has(value));
      expect({ name, leaks }).toEqual({ name, leaks: [] });
    }
  });

  it("nothing public carries a final code, a title or a file's size", () => {
    const text = JSON.stringify(publicAnswers);
    const finalRows = (judgeAnswers[0] as { body: { data: { code: string; round: string; title: string }[] } }).body.data.filter((a) => a.round === "final");
    for (const row of finalRows) expect([text.includes(row.code), text.includes(row.title)]).toEqual([false, false]);
    for (const i of stage.entries.keys()) expect(text).not.toContain(String(200_000 + 1_000 * i));
  });
});
