import { topOf } from "#domain/results-ranking.ts";
import type { RecordRanked } from "#domain/results-record.ts";
import type { Db } from "#server/db/database.ts";
import type { DialectName } from "#server/db/dialect.ts";
import type { ResultsRoundName, ResultsRoundState } from "#server/db/schema-results.ts";
import { findRounds, lockRound, recordStages } from "./results.repo.ts";

/**
 * Where the results stand, for the modules whose rules depend on it (judging's final round, the edition's prize
 * table). Reads only the results' own tables.
 */

/** The finalists (sequence numbers, semi-final order) once the semi-final ranking is confirmed; null before. */
export async function confirmedFinalists(db: Db, editionId: number, semiFinalCount: number): Promise<number[] | null> {
  const semi = (await findRounds(db, editionId)).find((r) => r.round === "semi_final");
  if (!semi?.ranking_json || (semi.state !== "confirmed" && semi.state !== "published")) return null;
  return topOf(
    (JSON.parse(semi.ranking_json) as RecordRanked[]).map((r) => ({ seq: r.seq, total_halves: 2 * r.total })),
    semiFinalCount,
  );
}

/**
 * The state of a round's results ("open" before its first computation), for the rules that stop at a confirmation.
 * The row stays locked for the caller's transaction, so a confirmation and a reopened mark are decided one after
 * the other (PostgreSQL; SQLite runs one writer at a time).
 */
export async function resultsRoundState(db: Db, dialect: DialectName, editionId: number, round: ResultsRoundName): Promise<ResultsRoundState> {
  return (await lockRound(db, dialect, editionId, round))?.state ?? "open";
}

/** Which rounds' results are published (what the public edition says, so a page need not ask for the results). */
export async function publishedResults(db: Db, editionId: number): Promise<{ semi_final: boolean; final: boolean }> {
  const stages = await recordStages(db, editionId);
  return { semi_final: stages.includes("semi_final"), final: stages.includes("final") };
}

/** The prize table cannot change once the final results are published. */
export async function prizesLocked(db: Db, editionId: number): Promise<boolean> {
  return (await publishedResults(db, editionId)).final;
}
