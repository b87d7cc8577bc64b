import type { Db } from "#server/db/database.ts";

export function findVote(db: Db, editionId: number) {
  return db.selectFrom("jury_votes").selectAll().where("edition_id", "=", editionId).executeTakeFirst();
}

export async function openVote(db: Db, editionId: number, candidates: number[], now: string) {
  await db.deleteFrom("jury_ballots").where("edition_id", "=", editionId).execute();
  await db.deleteFrom("jury_votes").where("edition_id", "=", editionId).execute();
  await db
    .insertInto("jury_votes")
    .values({ edition_id: editionId, candidates_json: JSON.stringify(candidates), opened_at: now, closed_at: null, closed_by: null })
    .execute();
}

/** The vote of a withdrawn final confirmation (no ballots yet): it opens again with the next confirmation. */
export async function removeVote(db: Db, editionId: number) {
  await db.deleteFrom("jury_votes").where("edition_id", "=", editionId).execute();
}

export async function closeVote(db: Db, editionId: number, actorId: number, now: string) {
  await db.updateTable("jury_votes").set({ closed_at: now, closed_by: actorId }).where("edition_id", "=", editionId).execute();
}

/** Ballots by submission id (the order juror codes are given in); never with the juror in the results. */
export function listBallots(db: Db, editionId: number) {
  return db.selectFrom("jury_ballots").select(["id", "juror_id", "ranking_json", "submitted_at"]).where("edition_id", "=", editionId).orderBy("id").execute();
}

export function findBallot(db: Db, editionId: number, jurorId: number) {
  return db
    .selectFrom("jury_ballots")
    .select(["ranking_json", "submitted_at"])
    .where("edition_id", "=", editionId)
    .where("juror_id", "=", jurorId)
    .executeTakeFirst();
}

export async function saveBallot(db: Db, row: { edition_id: number; juror_id: number; ranking_json: string; submitted_at: string }) {
  await db
    .insertInto("jury_ballots")
    .values(row)
    .onConflict((oc) => oc.columns(["edition_id", "juror_id"]).doUpdateSet({ ranking_json: row.ranking_json, submitted_at: row.submitted_at }))
    .execute();
}

export function isMember(db: Db, editionId: number, userId: number) {
  return db.selectFrom("jury_members").select("id").where("edition_id", "=", editionId).where("user_id", "=", userId).executeTakeFirst();
}

/** Active judges with whether they sit on the edition's jury and have voted. */
export function judgesWithJury(db: Db, editionId: number) {
  return db
    .selectFrom("users as u")
    .leftJoin("jury_members as m", (join) => join.onRef("m.user_id", "=", "u.id").on("m.edition_id", "=", editionId))
    .leftJoin("jury_ballots as b", (join) => join.onRef("b.juror_id", "=", "u.id").on("b.edition_id", "=", editionId))
    .select(["u.id", "u.full_name", "u.email", "m.id as member_id", "b.id as ballot_id"])
    .where("u.role", "=", "judge")
    .where("u.deleted_at", "is", null)
    .orderBy("u.full_name")
    .orderBy("u.id")
    .execute();
}

export async function addMember(db: Db, row: { edition_id: number; user_id: number; added_by: number; added_at: string }) {
  await db
    .insertInto("jury_members")
    .values(row)
    .onConflict((oc) => oc.columns(["edition_id", "user_id"]).doNothing())
    .execute();
}

export async function removeMember(db: Db, editionId: number, userId: number) {
  await db.deleteFrom("jury_members").where("edition_id", "=", editionId).where("user_id", "=", userId).execute();
}

export async function countMembers(db: Db, editionId: number) {
  const row = await db
    .selectFrom("jury_members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("edition_id", "=", editionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
