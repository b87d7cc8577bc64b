import { choiceOptions, prizeRanks, timelineMilestones, type ChoiceOption, type TimelineMilestone } from "./contest-terms.ts";
import { vndAmount } from "./money.ts";
import { z } from "./zod.ts";

/**
 * A contest edition: its timeline, questions, upload limits, prize table and lucky-draw plan. Everything the
 * spec states twice (readings A and B) is data here, edited by administrators (PRODUCT.md).
 */

export * from "./contest-terms.ts";

const MiB = 1024 * 1024;

/** A text written in Vietnamese, optionally translated; readers without English see the Vietnamese with a note. */
const bilingual = (max: number) =>
  z.object({
    vi: z.string().trim().min(1, "validation.required.text").max(max, "validation.contest.tooLong"),
    en: z
      .string()
      .trim()
      .max(max, "validation.contest.tooLong")
      .nullable()
      .transform((value) => (value ? value : null)),
  });

const instant = z.iso.datetime({ offset: true, error: "validation.contest.instant" }).transform((value) => new Date(value).toISOString());
const count = (max: number) => z.number().int("validation.contest.count").min(0, "validation.contest.count").max(max, "validation.contest.count");
const bytes = (max: number) => z.number().int("validation.contest.bytes").min(1, "validation.contest.bytes").max(max, "validation.contest.bytes");

export const uploadLimits = z
  .object({
    title_min: count(1000),
    title_max: count(1000),
    essay_max_bytes: bytes(100 * MiB),
    image_max_bytes: bytes(50 * MiB),
    image_max_count: count(50),
    video_max_bytes: bytes(2048 * MiB),
    video_max_count: count(20),
    /** Bounds the storage one draft may hold, all kinds together. */
    draft_max_bytes: bytes(8192 * MiB),
  })
  .refine((limits) => limits.title_min <= limits.title_max, { message: "validation.contest.titleRange", path: ["title_max"] });
export type UploadLimits = z.infer<typeof uploadLimits>;

export const prize = z.object({
  rank: z.enum(prizeRanks),
  /** 0: the rank is not awarded in this edition. */
  count: count(10_000),
  /** Integer VND. */
  amount_vnd: vndAmount("validation.contest.money", { min: 0, max: Number.MAX_SAFE_INTEGER }),
});
export type Prize = z.infer<typeof prize>;

export const luckyDrawPlan = z.object({
  /** Prizes drawn in week 1, 2, …; the weeks follow each other from first_week_starts_at. No list at all (a form whose list is empty posts none) reads as too few weeks. */
  weekly_prizes: z.array(count(100_000), { error: "validation.contest.weeks" }).min(1, "validation.contest.weeks").max(52, "validation.contest.weeks"),
  first_week_starts_at: instant,
  prize_value_usd: count(1_000_000_000),
  /** Days between a draw and the e-mail with its winner list. */
  winners_email_after_days: count(60),
});
export type LuckyDrawPlan = z.infer<typeof luckyDrawPlan>;

const timelineFields = Object.fromEntries(timelineMilestones.map((milestone) => [milestone, instant])) as Record<TimelineMilestone, typeof instant>;

const editionFields = z.object({
  name: bilingual(200),
  ...timelineFields,
  choice_question: bilingual(2000),
  choice_options: z.object(Object.fromEntries(choiceOptions.map((option) => [option, bilingual(500)])) as Record<ChoiceOption, ReturnType<typeof bilingual>>),
  correct_option: z.enum(choiceOptions, "validation.contest.correctOption"),
  essay_question: bilingual(4000),
  limits: uploadLimits,
  prizes: z
    .array(prize)
    .max(prizeRanks.length)
    .refine((prizes) => new Set(prizes.map((p) => p.rank)).size === prizes.length, "validation.contest.prizeRanks"),
  semi_final_count: count(10_000),
  jury_vote_count: count(1_000),
  /** A third judge marks an entry when its two essay totals (0..90) differ by more than this; published in the scoring regulations. */
  disagreement_threshold: count(90).default(15),
  lucky_draw: luckyDrawPlan,
});

/** What an administrator sends to change the current edition: everything, checked together. */
export const editionInput = editionFields.superRefine((edition, ctx) => {
  timelineMilestones.slice(1).forEach((milestone, index) => {
    const previous = timelineMilestones[index] as TimelineMilestone;
    const strictlyAfter = milestone === "submission_closes_at";
    const ordered = strictlyAfter ? edition[milestone] > edition[previous] : edition[milestone] >= edition[previous];
    if (!ordered) ctx.addIssue({ code: "custom", path: [milestone], message: "validation.contest.timelineOrder" });
  });
  if (edition.jury_vote_count > edition.semi_final_count) ctx.addIssue({ code: "custom", path: ["jury_vote_count"], message: "validation.contest.juryVote" });
});
export type EditionInput = z.input<typeof editionInput>;

/** The administrators' view, correct answer included. */
export const edition = editionFields.extend({
  id: z.number().int(),
  /** Days the seeded demo timeline was moved so the contest is open on the day of installation; null otherwise. */
  demo_shift_days: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Edition = z.infer<typeof edition>;

/** What anyone may read: never the correct option of the choice question; and which results are published. */
export const publicEdition = edition.omit({ correct_option: true }).extend({
  results_published: z.object({ semi_final: z.boolean(), final: z.boolean() }),
});
export type PublicEdition = z.infer<typeof publicEdition>;
