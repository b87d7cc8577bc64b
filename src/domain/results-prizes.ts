/**
 * Prize allocation (spec §4 and §9, PRODUCT.md "prizes per person", "cancelled winners"), one function of the
 * final ranking, the jury's ballots, the prize table and the cancelled winners:
 *
 * 1. The special prize goes to the jury's Schulze winner among the candidates (the top `jury_vote_count` of the
 *    final ranking; a cancelled candidate leaves the vote and every ballot).
 * 2. First, second, third go to the next entries of the final ranking, the special winner left out; then the
 *    consolation prizes to the following ones; then the idea prizes to the highest final totals among finalists
 *    without another prize, ties to the earlier submission (which is the final ranking's own order).
 * 3. Cancelled winners (PRODUCT.md "cancelled winners and the special prize"): first, second and third are
 *    recomputed on the ranking without them (the cascade moves everyone up); the consolation and idea prizes stay
 *    as they were first allocated, and a cancelled winner's one is dropped, not reassigned. The special prize is
 *    counted again only when its own winner is cancelled (`specialWinner`).
 * 4. At most one prize per contestant: someone the cascade lifts to a higher prize keeps only the higher-value one
 *    (the other is dropped, not reassigned).
 */
import type { RankedEntry } from "./results-ranking.ts";
import { schulze } from "./results-schulze.ts";

/** From the highest value down, as the prize table lists them. */
const PRIZE_RANKS = ["special", "first", "second", "third", "idea", "consolation"] as const;
type PrizeRankName = (typeof PRIZE_RANKS)[number];

export interface PrizeLine {
  rank: PrizeRankName;
  count: number;
  /** Integer VND per prize. */
  amount_vnd: number;
}

export interface Award {
  rank: PrizeRankName;
  amount_vnd: number;
  seq: number;
}

/** The ranks the final ranking hands out in order after the special prize; idea prizes come last. */
const PLACES = ["first", "second", "third"] as const;

export interface AllocationInput {
  table: readonly PrizeLine[];
  /** Every finalist by final total then sequence number, cancelled ones included. */
  finalRanking: readonly RankedEntry[];
  /** How many of the top of the final ranking went to the jury vote. */
  juryVoteCount: number;
  /** Each juror's ranking of the candidates, most preferred first. */
  ballots: readonly (readonly number[])[];
  /** Sequence numbers of cancelled winners. */
  cancelled: readonly number[];
}

export interface Allocation {
  /** The jury's candidates as voted on (the top of the final ranking before any cancellation). */
  juryCandidates: number[];
  /** The special prize's winner after cancellations, or null (no special prize in the table, or no ballots). */
  juryWinner: number | null;
  /** Awards from the highest value down, then by final ranking. */
  awards: Award[];
}

const lineOf = (table: readonly PrizeLine[], rank: PrizeRankName) => table.find((line) => line.rank === rank);

/** Special (when a jury winner is given), then first/second/third, then `tail` ranks, down the ranking. */
function handOut(table: readonly PrizeLine[], ranking: readonly number[], special: number | null, tail: readonly PrizeRankName[]): Award[] {
  const awards: Award[] = [];
  const specialLine = lineOf(table, "special");
  if (special !== null && specialLine && specialLine.count > 0) awards.push({ rank: "special", amount_vnd: specialLine.amount_vnd, seq: special });
  const rest = ranking.filter((seq) => seq !== special);
  let next = 0;
  for (const rank of [...PLACES, ...tail]) {
    const line = lineOf(table, rank);
    for (let i = 0; line && i < line.count && next < rest.length; i += 1) awards.push({ rank, amount_vnd: line.amount_vnd, seq: rest[next++]! });
  }
  return awards;
}

/** One prize per contestant: the highest amount, then the higher rank. */
function keepHighest(awards: readonly Award[]): Award[] {
  const best = new Map<number, Award>();
  const better = (a: Award, b: Award) =>
    a.amount_vnd > b.amount_vnd || (a.amount_vnd === b.amount_vnd && PRIZE_RANKS.indexOf(a.rank) < PRIZE_RANKS.indexOf(b.rank));
  for (const award of awards) {
    const held = best.get(award.seq);
    if (!held || better(award, held)) best.set(award.seq, award);
  }
  return [...best.values()];
}

/**
 * The special prize's winner under the cancellations: the jury's Schulze winner, and while that winner is cancelled,
 * the Schulze winner of the vote without the cancelled winners found so far. A cancelled candidate who never won
 * stays in the count, so cancelling someone else (a first-prize winner among the candidates) never moves the special
 * prize, even where a cycle among the candidates would break differently without them. The answer depends only on
 * which entries are cancelled, not on the order of the cancellations.
 */
export function specialWinner(candidates: readonly number[], ballots: AllocationInput["ballots"], cancelled: ReadonlySet<number>): number | null {
  const left = new Set<number>();
  let winner = schulze(candidates, ballots).winner;
  while (winner !== null && cancelled.has(winner)) {
    left.add(winner);
    winner = schulze(
      candidates.filter((seq) => !left.has(seq)),
      ballots,
    ).winner;
  }
  return winner;
}

function juryWinner(
  table: readonly PrizeLine[],
  candidates: readonly number[],
  ballots: AllocationInput["ballots"],
  cancelled: ReadonlySet<number>,
): number | null {
  if (!(lineOf(table, "special")?.count ?? 0) || !ballots.length) return null;
  return specialWinner(candidates, ballots, cancelled);
}

export function allocatePrizes(input: AllocationInput): Allocation {
  const { table, finalRanking, ballots } = input;
  const cancelled = new Set(input.cancelled);
  const ranking = finalRanking.map((entry) => entry.seq);
  const juryCandidates = ranking.slice(0, Math.max(0, input.juryVoteCount));
  const first = handOut(table, ranking, juryWinner(table, juryCandidates, ballots, new Set()), ["consolation", "idea"]);
  const winner = juryWinner(table, juryCandidates, ballots, cancelled);
  const cascade = handOut(
    table,
    ranking.filter((seq) => !cancelled.has(seq)),
    winner,
    [],
  );
  const kept = first.filter((award) => (award.rank === "consolation" || award.rank === "idea") && !cancelled.has(award.seq));
  const place = new Map(ranking.map((seq, i) => [seq, i]));
  const awards = keepHighest([...cascade, ...kept]).sort(
    (a, b) => PRIZE_RANKS.indexOf(a.rank) - PRIZE_RANKS.indexOf(b.rank) || place.get(a.seq)! - place.get(b.seq)!,
  );
  return { juryCandidates, juryWinner: winner, awards };
}
