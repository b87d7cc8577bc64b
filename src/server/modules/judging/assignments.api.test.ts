import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgesByCode, judgingEntry, judgingStage, markBody } from "#server/testing/judging-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signedIn"]>>;
let admin: Person;
const judges: Person[] = [];
let corpJudge: Person;
let entries: Awaited<ReturnType<typeof judgingEntry>>[] = [];
let corpEntry: Awaited<ReturnType<typeof judgingEntry>>;
let excluded: Awaited<ReturnType<typeof judgingEntry>>;
const byId = (id: number) => [...judges, corpJudge].find((j) => j.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await judgingStage(t, seedEdition));
  for (let i = 0; i < 3; i += 1) judges.push(await t.signedIn("judge", { full_name: `Giám Khảo ${i}` }));
  corpJudge = await t.signedIn("judge", { full_name: "Giám Khảo Công Ty", email: "judge@corp-conflict.vn" });
  for (let i = 0; i < 5; i += 1) entries.push(await judgingEntry(t));
  corpEntry = await judgingEntry(t, { email: "staff@corp-conflict.vn" });
  excluded = await judgingEntry(t);
  await t.db.updateTable("entries").set({ status: "excluded", exclusion_reason: "Không hợp lệ" }).where("id", "=", excluded.id).execute();
  entries = [...entries, corpEntry];
});
afterAll(() => t.close());

const auto = (body: unknown = { round: "semi_final", seed: "test-seed" }) =>
  t.call("POST", "/api/v1/judging/assignments/auto", { headers: admin.headers, body, lang: "en" });

describe("automatic assignment", () => {
  it("gives every valid entry two judges, balanced, never a conflicted one nor an excluded entry; records the seed; audited", async () => {
    const run = await auto();
    expect(run.status).toBe(200);
    expect(run.json.data).toMatchObject({ round: "semi_final", seed: "test-seed", added: 12, short_codes: [], load_min: 3, load_max: 3 });
    const assigned = await judgesByCode(t, admin);
    expect([...assigned.keys()].sort()).toEqual(entries.map((e) => e.code).sort());
    for (const ids of assigned.values()) expect(new Set(ids).size).toBe(2);
    expect(assigned.get(corpEntry.code)).not.toContain(corpJudge.id);
    expect(assigned.has(excluded.code)).toBe(false);
    const stored = await t.db.selectFrom("judging_runs").select(["seed", "added", "created_by"]).execute();
    expect(stored).toEqual([{ seed: "test-seed", added: 12, created_by: admin.id }]);
    expect(await t.db.selectFrom("audit_events").select("action").where("action", "=", "judging.auto_assign").execute()).toHaveLength(1);
    const states = await t.db.selectFrom("judging_results").select("state").distinct().execute();
    expect(states).toEqual([{ state: "in_progress" }]);
  });

  it("is incremental: a second run adds nothing", async () => {
    const again = await auto({ round: "semi_final" });
    expect(again.json.data.added).toBe(0);
    expect(await t.db.selectFrom("judging_assignments").select("id").execute()).toHaveLength(12);
  });

  it("refuses the final round while semi-final scores are not final (422), and a bad body (400)", async () => {
    const open = {
      marking_starts_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      marking_deadline: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    };
    expect((await t.call("PUT", "/api/v1/judging/rounds/final", { headers: admin.headers, body: open })).status).toBe(200);
    const final = await auto({ round: "final" });
    expect(final.status).toBe(422);
    expect(final.json.message).toBe("The semi-final scores are not final yet, so finalists cannot be assigned.");
    expect((await auto({ round: "quarter" })).status).toBe(400);
  });
});

describe("blind marking", () => {
  const identities = () => [
    ...entries.flatMap((e) => [e.author.full_name, e.author.email, e.author.phone_number, e.author.id_number, e.fileName]),
    "hidden-author.test",
    "Tác Giả",
  ];

  it("shows a judge only codes, titles, files behind links and their own mark: no identity anywhere (whole bodies)", async () => {
    const assigned = await judgesByCode(t, admin);
    for (const judge of [...judges, corpJudge]) {
      const mine = [...assigned].filter(([, ids]) => ids.includes(judge.id)).map(([code]) => code);
      const bodies = [
        await t.call("GET", "/api/v1/judging/assignments", { headers: judge.headers }),
        await t.call("GET", "/api/v1/judging/progress", { headers: judge.headers }),
        ...(await Promise.all(mine.map((code) => t.call("GET", `/api/v1/judging/entries/${code}`, { headers: judge.headers })))),
      ];
      for (const body of bodies) {
        expect(body.status, body.text).toBe(200);
        for (const secret of identities()) expect(body.text).not.toContain(secret);
        expect(body.text).not.toMatch(/"(user_id|user|email|full_name|name|judge|author_id)"/);
      }
      const view = bodies[2]!.json.data;
      expect(view.files).toEqual([
        {
          id: expect.any(Number),
          kind: "essay",
          media_type: "application/pdf",
          bytes: 1234,
          url: expect.stringMatching(/^\/api\/v1\/contest\/files\/\d+\/content\?expires=/),
        },
      ]);
      expect(view.mark).toBeNull();
    }
  });

  it("refuses an unassigned judge with 403, reading and marking alike", async () => {
    const assigned = await judgesByCode(t, admin);
    const entry = entries[0]!;
    const outsider = judges.find((j) => !assigned.get(entry.code)!.includes(j.id))!;
    const read = await t.call("GET", `/api/v1/judging/entries/${entry.code}`, { headers: outsider.headers, lang: "en" });
    expect([read.status, read.json.message]).toEqual([403, "You are not assigned to mark this entry."]);
    expect((await t.call("PUT", `/api/v1/judging/marks/${entry.code}`, { headers: outsider.headers, body: markBody(10, 10, 10) })).status).toBe(403);
    expect((await t.call("GET", `/api/v1/judging/entries/NOPE`, { headers: outsider.headers })).status).toBe(403);
    expect(await t.db.selectFrom("judging_marks").select("id").execute()).toEqual([]);
  });

  it("never shows a judge another judge's mark or name, before or after their own", async () => {
    const entry = entries[1]!;
    const [first, second] = (await judgesByCode(t, admin)).get(entry.code)!.map(byId);
    expect(
      (await t.call("PUT", `/api/v1/judging/marks/${entry.code}`, { headers: first!.headers, body: { ...markBody(21, 22, 23), comment: "Rất tốt" } })).status,
    ).toBe(200);
    const seen = await t.call("GET", `/api/v1/judging/entries/${entry.code}`, { headers: second!.headers });
    expect(seen.json.data.mark).toBeNull();
    expect(seen.text).not.toContain("Rất tốt");
    expect(seen.text).not.toContain(first!.email);
    // The other judge's total (21 + 22 + 23) is in no field; the text may hold "66" inside a signed link's random token.
    expect(jsonValues(seen.json).map(String)).not.toContain("66");
  });
});

describe("conflicts of interest", () => {
  it("lists derived and administrators' conflicts with source and reason; a new one releases the judge's open assignment", async () => {
    const list = await t.call("GET", "/api/v1/judging/conflicts", { headers: admin.headers, lang: "en" });
    expect(list.json.data).toContainEqual(
      expect.objectContaining({
        id: null,
        judge: { id: corpJudge.id, full_name: "Giám Khảo Công Ty" },
        source: "automatic",
        entry_code: corpEntry.code,
        reason: "Same e-mail domain: corp-conflict.vn.",
      }),
    );
    const entry = entries[2]!;
    const judge = byId((await judgesByCode(t, admin)).get(entry.code)![0]!);
    const added = await t.call("POST", "/api/v1/judging/conflicts", {
      headers: admin.headers,
      body: { judge_id: judge.id, contestant_id: entry.userId, reason: "Đồng nghiệp cũ" },
    });
    expect(added.status).toBe(201);
    expect((await judgesByCode(t, admin)).get(entry.code)).not.toContain(judge.id);
    expect((await t.call("GET", `/api/v1/judging/entries/${entry.code}`, { headers: judge.headers })).status).toBe(403);
    expect(
      (
        await t.call("POST", "/api/v1/judging/conflicts", {
          headers: admin.headers,
          body: { judge_id: judge.id, contestant_id: entry.userId, reason: "Lần nữa" },
        })
      ).status,
    ).toBe(409);
    // The next run refills the entry with another judge.
    expect((await auto({ round: "semi_final" })).json.data.added).toBe(1);
    expect((await judgesByCode(t, admin)).get(entry.code)).toHaveLength(2);
    expect((await judgesByCode(t, admin)).get(entry.code)).not.toContain(judge.id);
    const removed = await t.call("DELETE", `/api/v1/judging/conflicts/${added.json.data.id}`, { headers: admin.headers });
    expect(removed.status).toBe(200);
    expect((await t.call("DELETE", `/api/v1/judging/conflicts/${added.json.data.id}`, { headers: admin.headers })).status).toBe(404);
  });

  it("a judge's declaration bars them from an entry they are already assigned (403 conflicted)", async () => {
    const entry = entries[3]!;
    const judge = byId((await judgesByCode(t, admin)).get(entry.code)![0]!);
    const saved = await t.call("PUT", "/api/v1/judging/declaration", {
      headers: judge.headers,
      body: { organisations: [], people: [entry.author.full_name.toUpperCase()], email_domains: [] },
    });
    expect(saved.status).toBe(200);
    const read = await t.call("GET", `/api/v1/judging/entries/${entry.code}`, { headers: judge.headers, lang: "en" });
    expect([read.status, read.json.message]).toEqual([403, "You have a conflict of interest with this entry, so you cannot mark it."]);
    const list = await t.call("GET", `/api/v1/judging/conflicts?judge_id=${judge.id}&source=judge`, { headers: admin.headers });
    expect(list.json.data.map((c: { contestant: { id: number } }) => c.contestant.id)).toEqual([entry.userId]);
  });
});

describe("manual assignment and removed judges", () => {
  it("assigns and unassigns by hand with a reason (audited); refuses a conflicted judge and an excluded entry", async () => {
    const entry = entries[4]!;
    const onIt = (await judgesByCode(t, admin)).get(entry.code)!;
    const free = [...judges, corpJudge].find((j) => !onIt.includes(j.id))!;
    const added = await t.call("POST", "/api/v1/judging/assignments", {
      headers: admin.headers,
      body: { round: "semi_final", entry_code: entry.code, judge_id: free.id, reason: "Cần thêm người" },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.json.data).toMatchObject({ code: entry.code, source: "manual", state: "pending", judge: { id: free.id, active: true } });
    expect(
      (
        await t.call("POST", "/api/v1/judging/assignments", {
          headers: admin.headers,
          body: { round: "semi_final", entry_code: entry.code, judge_id: free.id, reason: "Lần nữa" },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.call("POST", "/api/v1/judging/assignments", {
          headers: admin.headers,
          body: { round: "semi_final", entry_code: corpEntry.code, judge_id: corpJudge.id, reason: "Thử" },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await t.call("POST", "/api/v1/judging/assignments", {
          headers: admin.headers,
          body: { round: "semi_final", entry_code: excluded.code, judge_id: free.id, reason: "Thử" },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await t.call("POST", "/api/v1/judging/assignments", {
          headers: admin.headers,
          body: { round: "semi_final", entry_code: entry.code, judge_id: admin.id, reason: "Thử" },
        })
      ).status,
    ).toBe(422);
    // The entry's marking view lists the judge as assigned and not marked yet, so the page can offer to take it back.
    const pendingOf = async () =>
      (await t.call("GET", `/api/v1/judging/entries/${entry.code}/marks`, { headers: admin.headers })).json.data.pending as {
        assignment_id: number;
        judge: { id: number };
      }[];
    expect(await pendingOf()).toContainEqual({ assignment_id: added.json.data.id, judge: { id: free.id, full_name: expect.any(String) } });
    const gone = await t.call("DELETE", `/api/v1/judging/assignments/${added.json.data.id}`, { headers: admin.headers, body: { reason: "Nhầm" } });
    expect(gone.status).toBe(200);
    expect((await pendingOf()).map((p) => p.judge.id)).not.toContain(free.id);
    expect(await t.db.selectFrom("judging_assignments").select("id").where("id", "=", added.json.data.id).execute()).toEqual([]);
    const audit = await t.db
      .selectFrom("audit_events")
      .select(["action", "reason"])
      .where("action", "in", ["judging.assign", "judging.unassign"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "judging.assign", reason: "Cần thêm người" },
      { action: "judging.unassign", reason: "Nhầm" },
    ]);
  });

  it("a removed judge keeps submitted marks; their unmarked assignments return to the pool at the next run", async () => {
    const withMark = await t.db
      .selectFrom("judging_marks as m")
      .innerJoin("judging_assignments as a", "a.id", "m.assignment_id")
      .select("a.judge_id")
      .where("m.state", "=", "submitted")
      .executeTakeFirstOrThrow();
    const marked = byId(withMark.judge_id);
    const before = (await t.call("GET", "/api/v1/judging/assignments", { headers: marked.headers })).json.data as { code: string; state: string }[];
    const submitted = before.filter((a) => a.state === "submitted").map((a) => a.code);
    const open = before.filter((a) => a.state !== "submitted").map((a) => a.code);
    await t.db.updateTable("users").set({ deleted_at: t.clock.now().toISOString() }).where("id", "=", marked.id).execute();
    const run = await auto({ round: "semi_final" });
    expect(run.json.data.added).toBe(open.length);
    const after = await judgesByCode(t, admin);
    for (const code of open) expect(after.get(code)).not.toContain(marked.id);
    for (const code of submitted) expect(after.get(code)).toContain(marked.id);
    expect(submitted.length).toBe(1);
    expect(open.length).toBeGreaterThan(0);
    for (const [code, ids] of after) expect(ids.length, code).toBeGreaterThanOrEqual(2);
  });
});

/** Every scalar value of a JSON answer, at any depth. */
function jsonValues(value: unknown): unknown[] {
  return value !== null && typeof value === "object" ? Object.values(value).flatMap(jsonValues) : [value];
}
