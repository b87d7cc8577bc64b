/**
 * Rankings of a round (spec §4, PRODUCT.md "ties"): an entry's total is its choice points plus its essay score by
 * the judging rules (`judging-score.ts`: mean of the pair, or median of three after a disagreement), kept in
 * integer halves; entries are ordered by total, highest first, and a tie goes to the lower sequence number (the
 * earlier submission), never to a timestamp.
 */
import { essayOutcome, essayTotal, totalHalves, type CriteriaMarks } from "./judging-score.ts";

/** One judge's submitted marks under an anonymous code ("J01"), as the results record keeps them. */
export interface RecordedMark extends CriteriaMarks {
  judge: string;
}

/**
 * A round's marks of one entry in the order the judging rules read them: the pair first, then the third judge;
 * null where an assigned judge has not submitted.
 */
export type RoundMarks = (RecordedMark | null)[];

export interface RankedEntry {
  /** The submission sequence number. */
  seq: number;
  total_halves: number;
}

/** The entry's total in halves for the round, or null while its essay score is not final. */
export function roundTotalHalves(choicePoints: number, marks: readonly (RecordedMark | null)[], threshold: number): number | null {
  const outcome = essayOutcome(
    marks.map((mark) => (mark ? essayTotal(mark) : null)),
    threshold,
  );
  return outcome.kind === "final" ? totalHalves(choicePoints, outcome.essayHalves) : null;
}

/** Higher total first; on a tie the lower sequence number. */
export function compareRanked(a: RankedEntry, b: RankedEntry): number {
  return b.total_halves - a.total_halves || a.seq - b.seq;
}

export interface RoundRanking {
  ranking: RankedEntry[];
  /** Sequence numbers of entries whose score is not final yet (a round cannot be computed while any remain). */
  unmarked: number[];
}

/** Totals in halves go up to 200 (100 points); keys leave room up to this. */
const MAX_HALVES = 1023;
const SEQ_SPAN = 2 ** 32;

/**
 * Ranks the entries of a round whose totals are final and lists the others. The order is `compareRanked`'s, got
 * by sorting one number per entry, (MAX_HALVES − total) × 2³² + seq, which is exact below 2⁵³ and keeps 100,000
 * entries well under the bench's budget.
 */
export function rankRound(entries: readonly { seq: number; total_halves: number | null }[]): RoundRanking {
  const keys = new Float64Array(entries.length);
  let ranked = 0;
  const unmarked: number[] = [];
  for (const { seq, total_halves: total } of entries) {
    if (!Number.isInteger(seq) || seq < 0 || seq >= SEQ_SPAN) throw new RangeError("sequence number outside 0..2^32");
    if (total === null) unmarked.push(seq);
    else if (!Number.isInteger(total) || total < 0 || total > MAX_HALVES) throw new RangeError("total outside 0..1023 halves");
    else keys[ranked++] = (MAX_HALVES - total) * SEQ_SPAN + seq;
  }
  const sorted = keys.subarray(0, ranked).sort();
  const ranking: RankedEntry[] = new Array(ranked);
  for (let i = 0; i < ranked; i += 1) {
    const key = sorted[i]!;
    const seq = key % SEQ_SPAN;
    ranking[i] = { seq, total_halves: MAX_HALVES - (key - seq) / SEQ_SPAN };
  }
  return { ranking, unmarked: unmarked.sort((a, b) => a - b) };
}

/** The first `count` of a ranking (the semi-final's finalists, the jury's candidates), by sequence number. */
export function topOf(ranking: readonly RankedEntry[], count: number): number[] {
  return ranking.slice(0, Math.max(0, count)).map((entry) => entry.seq);
}

export type CriterionAverages = CriteriaMarks;

/** Each criterion averaged across the judges who submitted, to two decimals; null without marks. */
export function criterionAverages(marks: readonly (RecordedMark | null)[]): CriterionAverages | null {
  const submitted = marks.filter((mark): mark is RecordedMark => mark !== null);
  if (!submitted.length) return null;
  const average = (pick: (mark: CriteriaMarks) => number) => Math.round((100 * submitted.reduce((sum, mark) => sum + pick(mark), 0)) / submitted.length) / 100;
  return { creativity: average((m) => m.creativity), communication: average((m) => m.communication), sustainability: average((m) => m.sustainability) };
}
