import { personText } from "./person-text.ts";
import { z } from "./zod.ts";
import { listBody } from "./envelope.ts";
import { fileKinds } from "./entry.ts";

/**
 * Judging (issue 11, spec contest.md §3-§4, PRODUCT.md "essay score with two judges" and "Fair judging"): rounds,
 * assignments of entries to judges, blind marking in three criteria, conflicts of interest, a third judge when two
 * disagree. Scores are exact: an essay score is a multiple of 0.5 (mean of two integers or median of three).
 */

export const judgingRounds = ["semi_final", "final"] as const;
export type JudgingRound = (typeof judgingRounds)[number];
export const roundField = z.enum(judgingRounds, { error: "judging.validation.round" });

/** The three essay criteria, each an integer 0..30 (a judge's essay total is 0..90). */
export const criteria = ["creativity", "communication", "sustainability"] as const;
export type Criterion = (typeof criteria)[number];
export const CRITERION_MAX = 30;
export const ESSAY_MAX = CRITERION_MAX * criteria.length;
export const CHOICE_POINTS = 10;
export const DEFAULT_DISAGREEMENT_THRESHOLD = 15;
/** Judges with fewer submitted marks than this are flagged in the summary: their mean and spread say little. */
export const FEW_MARKS = 5;

const criterionField = z
  .number({ error: "judging.validation.criterion" })
  .int("judging.validation.criterion")
  .min(0, "judging.validation.criterion")
  .max(CRITERION_MAX, "judging.validation.criterion");
const reasonField = personText("judging.validation.reason").min(3, "judging.validation.reason").max(1000, "judging.validation.reason");
const idField = z.number({ error: "judging.validation.id" }).int("judging.validation.id").positive("judging.validation.id");
const instant = z.iso.datetime({ offset: true, error: "judging.validation.instant" }).transform((value) => new Date(value).toISOString());

// ---- Rounds -------------------------------------------------------------------------------------------------------

/** A mark is accepted from marking_starts_at up to, not including, marking_deadline. */
export const roundSettingsInput = z
  .object({ marking_starts_at: instant, marking_deadline: instant })
  .refine((round) => round.marking_deadline > round.marking_starts_at, { message: "judging.validation.roundOrder", path: ["marking_deadline"] });
export type RoundSettingsInput = z.input<typeof roundSettingsInput>;

export const roundSettings = z.object({
  round: roundField,
  marking_starts_at: z.string(),
  marking_deadline: z.string(),
  /** "before" | "open" | "closed" at the time of the answer. */
  window: z.enum(["before", "open", "closed"]),
});
export type RoundSettings = z.infer<typeof roundSettings>;
export const roundsView = z.object({ rounds: z.array(roundSettings), disagreement_threshold: z.number().int() });
export type RoundsView = z.infer<typeof roundsView>;

// ---- Assignments --------------------------------------------------------------------------------------------------

/** pending: nothing saved yet; draft: saved, not submitted (a reopened mark is a draft again); submitted: final. */
export const assignmentStates = ["pending", "draft", "submitted"] as const;
export type AssignmentState = (typeof assignmentStates)[number];

export const assignmentsQuery = z.object({
  round: roundField.optional(),
  /** Administrators only; ignored for a judge, who always sees their own. */
  judge_id: z.coerce.number().int().positive().optional(),
  state: z.enum(assignmentStates).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type AssignmentsQuery = z.infer<typeof assignmentsQuery>;

/** What a judge sees of one of their assignments: the anonymous code and the title, nothing about the author. */
export const assignment = z.object({
  id: z.number().int(),
  round: roundField,
  code: z.string(),
  title: z.string(),
  state: z.enum(assignmentStates),
  /** An administrator reopened the submitted mark: the judge must submit again. */
  reopened: z.boolean(),
  marking_deadline: z.string(),
  overdue: z.boolean(),
  updated_at: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

export const personRef = z.object({ id: z.number().int(), full_name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** The administrators' view adds who marks it, which entry, and how it came about. */
export const adminAssignment = assignment.extend({
  entry_id: z.number().int(),
  judge: personRef.extend({ email: z.string(), active: z.boolean() }),
  source: z.enum(["automatic", "manual", "third_judge"]),
  created_at: z.string(),
});
export type AdminAssignment = z.infer<typeof adminAssignment>;
export const assignmentsList = listBody(z.union([adminAssignment, assignment]));
export type AssignmentsList = z.infer<typeof assignmentsList>;

export const autoAssignInput = z.object({
  round: roundField,
  /** At most this many assignments per judge in the round; none when absent. */
  cap: z
    .number({ error: "judging.validation.cap" })
    .int("judging.validation.cap")
    .min(1, "judging.validation.cap")
    .max(100_000, "judging.validation.cap")
    .optional(),
  /** Recorded with the run; a fresh random one when absent. Same inputs and seed give the same assignment. */
  seed: z.string().trim().min(1).max(64).optional(),
});
export type AutoAssignInput = z.infer<typeof autoAssignInput>;

export const assignmentRun = z.object({
  id: z.number().int(),
  round: roundField,
  seed: z.string(),
  cap: z.number().int().nullable(),
  added: z.number().int(),
  /** Entries still short of judges because every remaining judge is conflicted or at the cap. */
  short_codes: z.array(z.string()),
  load_min: z.number().int(),
  load_max: z.number().int(),
  created_at: z.string(),
});
export type AssignmentRun = z.infer<typeof assignmentRun>;

export const manualAssignInput = z.object({ round: roundField, entry_code: z.string().trim().min(1).max(16), judge_id: idField, reason: reasonField });
export type ManualAssignInput = z.infer<typeof manualAssignInput>;
export const reasonInput = z.object({ reason: reasonField });
export type ReasonInput = z.infer<typeof reasonInput>;

// ---- Blind entry view and marks -----------------------------------------------------------------------------------

export const markInput = z.object({
  creativity: criterionField,
  communication: criterionField,
  sustainability: criterionField,
  comment: personText().max(4000, "judging.validation.comment").optional(),
  /** false: save a draft; true: submit (final unless an administrator reopens it). */
  submit: z.boolean({ error: "judging.validation.submit" }),
});
export type MarkInput = z.infer<typeof markInput>;

/** The judge's own mark; never another judge's. */
export const ownMark = z.object({
  creativity: z.number().int(),
  communication: z.number().int(),
  sustainability: z.number().int(),
  total: z.number().int(),
  comment: z.string().nullable(),
  state: z.enum(["draft", "submitted"]),
  reopened: z.boolean(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type OwnMark = z.infer<typeof ownMark>;

/** A file as a judge sees it: no name as uploaded, only a short-lived link. */
export const blindFile = z.object({
  id: z.number().int(),
  kind: z.enum(fileKinds),
  media_type: z.string().nullable(),
  bytes: z.number().int(),
  url: z.string(),
});
export type BlindFile = z.infer<typeof blindFile>;

export const blindEntry = z.object({
  code: z.string(),
  title: z.string(),
  round: roundField,
  files: z.array(blindFile),
  marking_starts_at: z.string(),
  marking_deadline: z.string(),
  window: z.enum(["before", "open", "closed"]),
  mark: ownMark.nullable(),
});
export type BlindEntry = z.infer<typeof blindEntry>;

export const markQuery = z.object({ round: roundField.optional() });

// ---- Administrators' view of an entry's marks and of the entries' marking state ----------------------------------

export const entryMarkingStates = ["unassigned", "in_progress", "needs_third", "marked"] as const;
export type EntryMarkingState = (typeof entryMarkingStates)[number];

export const judgeMark = ownMark.extend({ assignment_id: z.number().int(), judge: personRef, reopen_reason: z.string().nullable() });
export type JudgeMark = z.infer<typeof judgeMark>;

export const entryScore = z.object({
  entry_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  round: roundField,
  state: z.enum(entryMarkingStates),
  judges_assigned: z.number().int(),
  marks_submitted: z.number().int(),
  choice_points: z.number().int(),
  /** A multiple of 0.5, null until final. */
  essay_score: z.number().nullable(),
  total: z.number().nullable(),
});
export type EntryScore = z.infer<typeof entryScore>;
/** A judge given the entry who has not saved a mark yet: an administrator may still take the entry back. */
export const pendingAssignment = z.object({ assignment_id: z.number().int(), judge: personRef });
export const entryMarks = entryScore.extend({ marks: z.array(judgeMark), pending: z.array(pendingAssignment) });
export type EntryMarks = z.infer<typeof entryMarks>;

export const entryScoresQuery = z.object({
  round: roundField.default("semi_final"),
  state: z.enum(entryMarkingStates).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type EntryScoresQuery = z.infer<typeof entryScoresQuery>;
export const entryScoresList = listBody(entryScore);

// ---- Conflicts ----------------------------------------------------------------------------------------------------

export const conflictSources = ["judge", "contestant", "automatic", "admin"] as const;
export type ConflictSource = (typeof conflictSources)[number];

/** A judge and a contestant who must never meet in an assignment, and why (administrators only). */
export const conflict = z.object({
  /** Stored conflicts (added by an administrator) have an id; derived ones (declarations, automatic rules) have none. */
  id: z.number().int().nullable(),
  judge: personRef,
  contestant: personRef,
  entry_code: z.string().nullable(),
  source: z.enum(conflictSources),
  reason: z.string(),
  created_at: z.string().nullable(),
});
export type Conflict = z.infer<typeof conflict>;
export const conflictsQuery = z.object({ judge_id: z.coerce.number().int().positive().optional(), source: z.enum(conflictSources).optional() });
export const conflictsList = z.array(conflict);

/** The answer of a call that added or removed one record (a conflict, an assignment): its id. */
export const judgingRecordId = z.object({ id: z.number().int() });

export const conflictInput = z.object({ judge_id: idField, contestant_id: idField, reason: reasonField });
export type ConflictInput = z.infer<typeof conflictInput>;

/** A judge's own declaration: organisations, people (names or e-mails) and e-mail domains they must not mark. */
const declaredItems = z
  .array(personText().min(1, "judging.validation.declaration").max(200, "judging.validation.declaration"))
  .max(50, "judging.validation.declaration");
export const judgeDeclaration = z.object({ organisations: declaredItems, people: declaredItems, email_domains: declaredItems });
export type JudgeDeclaration = z.infer<typeof judgeDeclaration>;

/** The judges a contestant may name as conflicted on their entry (names only). */
export const judgesDirectory = z.array(personRef);

// ---- Progress, overview, summary ----------------------------------------------------------------------------------

export const roundProgress = z.object({
  round: roundField,
  marking_starts_at: z.string(),
  marking_deadline: z.string(),
  window: z.enum(["before", "open", "closed"]),
  assigned: z.number().int(),
  drafts: z.number().int(),
  submitted: z.number().int(),
  overdue: z.number().int(),
});
export type RoundProgress = z.infer<typeof roundProgress>;
export const judgeProgress = z.object({ rounds: z.array(roundProgress) });
export type JudgeProgress = z.infer<typeof judgeProgress>;

export const overviewQuery = z.object({ round: roundField.default("semi_final") });
export const judgeLoad = personRef.extend({ email: z.string(), assigned: z.number().int(), submitted: z.number().int(), overdue: z.number().int() });
export type JudgeLoad = z.infer<typeof judgeLoad>;
export const judgingOverview = z.object({
  round: roundSettings,
  disagreement_threshold: z.number().int(),
  judges: z.array(judgeLoad),
  entries: z.object({
    valid: z.number().int(),
    unassigned: z.number().int(),
    in_progress: z.number().int(),
    needs_third: z.number().int(),
    marked: z.number().int(),
  }),
  /** Entries whose two totals differ by more than the threshold and still wait for the third judge's mark. */
  needing_third: z.array(z.object({ entry_id: z.number().int(), code: z.string(), totals: z.array(z.number().int()), third_assigned: z.boolean() })),
  last_run: assignmentRun.nullable(),
});
export type JudgingOverview = z.infer<typeof judgingOverview>;

export const judgeSummary = personRef.extend({
  count: z.number().int(),
  /** Of the judge's submitted essay totals (0..90); null without marks. */
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  few_marks: z.boolean(),
});
export type JudgeSummary = z.infer<typeof judgeSummary>;
/** A submitted total beside its z-score within the judge's own marks (for spotting harsh or lenient judges; ranking uses raw scores). */
export const standardisedMark = z.object({ code: z.string(), judge_id: z.number().int(), total: z.number().int(), z: z.number().nullable() });
export const marksSummary = z.object({ round: roundField, judges: z.array(judgeSummary), marks: z.array(standardisedMark) });
export type MarksSummary = z.infer<typeof marksSummary>;

export const marksExportQuery = z.object({ format: z.enum(["xlsx", "csv"]).default("xlsx"), round: roundField.default("semi_final") });
