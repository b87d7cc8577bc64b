import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * The weekly lucky draw (docs/lucky-draw.md): joining, the administrators' actions on a week, and what anyone
 * can read to check a draw. Lucky numbers travel as integers; people see them zero-padded (formatLuckyNumber).
 */

const hex64 = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, message);
const weekField = z.coerce.number().int("draw.validation.week").min(1, "draw.validation.week").max(52, "draw.validation.week");

export const drawAction = z.discriminatedUnion(
  "action",
  [
    /** The secret stays with the administrator (generated in the browser); only its SHA-256 is sent. */
    z.object({ action: z.literal("commit"), week: weekField, commitment: hex64("draw.validation.commitment") }),
    /** Freezing happens by itself at the cut-off; this runs it now if the job has not yet (after the cut-off only). */
    z.object({ action: z.literal("freeze"), week: weekField }),
    z.object({
      action: z.literal("draw"),
      week: weekField,
      secret: hex64("draw.validation.secret"),
      beacon_value: z
        .string()
        .trim()
        .regex(/^\d{5,6}$/, "draw.validation.beacon"),
      beacon_source: z.string().trim().min(1, "draw.validation.beaconSource").max(500, "draw.validation.beaconSource"),
    }),
  ],
  { error: "draw.validation.action" },
);
export type DrawAction = z.infer<typeof drawAction>;

export const drawWeekStates = ["open", "committed", "frozen", "drawn"] as const;
export type DrawWeekState = (typeof drawWeekStates)[number];

export const drawWinnerView = z.object({
  position: z.number().int(),
  lucky_number: z.number().int(),
  /** `reason` is null when the administrator gave none. */
  cancelled: z.object({ reason: z.string().nullable() }).optional(),
});

export const drawRecord = z.object({
  algorithm: z.string(),
  week: z.number().int(),
  prizes: z.number().int(),
  commitment: z.string(),
  secret: z.string(),
  beacon: z.object({ value: z.string(), source: z.string() }),
  list: z.object({ count: z.number().int(), sha256: z.string() }),
  winners: z.array(drawWinnerView),
});

/** One week as anyone may see it: lucky numbers only, no personal data. */
export const publicDrawWeek = z.object({
  week: z.number().int(),
  prizes: z.number().int(),
  starts_at: z.string(),
  cutoff_at: z.string(),
  state: z.enum(drawWeekStates),
  commitment: z.string().nullable(),
  list_count: z.number().int().nullable(),
  list_sha256: z.string().nullable(),
  /** Present once drawn: the whole record, downloadable as JSON and checked by the verifier. */
  record: drawRecord.nullable(),
  /** When the winners are e-mailed (the draw plus the plan's delay); null before the draw. */
  winners_email_at: z.string().nullable(),
});
export type PublicDrawWeek = z.infer<typeof publicDrawWeek>;

export const luckyJoinResult = z.object({ lucky_number: z.number().int(), display: z.string(), joined_at: z.string() });
export type LuckyJoinResult = z.infer<typeof luckyJoinResult>;

/** The signed-in person's place in the draw: their number (if joined), and per week whether it takes part and won. */
export const luckyStatus = z.object({
  lucky_number: z.number().int().nullable(),
  display: z.string().nullable(),
  joined_at: z.string().nullable(),
  weeks: z.array(
    z.object({
      week: z.number().int(),
      cutoff_at: z.string(),
      state: z.enum(drawWeekStates),
      /** Joined before the cut-off (and, once frozen, on the list). */
      eligible: z.boolean(),
      won: z.boolean(),
    }),
  ),
});
export type LuckyStatus = z.infer<typeof luckyStatus>;

export const DRAW_WINNERS_PER_PAGE = 50;
export const drawWinnersQuery = z.object({
  week: weekField.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(5000).default(DRAW_WINNERS_PER_PAGE),
});

/** The administrators' view of a winner, with the contact details needed to deliver the prize. */
export const adminDrawWinner = z.object({
  id: z.number().int(),
  week: z.number().int(),
  position: z.number().int(),
  lucky_number: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  emailed_at: z.string().nullable(),
});
export type AdminDrawWinner = z.infer<typeof adminDrawWinner>;

/** The answer to cancelling a winner. */
export const winnerCancelled = z.object({ id: z.number().int(), cancelled: z.literal(true) });

/** The spec's `DELETE draw-lucky/{id}` sends no body: the reason is optional, and recorded as not given (null). */
export const cancelWinnerInput = z.object({ reason: personText().min(3, "draw.validation.reason").max(500, "draw.validation.reason").optional() });
