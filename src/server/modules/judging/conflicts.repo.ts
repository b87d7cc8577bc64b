import type { Db } from "#server/db/database.ts";

/** Judges who can be given work: role judge, not deleted, with their declaration when they made one. */
export function activeJudges(db: Db, judgeId?: number) {
  const query = db
    .selectFrom("users")
    .leftJoin("judge_declarations", "judge_declarations.judge_id", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.full_name",
      "users.person_type",
      "judge_declarations.organisations_json",
      "judge_declarations.people_json",
      "judge_declarations.email_domains_json",
    ])
    .where("users.role", "=", "judge")
    .where("users.deleted_at", "is", null)
    .orderBy("users.id");
  return (judgeId === undefined ? query : query.where("users.id", "=", judgeId)).execute();
}

/** The edition's entries (or one of them) with their authors, for the conflict rules (never sent to a judge). */
export function entryAuthors(db: Db, editionId: number, entryId?: number) {
  const query = db
    .selectFrom("entries")
    .innerJoin("users", "users.id", "entries.user_id")
    .select(["entries.id as entry_id", "entries.code", "users.id", "users.email", "users.full_name", "users.person_type", "entries.conflict_judge_ids_json"])
    .where("entries.edition_id", "=", editionId)
    .orderBy("entries.id");
  return (entryId === undefined ? query : query.where("entries.id", "=", entryId)).execute();
}

export function storedConflicts(db: Db, filter: { judgeId?: number | undefined; contestantId?: number | undefined } = {}) {
  let query = db.selectFrom("judging_conflicts").select(["id", "judge_id", "contestant_id", "reason", "created_at"]);
  if (filter.judgeId) query = query.where("judge_id", "=", filter.judgeId);
  if (filter.contestantId) query = query.where("contestant_id", "=", filter.contestantId);
  return query.orderBy("id").execute();
}

export function insertConflict(db: Db, row: { judge_id: number; contestant_id: number; reason: string; created_by: number; created_at: string }) {
  return db.insertInto("judging_conflicts").values(row).returning("id").executeTakeFirstOrThrow();
}

export function findConflict(db: Db, id: number) {
  return db.selectFrom("judging_conflicts").selectAll().where("id", "=", id).executeTakeFirst();
}

export function deleteConflict(db: Db, id: number) {
  return db.deleteFrom("judging_conflicts").where("id", "=", id).execute();
}

export function findUsers(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom("users").select(["id", "full_name", "role", "deleted_at"]).where("id", "in", ids).execute() : Promise.resolve([]);
}

export function findDeclaration(db: Db, judgeId: number) {
  return db.selectFrom("judge_declarations").selectAll().where("judge_id", "=", judgeId).executeTakeFirst();
}

export async function upsertDeclaration(
  db: Db,
  row: { judge_id: number; organisations_json: string; people_json: string; email_domains_json: string; locale: "vi" | "en"; updated_at: string },
) {
  const { judge_id: _key, ...values } = row;
  await db
    .insertInto("judge_declarations")
    .values(row)
    .onConflict((oc) => oc.column("judge_id").doUpdateSet(values))
    .execute();
}

/** Remembers the language the judge uses, for their reminders; creates an empty declaration when none exists. */
export async function rememberLocale(db: Db, judgeId: number, locale: "vi" | "en", now: string) {
  await db
    .insertInto("judge_declarations")
    .values({ judge_id: judgeId, organisations_json: "[]", people_json: "[]", email_domains_json: "[]", locale, updated_at: now })
    .onConflict((oc) => oc.column("judge_id").doUpdateSet({ locale }))
    .execute();
}
