import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEntry, EntryView } from "#contracts/entry.ts";
import { entriesStage, type EntriesStage, type Person, TITLE } from "#server/testing/contest-client.ts";
import { pdfFixture } from "#server/testing/entry-fixtures.ts";

/**
 * The spec bars organising-committee staff and their relatives from entering: the contestant declares they are
 * neither when sending the entry (stored with its time, shown to administrators), and screening can exclude on
 * that ground, told to the contestant in their language.
 */
let stage: EntriesStage;
beforeAll(async () => {
  stage = await entriesStage();
});
afterAll(() => stage.t.close());

const body = { choice_answer: "B", title: TITLE, accept_rules: true };
const mailsTo = async (to: string) =>
  (await stage.t.db.selectFrom("jobs").select("payload").where("kind", "=", "mail.send").orderBy("id").execute())
    .map((job) => JSON.parse(job.payload))
    .filter((mail) => mail.to === to);

async function readyContestant(): Promise<Person> {
  const person = await stage.contestant();
  expect((await stage.upload(person, "essay", await pdfFixture())).sent.status).toBe(204);
  return person;
}

describe("the declaration that the contestant is neither staff nor a relative of staff", () => {
  let person: Person;
  let entry: EntryView;

  it("refuses an entry sent without it, in the contestant's language, and stores nothing", async () => {
    person = await readyContestant();
    const english = await stage.submit(person, body, "en");
    expect([english.status, english.json.details]).toEqual([
      400,
      [
        {
          path: "declare_not_staff",
          message: "Please declare that you are neither on the organising committee's staff nor a relative of its staff: they may not enter.",
        },
      ],
    ]);
    const vietnamese = await stage.submit(person, { ...body, declare_not_staff: false }, "vi");
    expect(vietnamese.status).toBe(400);
    expect(vietnamese.json.details[0].message).toMatch(/^Vui lòng cam kết bạn không phải là nhân viên ban tổ chức/);
    expect(await stage.t.db.selectFrom("entries").select("id").where("user_id", "=", person.id).execute()).toEqual([]);
  });

  it("stores when it was declared with the entry and shows it to administrators", async () => {
    const sent = await stage.submit(person, { ...body, declare_not_staff: true }, "vi");
    expect(sent.status, sent.text).toBe(201);
    entry = sent.json.data;
    const stored = await stage.t.db
      .selectFrom("entries")
      .select(["not_staff_declared_at", "submitted_at"])
      .where("id", "=", entry.id)
      .executeTakeFirstOrThrow();
    expect(stored.not_staff_declared_at).toBe(stored.submitted_at);
    const detail = await stage.t.call("GET", `/api/v1/contest/entries/${entry.id}`, { headers: stage.admin.headers });
    expect((detail.json.data as AdminEntry).not_staff_declared_at).toBe(stored.submitted_at);
  });

  it("lets screening exclude on the ground of staff or relative, told to the contestant in their language, a reason optional", async () => {
    const withoutGround = await stage.t.call("POST", `/api/v1/contest/entries/${entry.id}/exclude`, { headers: stage.admin.headers, body: {}, lang: "en" });
    expect([withoutGround.status, withoutGround.json.details]).toEqual([400, [{ path: "reason", message: "Please give a reason (3 to 1000 characters)." }]]);
    const excluded = await stage.t.call("POST", `/api/v1/contest/entries/${entry.id}/exclude`, {
      headers: stage.admin.headers,
      body: { ground: "staff_or_relative" },
      lang: "en",
    });
    expect(excluded.status, excluded.text).toBe(200);
    // The entry was sent in Vietnamese: the contestant reads the ground in Vietnamese, on their page and in the e-mail.
    const ground = "Thí sinh là nhân viên ban tổ chức hoặc người thân của nhân viên ban tổ chức; thể lệ không cho phép những người này dự thi.";
    expect((excluded.json.data as AdminEntry).exclusion_reason).toBe(ground);
    const mine = await stage.t.call("GET", "/api/v1/contest/entry", { headers: person.headers });
    expect(mine.json.data).toMatchObject({ status: "excluded", exclusion_reason: ground });
    expect((await mailsTo(person.email)).at(-1).text).toContain(`Lý do: ${ground}`);
    const audit = await stage.t.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "contest.entry_exclude")
      .where("subject", "=", `entry:${entry.id}`)
      .executeTakeFirstOrThrow();
    expect([audit.reason, JSON.parse(audit.after_json ?? "{}").ground]).toEqual([ground, "staff_or_relative"]);
  });

  it("adds the administrator's reason after the ground's words, in English for an entry sent in English", async () => {
    const other = await readyContestant();
    const sent = await stage.submit(other, { ...body, declare_not_staff: true }, "en");
    const res = await stage.t.call("POST", `/api/v1/contest/entries/${sent.json.data.id}/exclude`, {
      headers: stage.admin.headers,
      body: { ground: "staff_or_relative", reason: "Son of the jury's secretary." },
    });
    expect((res.json.data as AdminEntry).exclusion_reason).toBe(
      "The contestant is on the organising committee's staff or a relative of its staff, whom the rules bar from entering. Son of the jury's secretary.",
    );
  });
});
