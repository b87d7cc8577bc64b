import type { Edition, LuckyDrawPlan, Prize } from "./contest.ts";

/**
 * The plain terms of a contest edition and the rules read from them, without zod: public pages import these (the
 * home page's prize table and draw weeks, the timeline) and so stay free of the schemas (docs/performance.md,
 * "Bundles"). The schemas themselves are in contest.ts, which re-exports everything here.
 */

export const choiceOptions = ["A", "B", "C", "D", "E"] as const;
export type ChoiceOption = (typeof choiceOptions)[number];

/** Prize ranks from the highest value down; a winner of several keeps only the highest (spec section 4). */
export const prizeRanks = ["special", "first", "second", "third", "idea", "consolation"] as const;
export type PrizeRank = (typeof prizeRanks)[number];

/** A text written in Vietnamese, optionally translated; readers without English see the Vietnamese with a note. */
export type Bilingual = { vi: string; en: string | null };

/** The timeline's milestones in the order they happen; the edition's dates must keep this order. */
export const timelineMilestones = ["launch_at", "submission_opens_at", "submission_closes_at", "semi_final_results_at", "final_results_at"] as const;
export type TimelineMilestone = (typeof timelineMilestones)[number];

export type WindowState = "before" | "open" | "closed";

/** Submissions are accepted from the opening instant up to, not including, the closing instant. */
export function submissionWindowState(edition: Pick<Edition, "submission_opens_at" | "submission_closes_at">, now: Date): WindowState {
  const time = now.getTime();
  if (time < Date.parse(edition.submission_opens_at)) return "before";
  return time < Date.parse(edition.submission_closes_at) ? "open" : "closed";
}

export interface DrawWeek {
  week: number;
  starts_at: string;
  ends_at: string;
  prizes: number;
}

/** The lucky draw's weeks: week n starts 7·(n−1) days after the first and lasts 7 days. */
export function drawWeeks(plan: Pick<LuckyDrawPlan, "weekly_prizes" | "first_week_starts_at">): DrawWeek[] {
  const first = Date.parse(plan.first_week_starts_at);
  const week = 7 * 24 * 3600 * 1000;
  return plan.weekly_prizes.map((prizes, index) => ({
    week: index + 1,
    starts_at: new Date(first + index * week).toISOString(),
    ends_at: new Date(first + (index + 1) * week).toISOString(),
    prizes,
  }));
}

/** The ranks this edition awards, highest first. */
export function awardedPrizes(prizes: readonly Prize[]): Prize[] {
  return prizes.filter((p) => p.count > 0).sort((a, b) => prizeRanks.indexOf(a.rank) - prizeRanks.indexOf(b.rank));
}

/** Sum of a prize table in VND (count × amount per rank). */
export function prizeTotal(prizes: readonly Prize[]): number {
  return prizes.reduce((sum, p) => sum + p.count * p.amount_vnd, 0);
}
