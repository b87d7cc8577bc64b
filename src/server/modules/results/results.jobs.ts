import { z } from "#contracts/zod.ts";
import { defineJob } from "#server/lib/jobs.ts";

/** Publishes a round at its announcement date, if still scheduled for then and nothing blocks it (docs/results.md). */
export const publishResultsJob = defineJob({
  name: "results.publish",
  payload: z.object({ edition_id: z.number().int(), round: z.enum(["semi_final", "final"]), scheduled_at: z.string() }),
  handler: async (deps, payload) => (await import("./results.service.ts")).publishScheduled(deps, payload),
});
