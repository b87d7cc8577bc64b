/**
 * The results record (issue 12 "Reproducibility"): what publication freezes — the edition's rules, every ranked
 * entry's sequence number, choice points and each judge's criterion marks under an anonymous judge code, the jury
 * ballots under anonymous juror codes, the cancelled winners — and what was computed from it. `computeResults` is
 * the one computation the server publishes and every verifier (browser, `npm run verify:results`) repeats;
 * `verifyRecord` reports the first place where a record's computed part differs from the recomputation. The
 * record's SHA-256 is taken over its canonical JSON (keys sorted, no spaces) with `globalThis.crypto.subtle`, which
 * Node, browsers and the CLI all have.
 */
import { allocatePrizes, type Award, type PrizeLine } from "./results-prizes.ts";
import { rankRound, roundTotalHalves, topOf, type RankedEntry, type RoundMarks } from "./results-ranking.ts";

export const RESULTS_FORMAT = "results-record-v1";
export type ResultStage = "semi_final" | "final";

export interface RecordEntry {
  seq: number;
  /** The anonymous entry code. */
  code: string;
  choice_points: number;
  semi_final: RoundMarks;
  /** Final-round marks; null for entries that did not reach the final (or before it). */
  final: RoundMarks | null;
}

interface RecordRules {
  disagreement_threshold: number;
  semi_final_count: number;
  jury_vote_count: number;
  prizes: PrizeLine[];
}

export interface RecordBallot {
  /** Anonymous juror code ("R01"). */
  juror: string;
  /** Sequence numbers, most preferred first. */
  ranking: number[];
}

/** A ranked entry as the record shows it: the total in points (a multiple of 0.5, exact). */
export interface RecordRanked {
  seq: number;
  total: number;
}

export interface ComputedResults {
  semi_final: { ranking: RecordRanked[]; finalists: number[] };
  final: {
    /** The final ranking without cancelled winners. */
    ranking: RecordRanked[];
    jury_candidates: number[];
    jury_winner: number | null;
    prizes: Award[];
  } | null;
}

export interface ResultsInputs {
  format: typeof RESULTS_FORMAT;
  edition: { id: number; name: string };
  /** What the record publishes: the semi-final only, or the final too. */
  stage: ResultStage;
  rules: RecordRules;
  entries: RecordEntry[];
  /** The final's jury ballots (empty before the final or without a vote). */
  ballots: RecordBallot[];
  cancelled: number[];
}

export interface ResultsRecord extends ResultsInputs {
  published_at: string;
  computed: ComputedResults;
}

const shown = (ranking: readonly RankedEntry[]): RecordRanked[] => ranking.map((entry) => ({ seq: entry.seq, total: entry.total_halves / 2 }));

/** Thrown when the inputs cannot be ranked (an entry of a round without a final score). */
export class UnrankableError extends Error {
  readonly stage: ResultStage;
  readonly unmarked: number[];
  constructor(stage: ResultStage, unmarked: number[]) {
    super(`${unmarked.length} entries of the ${stage} have no final score`);
    this.stage = stage;
    this.unmarked = unmarked;
  }
}

/** The semi-final ranking and cut; for the final stage, the final ranking, the jury's winner and the prizes. */
export function computeResults(inputs: ResultsInputs): ComputedResults {
  const { rules } = inputs;
  const semi = rankRound(
    inputs.entries.map((entry) => ({ seq: entry.seq, total_halves: roundTotalHalves(entry.choice_points, entry.semi_final, rules.disagreement_threshold) })),
  );
  if (semi.unmarked.length) throw new UnrankableError("semi_final", semi.unmarked);
  const finalists = topOf(semi.ranking, rules.semi_final_count);
  const semiFinal = { ranking: shown(semi.ranking), finalists };
  if (inputs.stage === "semi_final") return { semi_final: semiFinal, final: null };
  const bySeq = new Map(inputs.entries.map((entry) => [entry.seq, entry]));
  const final = rankRound(
    finalists.map((seq) => {
      const entry = bySeq.get(seq)!;
      return { seq, total_halves: roundTotalHalves(entry.choice_points, entry.final ?? [], rules.disagreement_threshold) };
    }),
  );
  if (final.unmarked.length) throw new UnrankableError("final", final.unmarked);
  const allocation = allocatePrizes({
    table: rules.prizes,
    finalRanking: final.ranking,
    juryVoteCount: rules.jury_vote_count,
    ballots: inputs.ballots.map((ballot) => ballot.ranking),
    cancelled: inputs.cancelled,
  });
  const cancelled = new Set(inputs.cancelled);
  return {
    semi_final: semiFinal,
    final: {
      ranking: shown(final.ranking.filter((entry) => !cancelled.has(entry.seq))),
      jury_candidates: allocation.juryCandidates,
      jury_winner: allocation.juryWinner,
      prizes: allocation.awards,
    },
  };
}

/** JSON with every object's keys sorted and no insignificant space: the bytes the SHA-256 is taken over. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

/** SHA-256 (hex) of the record's canonical JSON. */
export async function recordSha256(record: ResultsRecord): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(record)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface RecordDifference {
  /** Where, as a path into the record ("computed.final.prizes[2].seq"); "entries" when the inputs cannot be ranked. */
  path: string;
  expected: unknown;
  actual: unknown;
}

function firstDifference(path: string, expected: unknown, actual: unknown): RecordDifference | null {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i += 1) {
      if (i >= expected.length || i >= actual.length) return { path: `${path}.length`, expected: expected.length, actual: actual.length };
      const found = firstDifference(`${path}[${i}]`, expected[i], actual[i]);
      if (found) return found;
    }
    return null;
  }
  if (expected && actual && typeof expected === "object" && typeof actual === "object" && !Array.isArray(expected) && !Array.isArray(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const found = firstDifference(`${path}.${key}`, (expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key]);
      if (found) return found;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : { path, expected: expected ?? null, actual: actual ?? null };
}

/**
 * Recomputes the record's results from its inputs and compares them with what it says; null when they match.
 * A record whose inputs cannot be ranked (a criterion outside 0..30, an entry without a final score) differs too.
 */
export function verifyRecord(record: ResultsRecord): RecordDifference | null {
  if (record.format !== RESULTS_FORMAT) return { path: "format", expected: RESULTS_FORMAT, actual: record.format ?? null };
  let expected: ComputedResults;
  try {
    expected = computeResults(record);
  } catch (error) {
    if (error instanceof UnrankableError) return { path: `entries.${error.stage}`, expected: "a final score for every entry", actual: error.unmarked };
    if (error instanceof RangeError || error instanceof TypeError) return { path: "entries", expected: "marks of 0..30 per criterion", actual: error.message };
    throw error;
  }
  return firstDifference("computed", expected, record.computed);
}
