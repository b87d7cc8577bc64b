/**
 * The contest's score (PRODUCT.md "essay score with two judges"): 10 points for the right choice answer, plus the
 * essay score from the judges' totals (three criteria, 0..30 each). Every score here is kept in integer halves so a
 * mean of two totals (e.g. 72.5) is exact and sums never drift.
 */

const CRITERION_MAX = 30;
const RIGHT_CHOICE_POINTS = 10;

export interface CriteriaMarks {
  creativity: number;
  communication: number;
  sustainability: number;
}

/** Points for the choice question: all or nothing. */
export function choicePoints(answer: string, correctOption: string): number {
  return answer === correctOption ? RIGHT_CHOICE_POINTS : 0;
}

/** One judge's essay total 0..90; throws on a criterion outside 0..30 or not a whole number (a caller's bug). */
export function essayTotal(marks: CriteriaMarks): number {
  const { creativity, communication, sustainability } = marks;
  if (!isCriterion(creativity) || !isCriterion(communication) || !isCriterion(sustainability)) throw new RangeError("criterion outside 0..30");
  return creativity + communication + sustainability;
}

const isCriterion = (value: number) => Number.isInteger(value) && value >= 0 && value <= CRITERION_MAX;

/** Two totals disagree when they differ by strictly more than the threshold. */
function disagree(a: number, b: number, threshold: number): boolean {
  return Math.abs(a - b) > threshold;
}

export type EssayOutcome =
  /** Fewer submitted totals than needed so far. */
  | { kind: "pending" }
  /** The first two disagree and no third total is in yet: a third judge must mark. */
  | { kind: "needs_third" }
  /** Final: the essay score in halves. */
  | { kind: "final"; essayHalves: number };

/**
 * The essay score from the judges' totals: the pair first (positions 0 and 1), then the third judge (position 2);
 * null where that judge has not submitted. The mean of the pair when they agree, else the median of the three.
 * Totals beyond the third (a judge added by hand) do not change it.
 */
export function essayOutcome(totals: readonly (number | null)[], threshold: number): EssayOutcome {
  const [a, b, third] = totals;
  if (a == null || b == null) return { kind: "pending" };
  if (!disagree(a, b, threshold)) return { kind: "final", essayHalves: a + b };
  if (third == null) return { kind: "needs_third" };
  const median = [a, b, third].sort((x, y) => x - y)[1]!;
  return { kind: "final", essayHalves: 2 * median };
}

/** Total out of 100, in halves. */
export function totalHalves(choice: number, essayHalves: number): number {
  return 2 * choice + essayHalves;
}

/** Halves to the number shown and sent (exact: a multiple of 0.5 is a binary fraction). */
export function fromHalves(halves: number): number {
  return halves / 2;
}

export interface Spread {
  count: number;
  mean: number | null;
  /** Population standard deviation; null without marks. */
  sd: number | null;
}

/** Count, mean and standard deviation of one judge's totals. */
export function spread(totals: readonly number[]): Spread {
  if (!totals.length) return { count: 0, mean: null, sd: null };
  const mean = totals.reduce((sum, t) => sum + t, 0) / totals.length;
  const variance = totals.reduce((sum, t) => sum + (t - mean) ** 2, 0) / totals.length;
  return { count: totals.length, mean, sd: Math.sqrt(variance) };
}

/** A total standardised within its judge's marks; null when the judge's totals do not vary. */
export function zScore(total: number, judge: Spread): number | null {
  if (judge.mean === null || !judge.sd) return null;
  return (total - judge.mean) / judge.sd;
}
