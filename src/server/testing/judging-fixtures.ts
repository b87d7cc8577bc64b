import { createTestApp, type TestApp } from "./test-app.ts";

const TITLE = "Một ý tưởng cho thành phố biển: hội nghị xanh và du lịch bền vững quanh năm";
let made = 0;

/**
 * A submitted entry written straight into the database, with an author whose every identifying detail is
 * distinctive (so a test can assert none of it reaches a judge) and one ready essay file under a telling name.
 */
export async function judgingEntry(
  t: TestApp,
  fields: { email?: string; full_name?: string; person_type?: "person" | "organisation"; choice?: string; conflictJudgeIds?: number[] } = {},
) {
  made += 1;
  const n = String(made).padStart(4, "0");
  const now = t.clock.now().toISOString();
  const author = {
    full_name: fields.full_name ?? `Tác Giả Bí Mật ${n}`,
    email: fields.email ?? `secret.author.${n}@hidden-author.test`,
    phone_number: `+849000${n}`,
    id_number: `CCCD${n}77`,
  };
  const user = await t.db
    .insertInto("users")
    .values({
      ...author,
      role: "candidate",
      person_type: fields.person_type ?? "person",
      password_hash: "!",
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const edition = await t.db.selectFrom("contest_editions").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  const entry = await t.db
    .insertInto("entries")
    .values({
      user_id: user.id,
      edition_id: edition.id,
      code: `J${n}XYZ`,
      choice_answer: fields.choice ?? "A",
      title: TITLE,
      status: "submitted",
      locale: "vi",
      rules_accepted_at: now,
      submitted_at: now,
      conflict_judge_ids_json: JSON.stringify(fields.conflictJudgeIds ?? []),
    })
    .returning(["id", "code"])
    .executeTakeFirstOrThrow();
  const fileName = `${author.full_name} - CV và bài luận.pdf`;
  await t.db
    .insertInto("entry_files")
    .values({
      user_id: user.id,
      entry_id: entry.id,
      kind: "essay",
      state: "ready",
      upload_id: `upload-${n}`,
      file_id: `file-${n}`,
      original_file_id: `original-${n}`,
      name: fileName,
      media_type: "application/pdf",
      bytes: 1234,
      created_at: now,
      completed_at: now,
    })
    .execute();
  return { ...entry, userId: user.id, author, fileName };
}

export type Person = Awaited<ReturnType<TestApp["signedIn"]>>;
export type JudgingEntry = Awaited<ReturnType<typeof judgingEntry>>;

/** The edition seeded, the semi-final marking window open (an hour ago to ten days on), an administrator. */
export async function judgingStage(t: TestApp, seedEdition: (deps: TestApp["deps"]) => Promise<void>) {
  await seedEdition(t.deps);
  const admin = await t.signedIn("administrator");
  const now = t.clock.now().getTime();
  const window = { marking_starts_at: new Date(now - 3600_000).toISOString(), marking_deadline: new Date(now + 10 * 86_400_000).toISOString() };
  const saved = await t.call("PUT", "/api/v1/judging/rounds/semi_final", { headers: admin.headers, body: window });
  if (saved.status !== 200) throw new Error(`round settings: ${saved.text}`);
  return { admin, window };
}

/**
 * A fresh app at the `judgingStage`, with one judge per `judges` item (the fields of their account) and one
 * submitted entry per `choices` item (its answer; the seeded edition's right answer is B), made in that order.
 */
export async function judgingPanel(
  seedEdition: (deps: TestApp["deps"]) => Promise<void>,
  people: { judges: Parameters<TestApp["signedIn"]>[1][]; choices: string[] },
) {
  const t = await createTestApp();
  const { admin, window } = await judgingStage(t, seedEdition);
  const judges: Person[] = [];
  for (const fields of people.judges) judges.push(await t.signedIn("judge", fields));
  const entries: JudgingEntry[] = [];
  for (const choice of people.choices) entries.push(await judgingEntry(t, { choice }));
  return { t, admin, window, judges, entries };
}

/** Who marks which entry code, as the administrators' list says. */
export async function judgesByCode(t: TestApp, admin: Person): Promise<Map<string, number[]>> {
  const list = await t.call("GET", "/api/v1/judging/assignments?per_page=200", { headers: admin.headers });
  const map = new Map<string, number[]>();
  for (const a of list.json.data as { code: string; judge: { id: number } }[]) map.set(a.code, [...(map.get(a.code) ?? []), a.judge.id]);
  return map;
}

export const markBody = (creativity: number, communication: number, sustainability: number, submit = true) => ({
  creativity,
  communication,
  sustainability,
  submit,
});
