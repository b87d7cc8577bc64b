/**
 * The jury's special prize by the Schulze method (spec §4; issue 12). Each juror ranks the candidates; `d[i][j]`
 * counts the jurors who prefer candidate i to candidate j; `p[i][j]` is the strength of the strongest path from i
 * to j (the widest path through d, keeping only links where d[i][j] > d[j][i]); i is a winner when p[i][j] ≥ p[j][i]
 * for every j. When several are winners, the candidates' own order decides: callers pass them in final-ranking
 * order (final total, then sequence number), so the remaining tie goes to the higher final total, then the earlier
 * submission.
 */

export interface SchulzeResult {
  /** The candidates in tie-break order (as given). */
  candidates: number[];
  /** Pairwise preferences: d[i][j] jurors prefer candidates[i] to candidates[j]. */
  d: number[][];
  /** Strongest paths. */
  p: number[][];
  /** Every Schulze winner, in tie-break order. */
  winners: number[];
  /** The winner after the tie-break, or null without candidates. */
  winner: number | null;
}

/**
 * Ballots list candidates from most to least preferred; a candidate a ballot does not list ranks below every one
 * it lists, and anything not a candidate is ignored (a cancelled candidate leaves every ballot this way).
 */
export function schulze(candidates: readonly number[], ballots: readonly (readonly number[])[]): SchulzeResult {
  const n = candidates.length;
  const index = new Map(candidates.map((candidate, i) => [candidate, i]));
  const d = candidates.map(() => new Array<number>(n).fill(0));
  for (const ballot of ballots) {
    const position = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
    ballot.forEach((candidate, place) => {
      const i = index.get(candidate);
      if (i !== undefined && position[i] === Number.POSITIVE_INFINITY) position[i] = place;
    });
    for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) if (i !== j && position[i]! < position[j]!) d[i]![j] = d[i]![j]! + 1;
  }
  const p = candidates.map((_, i) => candidates.map((__, j) => (i !== j && d[i]![j]! > d[j]![i]! ? d[i]![j]! : 0)));
  for (let k = 0; k < n; k += 1) {
    for (let i = 0; i < n; i += 1) {
      if (i === k) continue;
      for (let j = 0; j < n; j += 1) {
        if (j === i || j === k) continue;
        p[i]![j] = Math.max(p[i]![j]!, Math.min(p[i]![k]!, p[k]![j]!));
      }
    }
  }
  const winners = candidates.filter((_, i) => candidates.every((__, j) => i === j || p[i]![j]! >= p[j]![i]!));
  return { candidates: [...candidates], d, p, winners, winner: winners[0] ?? null };
}
