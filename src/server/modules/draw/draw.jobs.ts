import { z } from "#contracts/zod.ts";
import { defineJob } from "#server/lib/jobs.ts";

/** The draw's jobs (docs/lucky-draw.md). Handlers load their service when they run (lib/jobs.ts, `defineJob`). */
const weekPayload = z.object({ week: z.number().int() });

/**
 * Freezes a week's list at its cut-off (queued when the week's commitment is published). `freezeWeek` refuses while
 * an earlier week is not drawn yet, so the job is retried, hourly once its backoff tops out, until it is: its many
 * attempts give the administrator weeks to draw the earlier ones.
 */
export const freezeWeekJob = defineJob({
  name: "draw.freeze",
  payload: weekPayload,
  maxAttempts: 1000,
  handler: async (deps, { week }) => (await import("./draw.service.ts")).freezeWeek(deps, week, null),
});

/** E-mails a week's winners the plan's number of days after the draw (and a replacement's, once drawn). */
export const notifyWinnersJob = defineJob({
  name: "draw.notify-winners",
  payload: weekPayload,
  handler: async (deps, { week }) => (await import("./winners.service.ts")).notifyWinners(deps, week),
});
