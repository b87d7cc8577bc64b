import { sql } from "kysely";
import type { EntryMarkingState } from "#contracts/judging.ts";
import type { Db } from "#server/db/database.ts";
import type { JudgingRoundName } from "#server/db/schema-judging-draw.ts";
import { roundCode } from "./assignments.repo.ts";

/**
 * Per judge and round: assignments by mark state (valid entries only), read off the counters the judging triggers
 * keep (migration 0037): one row per judge and round, whatever the number of assignments.
 */
export function loadsByJudge(db: Db, editionId: number, filter: { round?: JudgingRoundName; judgeId?: number }) {
  let query = db
    .selectFrom("judging_loads")
    .select(["judge_id", "round", "assigned", "submitted", "drafts"])
    .where("edition_id", "=", editionId)
    .where("assigned", ">", 0);
  if (filter.round) query = query.where("round", "=", filter.round);
  if (filter.judgeId) query = query.where("judge_id", "=", filter.judgeId);
  return query.execute();
}

/** Judges to list in the overview: active ones and any other who holds assignments in the round. */
export function judgesOfRound(db: Db, editionId: number, round: JudgingRoundName) {
  return db
    .selectFrom("users")
    .select(["id", "full_name", "email"])
    .where((eb) =>
      eb.or([
        eb.and([eb("role", "=", "judge"), eb("deleted_at", "is", null)]),
        eb("id", "in", eb.selectFrom("judging_assignments").select("judge_id").where("edition_id", "=", editionId).where("round", "=", round)),
      ]),
    )
    .orderBy("full_name")
    .orderBy("id")
    .execute();
}

/** Valid entries of the edition with their standing in the round (none when never assigned). */
export function entryStandings(db: Db, editionId: number, round: JudgingRoundName, state?: EntryMarkingState) {
  let query = db
    .selectFrom("entries as e")
    .leftJoin("judging_results as r", (join) => join.onRef("r.entry_id", "=", "e.id").on("r.round", "=", round))
    .select([
      "e.id",
      sql<string>`case when ${round} = 'final' then coalesce(e.final_code, e.code) else e.code end`.as("code"),
      "e.title",
      "r.state",
      "r.choice_points",
      "r.essay_halves",
      "r.total_halves",
    ])
    .where("e.edition_id", "=", editionId)
    .where("e.status", "!=", "excluded");
  if (state === "unassigned") query = query.where((eb) => eb.or([eb("r.state", "is", null), eb("r.state", "=", "unassigned")]));
  else if (state) query = query.where("r.state", "=", state);
  return query;
}

/** Submitted totals of the round, by entry then assignment, with the judge. */
export function submittedMarks(db: Db, editionId: number, round: JudgingRoundName) {
  return db
    .selectFrom("judging_marks as m")
    .innerJoin("judging_assignments as a", "a.id", "m.assignment_id")
    .innerJoin("entries as e", "e.id", "a.entry_id")
    .innerJoin("users as j", "j.id", "a.judge_id")
    .select([
      "a.id as assignment_id",
      "a.entry_id",
      "a.source",
      roundCode.as("code"),
      "a.judge_id",
      "j.full_name as judge_name",
      "j.email as judge_email",
      "m.creativity",
      "m.communication",
      "m.sustainability",
      "m.total",
      "m.comment",
      "m.state",
      "m.submitted_at",
    ])
    .where("a.edition_id", "=", editionId)
    .where("a.round", "=", round)
    .where("e.status", "!=", "excluded")
    .orderBy("e.id")
    .orderBy("a.id")
    .execute();
}

/** Active judges, and anyone else named (judges who left but hold assignments): two indexed look-ups, no scan. */
export async function judgesOrNamed(db: Db, ids: number[]) {
  const active = await db.selectFrom("users").select(["id", "full_name"]).where("role", "=", "judge").where("deleted_at", "is", null).execute();
  const missing = ids.filter((id) => !active.some((judge) => judge.id === id));
  const named = missing.length ? await db.selectFrom("users").select(["id", "full_name"]).where("id", "in", missing).execute() : [];
  return [...active, ...named].sort((a, b) => a.full_name.localeCompare(b.full_name) || a.id - b.id);
}
