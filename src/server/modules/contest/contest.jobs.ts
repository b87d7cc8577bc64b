import { z } from "#contracts/zod.ts";
import { JUDGES_COPIES_JOB } from "#server/db/migrations/0043_judges_copies.ts";
import { defineJob } from "#server/lib/jobs.ts";

/**
 * Judges' copies of the entry files stored before anonymisation, and fund reports' PDFs anonymised again (ADR 0017).
 * Only migration 0043 queues it, with SQL of its own, so its name is the migration's.
 */
export const judgesCopiesJob = defineJob({
  name: JUDGES_COPIES_JOB,
  payload: z.object({}),
  handler: async (deps) => {
    await (await import("./judges-copies.ts")).makeMissingJudgesCopies(deps);
    await (await import("#server/modules/funds-data/index.ts")).anonymiseStoredReports(deps);
  },
});
