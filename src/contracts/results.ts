import { prize, prizeRanks } from "./contest.ts";
import { listBody } from "./envelope.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * Results (issue 12; spec contest.md §4, §9; docs/results.md): the prize table, the computed and published
 * rankings of the semi-final and the final, the jury's vote for the special prize, the frozen results record, and a
 * contestant's own result. Totals are points out of 100, multiples of 0.5 (exact); amounts are integer VND.
 */

export const resultRounds = ["semi_final", "final"] as const;
export type ResultRound = (typeof resultRounds)[number];
export const resultRoundField = z.enum(resultRounds, { error: "results.validation.round" });
export const roundParams = z.object({ round: resultRoundField });
/** An entry's submission sequence number in a path (`/results/winners/:entry/cancel`). */
export const entryParams = z.object({
  entry: z.coerce
    .number({ error: "validation.invalid.id" })
    .int("validation.invalid.id")
    .positive("validation.invalid.id")
    .max(2_147_483_647, "validation.invalid.id"),
});

const reasonField = personText("results.validation.reason").min(3, "results.validation.reason").max(1000, "results.validation.reason");

// ---- Prize table ----------------------------------------------------------------------------------------------------

/** The edition's prize table (PRODUCT.md, reading B): one line per rank; at most one special prize (the jury's). */
export const prizeTableInput = z.object({
  prizes: z
    .array(prize)
    .max(prizeRanks.length)
    .refine((prizes) => new Set(prizes.map((p) => p.rank)).size === prizes.length, "validation.contest.prizeRanks")
    .refine((prizes) => (prizes.find((p) => p.rank === "special")?.count ?? 0) <= 1, "results.validation.specialCount"),
});
export type PrizeTableInput = z.infer<typeof prizeTableInput>;

export const prizeTable = z.object({
  /** Highest value first; ranks with count 0 are not awarded. */
  prizes: z.array(prize),
  total_vnd: z.number().int(),
  /** True once the final results are published: the table can no longer change. */
  locked: z.boolean(),
});
export type PrizeTable = z.infer<typeof prizeTable>;

// ---- Public results -------------------------------------------------------------------------------------------------

/** An entry as the public sees it: the contestant's name only when they consented at submission. */
export const publicResultEntry = z.object({
  rank: z.number().int(),
  seq: z.number().int(),
  code: z.string(),
  title: z.string(),
  name: z.string().nullable(),
  total: z.number(),
});
export type PublicResultEntry = z.infer<typeof publicResultEntry>;

/** A semi-finalist as the public sees it: no title (nor name) until the final results are published. */
export const semiFinalist = publicResultEntry.extend({ title: z.string().nullable() });

export const semiFinalResults = z.object({
  published_at: z.string(),
  /** How many valid entries were ranked. */
  ranked: z.number().int(),
  /** The entries that go to the final, in semi-final order. */
  finalists: z.array(semiFinalist),
  /**
   * True until the final results are published: the final round is still judged blind, so the finalists carry no
   * title or name, and the names of those who consented are listed apart in `names`.
   */
  blind: z.boolean(),
  /** While `blind`: the consenting finalists' names in alphabetical order, linked to no entry; afterwards empty. */
  names: z.array(z.string()),
  record_sha256: z.string(),
});
export type SemiFinalResults = z.infer<typeof semiFinalResults>;

export const prizeWinner = z.object({ rank: z.enum(prizeRanks), amount_vnd: z.number().int(), entry: publicResultEntry });
export type PrizeWinner = z.infer<typeof prizeWinner>;

export const finalResults = z.object({
  published_at: z.string(),
  /** The final ranking, cancelled winners left out. */
  finalists: z.array(publicResultEntry),
  jury: z.object({ candidates: z.array(z.string()), winner: z.string().nullable() }),
  /** Highest value first. */
  winners: z.array(prizeWinner),
  record_sha256: z.string(),
});
export type FinalResults = z.infer<typeof finalResults>;

// ---- The results record -------------------------------------------------------------------------------------------

const recordMark = z.object({ judge: z.string(), creativity: z.number().int(), communication: z.number().int(), sustainability: z.number().int() }).nullable();
const recordRanked = z.object({ seq: z.number().int(), total: z.number() });

/** The frozen record (src/domain/results-record.ts `ResultsRecord`), the JSON anyone can download and verify. */
export const resultsRecord = z.object({
  format: z.literal("results-record-v1"),
  edition: z.object({ id: z.number().int(), name: z.string() }),
  stage: resultRoundField,
  published_at: z.string(),
  rules: z.object({
    disagreement_threshold: z.number().int(),
    semi_final_count: z.number().int(),
    jury_vote_count: z.number().int(),
    prizes: z.array(prize),
  }),
  entries: z.array(
    z.object({
      seq: z.number().int(),
      code: z.string(),
      choice_points: z.number().int(),
      semi_final: z.array(recordMark),
      final: z.array(recordMark).nullable(),
    }),
  ),
  ballots: z.array(z.object({ juror: z.string(), ranking: z.array(z.number().int()) })),
  cancelled: z.array(z.number().int()),
  computed: z.object({
    semi_final: z.object({ ranking: z.array(recordRanked), finalists: z.array(z.number().int()) }),
    final: z
      .object({
        ranking: z.array(recordRanked),
        jury_candidates: z.array(z.number().int()),
        jury_winner: z.number().int().nullable(),
        prizes: z.array(z.object({ rank: z.enum(prizeRanks), amount_vnd: z.number().int(), seq: z.number().int() })),
      })
      .nullable(),
  }),
});

export const recordQuery = z.object({ stage: resultRoundField.optional() });

export const recordView = z.object({
  stage: resultRoundField,
  /** 1 at publication, +1 each time a cancellation re-froze it. */
  version: z.number().int(),
  sha256: z.string(),
  frozen_at: z.string(),
  record: resultsRecord,
});
export type RecordView = z.infer<typeof recordView>;

// ---- Administration -------------------------------------------------------------------------------------------------

/**
 * A round's results: open (not computed) → computed (ranking preview) → confirmed (finalists fixed / jury vote
 * open) → published. Computing again after a change of marks replaces the preview; confirm needs a fresh one.
 */
export const roundStates = ["open", "computed", "confirmed", "published"] as const;
export type RoundState = (typeof roundStates)[number];

export const adminRankedEntry = z.object({
  rank: z.number().int(),
  seq: z.number().int(),
  code: z.string(),
  title: z.string(),
  total: z.number(),
  cancelled: z.boolean(),
});
export const adminAward = z.object({ rank: z.enum(prizeRanks), amount_vnd: z.number().int(), seq: z.number().int(), code: z.string(), title: z.string() });

export const roundResultsAdmin = z.object({
  round: resultRoundField,
  state: z.enum(roundStates),
  /** Entries the round marks and how many still have no final score. */
  entries: z.number().int(),
  unmarked: z.number().int(),
  computed_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The edition's announcement date: publication is possible from then on. */
  publish_from: z.string(),
  /** When an automatic publication is scheduled (at publish_from). */
  scheduled_at: z.string().nullable(),
  /** The computed ranking (every entry ranked, empty while open), a page of it (`GET /results/admin?page&per_page`). */
  ranking: listBody(adminRankedEntry),
  /** The final only: the prize allocation as it stands (after the jury vote closes, or without one). */
  awards: z.array(adminAward),
});
export type RoundResultsAdmin = z.infer<typeof roundResultsAdmin>;

export const cancellation = z.object({ seq: z.number().int(), code: z.string(), title: z.string(), reason: z.string(), cancelled_at: z.string() });

/** Rankings shown per page on the administrators' results page (every entry of the semi-final is ranked). */
export const RESULTS_PER_PAGE = 50;

/**
 * One page number for both rounds' rankings, like the other administrators' lists; a round whose ranking has fewer
 * pages shows its last (the final's few finalists stay in view while the semi-final is paged through).
 */
export const resultsAdminQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(RESULTS_PER_PAGE),
});
export type ResultsAdminQuery = z.infer<typeof resultsAdminQuery>;

export const resultsAdmin = z.object({
  screening: z.object({ closed_at: z.string().nullable(), excluded: z.number().int() }),
  rounds: z.array(roundResultsAdmin),
  cancellations: z.array(cancellation),
});
export type ResultsAdmin = z.infer<typeof resultsAdmin>;

export const publishInput = z.object({
  /** Before the announcement date: schedule the publication for that moment instead of refusing. */
  schedule: z.boolean({ error: "validation.invalidValue" }).default(false),
});
export const cancelWinnerInput = z.object({ reason: reasonField });
/** Why a confirmation is withdrawn (audited). */
export const withdrawInput = z.object({ reason: reasonField });
export type WithdrawInput = z.infer<typeof withdrawInput>;
export const screeningClosed = z.object({ closed_at: z.string(), excluded: z.number().int() });

// ---- Jury -----------------------------------------------------------------------------------------------------------

export const juryStates = ["not_open", "open", "closed"] as const;
export type JuryState = (typeof juryStates)[number];

export const juryCandidate = z.object({ seq: z.number().int(), code: z.string(), title: z.string() });

export const juryTally = z.object({
  state: z.enum(juryStates),
  /** In final-ranking order (the tie-break order), with their final totals. */
  candidates: z.array(juryCandidate.extend({ final_total: z.number() })),
  jurors: z.number().int(),
  ballots: z.number().int(),
  /** matrix[i][j]: ballots preferring candidates[i] to candidates[j]. */
  matrix: z.array(z.array(z.number().int())),
  /** Strongest paths. */
  paths: z.array(z.array(z.number().int())),
  /** Every Schulze winner (codes), then the one the tie-break picks. */
  winners: z.array(z.string()),
  winner: z.string().nullable(),
});
export type JuryTally = z.infer<typeof juryTally>;

export const juryBallotView = z.object({
  state: z.enum(juryStates),
  candidates: z.array(juryCandidate),
  /** The juror's own ranking (entry codes, most preferred first), null before they vote. */
  ranking: z.array(z.string()).nullable(),
  submitted_at: z.string().nullable(),
  /** Once the vote is closed: the tally, ballots anonymous. */
  tally: juryTally.nullable(),
});
export type JuryBallotView = z.infer<typeof juryBallotView>;

/** A full ranking of the candidates, most preferred first, by entry code. */
export const juryBallotInput = z.object({
  ranking: z
    .array(z.string({ error: "results.validation.ballot" }).max(40), { error: "results.validation.ballot" })
    .min(1, "results.validation.ballot")
    .max(1000, "results.validation.ballot"),
});
export type JuryBallotInput = z.infer<typeof juryBallotInput>;

export const juryMember = z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), jury: z.boolean(), voted: z.boolean() });
export type JuryMember = z.infer<typeof juryMember>;
export const juryMemberInput = z.object({ jury: z.boolean({ error: "validation.invalidValue" }) });

// ---- A contestant's own result --------------------------------------------------------------------------------------

const criteriaAverages = z.object({ creativity: z.number(), communication: z.number(), sustainability: z.number() });
export const roundScore = z.object({
  total: z.number(),
  choice_points: z.number().int(),
  choice_correct: z.boolean(),
  essay_score: z.number(),
  /** Each criterion averaged across the judges (never who they were). */
  criteria: criteriaAverages,
});

export const myResultStatuses = ["pending", "excluded", "semi_finalist", "finalist", "prize", "cancelled"] as const;
export type MyResultStatus = (typeof myResultStatuses)[number];

/**
 * pending: nothing published for this entry yet (or no entry); excluded: at screening, with the reason;
 * semi_finalist: ranked in the semi-final, not among the finalists; finalist; prize; cancelled: a prize withdrawn.
 */
export const myResult = z.object({
  status: z.enum(myResultStatuses),
  reason: z.string().nullable(),
  semi_final: roundScore.extend({ rank: z.number().int() }).nullable(),
  final: roundScore.extend({ rank: z.number().int().nullable() }).nullable(),
  prize: z.object({ rank: z.enum(prizeRanks), amount_vnd: z.number().int() }).nullable(),
});
export type MyResult = z.infer<typeof myResult>;
