import type { Edition } from "#contracts/contest.ts";
import type { FinalResults, MyResult, PublicResultEntry, RecordView, ResultRound, SemiFinalResults } from "#contracts/results.ts";
import { criterionAverages, roundTotalHalves, type RoundMarks } from "#domain/results-ranking.ts";
import type { RecordRanked, ResultsRecord } from "#domain/results-record.ts";
import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import * as repo from "./results.repo.ts";

/**
 * What people outside the administrators see of the results: nothing before a round is published (404), then the
 * published record's contents. Names appear only for contestants who consented at submission.
 */

async function published(db: Db, edition: Edition, stage: ResultRound) {
  const row = await repo.latestRecord(db, edition.id, stage);
  if (!row) return null;
  return { row, record: JSON.parse(row.record_json) as ResultsRecord };
}

async function publishedOr404(deps: Pick<Deps, "db">, stage: ResultRound) {
  const edition = await currentEdition(deps);
  const found = await published(deps.db, edition, stage);
  if (!found) throw new ApiError("NOT_FOUND", { messageKey: "results.notPublished" });
  const entries = new Map((await repo.editionEntries(deps.db, edition.id)).map((e) => [e.id, e]));
  const show = (ranked: RecordRanked, index: number): PublicResultEntry => {
    const entry = entries.get(ranked.seq)!;
    return {
      rank: index + 1,
      seq: ranked.seq,
      code: entry.code,
      title: entry.title,
      name: entry.publish_name === 1 ? entry.full_name : null,
      total: ranked.total,
    };
  };
  return { ...found, edition, entries, show };
}

const byName = new Intl.Collator("vi");

/**
 * The semi-final's finalists. Until the final results are published the final round is judged blind: a finalist's
 * row carries its semi-final code and total but no title or name (a final-round judge sees the title), and the
 * names of those who consented come apart, in alphabetical order (docs/judging.md, "Who can see what").
 */
export async function semiFinalResults(deps: Pick<Deps, "db">): Promise<SemiFinalResults> {
  const { row, record, show, edition } = await publishedOr404(deps, "semi_final");
  const { ranking, finalists } = record.computed.semi_final;
  const advancing = new Set(finalists);
  const shown = ranking.filter((r) => advancing.has(r.seq)).map(show);
  const blind = !(await published(deps.db, edition, "final"));
  const names = blind ? shown.flatMap((entry) => entry.name ?? []).sort(byName.compare) : [];
  return {
    published_at: record.published_at,
    ranked: ranking.length,
    finalists: blind ? shown.map((entry) => ({ ...entry, title: null, name: null })) : shown,
    blind,
    names,
    record_sha256: row.sha256,
  };
}

export async function finalResults(deps: Pick<Deps, "db">): Promise<FinalResults> {
  const { row, record, show, entries } = await publishedOr404(deps, "final");
  const final = record.computed.final!;
  const shown = final.ranking.map(show);
  const bySeq = new Map(shown.map((entry) => [entry.seq, entry]));
  return {
    published_at: record.published_at,
    finalists: shown,
    jury: {
      candidates: final.jury_candidates.map((seq) => entries.get(seq)!.code),
      winner: final.jury_winner === null ? null : entries.get(final.jury_winner)!.code,
    },
    winners: final.prizes.map((award) => ({ rank: award.rank, amount_vnd: award.amount_vnd, entry: bySeq.get(award.seq)! })),
    record_sha256: row.sha256,
  };
}

/** The latest frozen record of a stage (the final's when published, else the semi-final's). */
export async function recordView(deps: Pick<Deps, "db">, stage: ResultRound | undefined): Promise<RecordView> {
  const edition = await currentEdition(deps);
  const found = stage
    ? await published(deps.db, edition, stage)
    : ((await published(deps.db, edition, "final")) ?? (await published(deps.db, edition, "semi_final")));
  if (!found) throw new ApiError("NOT_FOUND", { messageKey: "results.notPublished" });
  return { stage: found.row.stage, version: found.row.version, sha256: found.row.sha256, frozen_at: found.row.frozen_at, record: found.record };
}

function roundScore(choice: number, marks: RoundMarks, total: number) {
  return { total, choice_points: choice, choice_correct: choice > 0, essay_score: total - choice, criteria: criterionAverages(marks)! };
}

/**
 * A contestant's own result for /user/exam-information: nothing before publication (status "pending"), an
 * exclusion once screening is closed, then their standing from the published records. Never a judge's identity.
 */
export async function myResult(deps: Pick<Deps, "db">, userId: number): Promise<MyResult> {
  const edition = await currentEdition(deps);
  const nothing: MyResult = { status: "pending", reason: null, semi_final: null, final: null, prize: null };
  const entry = await repo.findEntryOfUser(deps.db, edition.id, userId);
  if (!entry) return nothing;
  if (entry.status === "excluded")
    return (await repo.findScreening(deps.db, edition.id)) ? { ...nothing, status: "excluded", reason: entry.exclusion_reason } : nothing;
  const semi = await published(deps.db, edition, "semi_final");
  const mine = semi?.record.entries.find((e) => e.seq === entry.id);
  const semiIndex = semi?.record.computed.semi_final.ranking.findIndex((r) => r.seq === entry.id) ?? -1;
  if (!semi || !mine || semiIndex < 0) return nothing;
  const semiScore = { ...roundScore(mine.choice_points, mine.semi_final, semi.record.computed.semi_final.ranking[semiIndex]!.total), rank: semiIndex + 1 };
  if (!semi.record.computed.semi_final.finalists.includes(entry.id)) return { ...nothing, status: "semi_finalist", semi_final: semiScore };
  const result: MyResult = { ...nothing, status: "finalist", semi_final: semiScore };
  const final = await published(deps.db, edition, "final");
  const finalEntry = final?.record.entries.find((e) => e.seq === entry.id);
  if (!final || !finalEntry?.final) return result;
  const computed = final.record.computed.final!;
  const cancellation = (await repo.listCancellations(deps.db, edition.id)).find((c) => c.entry_id === entry.id && final.record.cancelled.includes(c.entry_id));
  const rankIndex = computed.ranking.findIndex((r) => r.seq === entry.id);
  // A cancelled winner is left out of the published ranking: their total comes from their marks all the same.
  const total = roundTotalHalves(finalEntry.choice_points, finalEntry.final, final.record.rules.disagreement_threshold)! / 2;
  result.final = { ...roundScore(finalEntry.choice_points, finalEntry.final, total), rank: rankIndex < 0 ? null : rankIndex + 1 };
  if (cancellation) return { ...result, status: "cancelled", reason: cancellation.reason };
  const award = computed.prizes.find((a) => a.seq === entry.id);
  return award ? { ...result, status: "prize", prize: { rank: award.rank, amount_vnd: award.amount_vnd } } : result;
}
