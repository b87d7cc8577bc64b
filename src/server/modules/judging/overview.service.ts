import {
  FEW_MARKS,
  judgingRounds,
  type EntryScoresQuery,
  type JudgeProgress,
  type JudgingOverview,
  type JudgingRound,
  type MarksSummary,
} from "#contracts/judging.ts";
import type { Edition } from "#contracts/contest.ts";
import type { Locale } from "#contracts/locale.ts";
import { fromHalves, spread, zScore } from "#domain/judging-score.ts";
import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { confirmedFinalists } from "#server/modules/results/index.ts";
import { lastRun, roundPairs } from "./assignments.repo.ts";
import { toRun } from "./assignments.service.ts";
import { rememberJudgeLocale } from "./conflicts.service.ts";
import * as repo from "./overview.repo.ts";
import { roundsOf } from "./rounds.service.ts";

/** A judge's home: per round, the window and how far they are; remembers their language for reminders. */
export async function judgeProgress(deps: Deps, judgeId: number, locale: Locale): Promise<JudgeProgress> {
  await rememberJudgeLocale(deps, judgeId, locale);
  const edition = await currentEdition(deps);
  const rounds = await roundsOf(deps, deps.db, edition);
  const loads = await repo.loadsByJudge(deps.db, edition.id, { judgeId });
  return {
    rounds: judgingRounds.map((round) => {
      const load = loads.find((l) => l.round === round);
      const assigned = Number(load?.assigned ?? 0);
      const submitted = Number(load?.submitted ?? 0);
      return {
        ...rounds[round],
        assigned,
        drafts: Number(load?.drafts ?? 0),
        submitted,
        overdue: rounds[round].window === "closed" ? assigned - submitted : 0,
      };
    }),
  };
}

/**
 * Where each entry of a round stands: every valid entry in the semi-final; in the final only the finalists of the
 * confirmed semi-final ranking (none before it), so entries that did not reach the final never count as unassigned.
 */
async function roundStandings(db: Db, edition: Edition, round: JudgingRound) {
  const standings = await repo.entryStandings(db, edition.id, round).execute();
  if (round === "semi_final") return standings;
  const finalists = new Set(await confirmedFinalists(db, edition.id, edition.semi_final_count));
  return standings.filter((standing) => finalists.has(standing.id));
}

/** The administrators' judging panel for one round. */
export async function judgingOverview(deps: Deps, round: JudgingRound): Promise<JudgingOverview> {
  const { db } = deps;
  const edition = await currentEdition(deps);
  const settings = (await roundsOf(deps, db, edition))[round];
  const loads = new Map((await repo.loadsByJudge(db, edition.id, { round })).map((l) => [l.judge_id, l]));
  const judges = (await repo.judgesOfRound(db, edition.id, round)).map((judge) => {
    const assigned = Number(loads.get(judge.id)?.assigned ?? 0);
    const submitted = Number(loads.get(judge.id)?.submitted ?? 0);
    return { ...judge, assigned, submitted, overdue: settings.window === "closed" ? assigned - submitted : 0 };
  });
  const standings = await roundStandings(db, edition, round);
  const count = (state: string) => standings.filter((s) => (s.state ?? "unassigned") === state).length;
  const waiting = standings.filter((s) => s.state === "needs_third").map((s) => s.id);
  const pairs = await roundPairs(db, edition.id, round);
  const marks = await repo.submittedMarks(db, edition.id, round);
  const run = await lastRun(db, edition.id, round);
  return {
    round: settings,
    disagreement_threshold: edition.disagreement_threshold,
    judges,
    entries: {
      valid: standings.length,
      unassigned: count("unassigned"),
      in_progress: count("in_progress"),
      needs_third: waiting.length,
      marked: count("marked"),
    },
    needing_third: waiting.map((entryId) => ({
      entry_id: entryId,
      code: standings.find((s) => s.id === entryId)!.code,
      totals: marks.filter((m) => m.entry_id === entryId && m.state === "submitted").map((m) => m.total),
      third_assigned: pairs.filter((p) => p.entry_id === entryId).length >= 3,
    })),
    last_run: run ? toRun(run) : null,
  };
}

/** Entries of a round with their marking state and, once final, their scores; paged. */
export async function entryScores(deps: Deps, query: EntryScoresQuery) {
  const { db } = deps;
  const edition = await currentEdition(deps);
  const base = repo.entryStandings(db, edition.id, query.round, query.state);
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy("e.id")
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  const pairs = await roundPairs(db, edition.id, query.round);
  return {
    data: rows.map((row) => {
      const own = pairs.filter((p) => p.entry_id === row.id);
      return {
        entry_id: row.id,
        code: row.code,
        title: row.title,
        round: query.round,
        state: row.state ?? "unassigned",
        judges_assigned: own.length,
        marks_submitted: own.filter((p) => p.mark_state === "submitted").length,
        choice_points: row.choice_points ?? 0,
        essay_score: row.essay_halves == null ? null : fromHalves(row.essay_halves),
        total: row.total_halves == null ? null : fromHalves(row.total_halves),
      };
    }),
    current_page: query.page,
    total: Number(total),
    per_page: query.per_page,
  };
}

/** Per judge: count, mean and spread of submitted totals (flagged under FEW_MARKS); each total's z-score. */
export async function marksSummary(deps: Deps, round: JudgingRound): Promise<MarksSummary> {
  const edition = await currentEdition(deps);
  const marks = (await repo.submittedMarks(deps.db, edition.id, round)).filter((m) => m.state === "submitted");
  const byJudge = new Map<number, { name: string; totals: number[] }>();
  for (const mark of marks) {
    const judge = byJudge.get(mark.judge_id) ?? { name: mark.judge_name, totals: [] };
    judge.totals.push(mark.total);
    byJudge.set(mark.judge_id, judge);
  }
  const spreads = new Map([...byJudge].map(([id, judge]) => [id, spread(judge.totals)]));
  return {
    round,
    judges: [...byJudge].map(([id, judge]) => ({ id, full_name: judge.name, ...spreads.get(id)!, few_marks: judge.totals.length < FEW_MARKS })),
    marks: marks.map((mark) => ({ code: mark.code, judge_id: mark.judge_id, total: mark.total, z: zScore(mark.total, spreads.get(mark.judge_id)!) })),
  };
}

/** Every judge of either round with their assigned and submitted counts per round: one aggregate query (statistics). */
export async function judgeLoads(deps: Pick<Deps, "db">) {
  const edition = await currentEdition(deps);
  const loads = await repo.loadsByJudge(deps.db, edition.id, {});
  const judges = new Map(
    (
      await repo.judgesOrNamed(
        deps.db,
        loads.map((l) => l.judge_id),
      )
    ).map((judge) => [judge.id, judge.full_name]),
  );
  const of = (judgeId: number, round: JudgingRound) => {
    const load = loads.find((l) => l.judge_id === judgeId && l.round === round);
    return { assigned: Number(load?.assigned ?? 0), submitted: Number(load?.submitted ?? 0) };
  };
  return [...judges].map(([id, full_name]) => ({ id, full_name, semi_final: of(id, "semi_final"), final: of(id, "final") }));
}
