import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadLimits } from "#contracts/contest.ts";
import type { AdminEntry, EntryView } from "#contracts/entry.ts";
import { pdfFixture } from "#server/testing/entry-fixtures.ts";
import { contestClient } from "#server/testing/contest-client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { seedEdition } from "./edition.service.ts";

/**
 * The edition's own title limits (10 to 20 characters here, not the usual 50 to 200), the draft's memory of the
 * rules acceptance, exclusion with its e-mail and restoration, and the administrators' accent-free search.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
type Person = Awaited<ReturnType<TestApp["signedIn"]>>;

const limits: UploadLimits = {
  title_min: 10,
  title_max: 20,
  essay_max_bytes: 64 * 1024,
  image_max_bytes: 16 * 1024,
  image_max_count: 2,
  video_max_bytes: 32 * 1024,
  video_max_count: 1,
  draft_max_bytes: 400 * 1024,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  await t.db
    .updateTable("contest_editions")
    .set({ limits_json: JSON.stringify(limits) })
    .execute();
  admin = await t.signedIn("administrator");
});
afterAll(() => t.close());

let people = 0;
async function contestant(fields: Parameters<TestApp["signedIn"]>[1] = {}) {
  people += 1;
  const person = await t.signedIn("candidate", {
    birth_date: "1990-05-01",
    phone_number: `+8493${String(people).padStart(7, "0")}`,
    nation: "VN",
    person_type: "person",
    ...fields,
  });
  expect((await contestClient(t).upload(person, "essay", await pdfFixture())).sent.status).toBe(204);
  return person;
}

const submit = (person: Person, title: string, lang = "en") =>
  t.call("POST", "/api/v1/contest/entry", { headers: person.headers, body: { choice_answer: "A", title, accept_rules: true, declare_not_staff: true }, lang });

async function entryOf(person: Person, title: string, lang = "en"): Promise<EntryView> {
  const res = await submit(person, title, lang);
  expect(res.status, res.text).toBe(201);
  return res.json.data;
}

const mails = async (to: string) =>
  (await t.db.selectFrom("jobs").select("payload").where("kind", "=", "mail.send").orderBy("id").execute())
    .map((job) => JSON.parse(job.payload))
    .filter((mail) => mail.to === to);

describe("the edition's title limits", () => {
  it("refuses a title outside the edition's limits, naming them, and accepts one inside (the usual 50-200 would refuse it)", async () => {
    const person = await contestant();
    const long = await submit(person, "Một tiêu đề dài hơn hai mươi ký tự");
    expect(long.status).toBe(400);
    expect(long.json.details).toContainEqual({ path: "title", message: "The title must be 10 to 20 characters long." });
    const short = await submit(person, "Ngắn quá", "vi");
    expect(short.json.details).toContainEqual({ path: "title", message: "Tiêu đề phải có từ 10 đến 20 ký tự." });
    expect(await t.db.selectFrom("entries").select("id").where("user_id", "=", person.id).execute()).toEqual([]);
    const entry = await entryOf(person, "Cảng biển xanh");
    const stored = await t.db.selectFrom("entries").select(["title", "status"]).where("id", "=", entry.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Cảng biển xanh", status: "submitted" });
  });

  it("saves a draft title only within the edition's maximum", async () => {
    const person = await contestant();
    const refused = await t.call("PUT", "/api/v1/contest/draft", { headers: person.headers, body: { title: "x".repeat(21) } });
    expect(refused.status).toBe(400);
    expect((await t.db.selectFrom("entry_drafts").select("title").where("user_id", "=", person.id).executeTakeFirst())?.title ?? null).toBeNull();
  });
});

describe("the draft keeps the rules acceptance", () => {
  it("stores the tick and gives it back, and a later save without it keeps it", async () => {
    const person = await contestant();
    const saved = await t.call("PUT", "/api/v1/contest/draft", { headers: person.headers, body: { choice_answer: "C", accept_rules: true } });
    expect(saved.status).toBe(200);
    expect(saved.json.data.accept_rules).toBe(true);
    expect((await t.db.selectFrom("entry_drafts").select("rules_accepted").where("user_id", "=", person.id).executeTakeFirstOrThrow()).rules_accepted).toBe(1);
    const again = await t.call("PUT", "/api/v1/contest/draft", { headers: person.headers, body: { title: "Tiêu đề nháp" } });
    expect(again.json.data).toMatchObject({ accept_rules: true, choice_answer: "C", title: "Tiêu đề nháp" });
    const unticked = await t.call("PUT", "/api/v1/contest/draft", { headers: person.headers, body: { accept_rules: false } });
    expect(unticked.json.data.accept_rules).toBe(false);
  });
});

describe("excluding and restoring an entry", () => {
  let person: Person;
  let entry: EntryView;
  beforeAll(async () => {
    person = await contestant({ full_name: "Phạm Thu Hà" });
    entry = await entryOf(person, "Làng chài du lịch", "vi");
  });

  it("excludes with a reason, audited, and e-mails the contestant in the language they entered in", async () => {
    const res = await t.call("POST", `/api/v1/contest/entries/${entry.id}/exclude`, {
      headers: admin.headers,
      body: { reason: "Bài có tên tác giả" },
      lang: "en",
    });
    expect(res.status).toBe(200);
    const [, excluded] = await mails(person.email);
    expect(excluded).toMatchObject({ subject: `Bài dự thi của bạn đã bị loại (${entry.code})` });
    expect(excluded.text).toContain("Lý do: Bài có tên tác giả");
    expect(excluded.text).toContain("Xin chào Phạm Thu Hà");
  });

  it("restores with a reason: back to unmarked, exclusion cleared, audited, contestant told", async () => {
    const refused = await t.call("POST", `/api/v1/contest/entries/${entry.id}/restore`, { headers: admin.headers, body: { reason: "" }, lang: "en" });
    expect([refused.status, refused.json.details]).toEqual([400, [{ path: "reason", message: "Please give a reason (3 to 1000 characters)." }]]);
    const res = await t.call("POST", `/api/v1/contest/entries/${entry.id}/restore`, {
      headers: admin.headers,
      body: { reason: "Tên là của nhân vật lịch sử" },
      lang: "en",
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("The entry was restored.");
    expect(res.json.data as AdminEntry).toMatchObject({ status: "submitted", exclusion_reason: null, excluded_at: null });
    const stored = await t.db
      .selectFrom("entries")
      .select(["status", "excluded_at", "excluded_by", "exclusion_reason"])
      .where("id", "=", entry.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "submitted", excluded_at: null, excluded_by: null, exclusion_reason: null });
    const audit = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "contest.entry_restore").executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: admin.id, subject: `entry:${entry.id}`, reason: "Tên là của nhân vật lịch sử" });
    expect(JSON.parse(audit.before_json ?? "{}")).toEqual({ status: "excluded", exclusion_reason: "Bài có tên tác giả" });
    const restored = (await mails(person.email)).at(-1);
    expect(restored.subject).toBe(`Bài dự thi của bạn đã được khôi phục (${entry.code})`);
  });

  it("refuses to restore an entry that is not excluded (409) and changes nothing", async () => {
    const before = await t.db.selectFrom("audit_events").select("id").execute();
    const res = await t.call("POST", `/api/v1/contest/entries/${entry.id}/restore`, { headers: admin.headers, body: { reason: "encore" }, lang: "en" });
    expect([res.status, res.json.message]).toEqual([409, "This entry is not excluded."]);
    expect(await t.db.selectFrom("audit_events").select("id").execute()).toHaveLength(before.length);
    expect((await t.call("POST", `/api/v1/contest/entries/999999/restore`, { headers: admin.headers, body: { reason: "encore" } })).status).toBe(404);
  });
});

describe("administrators' search, accents and case ignored", () => {
  let tran: Person;
  let entry: EntryView;
  beforeAll(async () => {
    tran = await contestant({ full_name: "Trần Thị Đào", email: "dao.tran@example.vn", phone_number: "+84977123456" });
    entry = await entryOf(tran, "Đêm hội trên biển");
    await t.signedIn("candidate", { full_name: "Trương Văn Bình", email: "binh@example.vn" });
  });

  const entryIds = async (q: string) =>
    ((await t.call("GET", `/api/v1/contest/entries?q=${encodeURIComponent(q)}`, { headers: admin.headers })).json.data as AdminEntry[]).map((e) => e.id);
  const examineeNames = async (q: string) =>
    ((await t.call("GET", `/api/v1/contest/examinees?q=${encodeURIComponent(q)}`, { headers: admin.headers })).json.data as { full_name: string }[]).map(
      (e) => e.full_name,
    );

  it("finds entries by the contestant's name without accents, e-mail, phone, entry code and title", async () => {
    for (const q of ["tran thi dao", "TRAN THI", "dao.tran@EXAMPLE", "0977 123 456", "+84977123456", entry.code.toLowerCase(), "dem hoi tren bien"]) {
      expect(await entryIds(q), q).toEqual([entry.id]);
    }
    expect(await entryIds("tran van")).toEqual([]);
  });

  it("finds examinees the same way, entry code included, and lists who they are", async () => {
    expect(await examineeNames("tran thi")).toEqual(["Trần Thị Đào"]);
    expect(await examineeNames(entry.code)).toEqual(["Trần Thị Đào"]);
    expect(await examineeNames("truong van binh")).toEqual(["Trương Văn Bình"]);
    const none = await t.call("GET", "/api/v1/contest/examinees?status=none&q=binh%40example", { headers: admin.headers });
    expect(none.json.data).toEqual([expect.objectContaining({ full_name: "Trương Văn Bình", email: "binh@example.vn", entry_id: null, entry_status: null })]);
  });

  it("stores the folded search text of the entry", async () => {
    const row = await t.db.selectFrom("entries").select("search_text").where("id", "=", entry.id).executeTakeFirstOrThrow();
    expect(row.search_text).toBe(`${entry.code.toLowerCase()}\ndem hoi tren bien`);
  });
});
