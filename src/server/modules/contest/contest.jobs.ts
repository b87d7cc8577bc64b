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
  lane: "files",
  handler: async (deps) => {
    await (await import("./judges-copies.ts")).makeMissingJudgesCopies(deps);
    await (await import("#server/modules/funds-data/index.ts")).anonymiseStoredReports(deps);
  },
});

/**
 * Checks one entry file whose bytes are all stored (ADR 0029): queued with the file's move to "checking" when its
 * last PATCH arrives, so the checks wait in this table instead of in open requests.
 */
export const checkUploadJob = defineJob({
  name: "contest.check-upload",
  payload: z.object({ upload_id: z.string() }),
  lane: "files",
  handler: async (deps, payload, run) => (await import("./upload-checks.ts")).checkUpload(deps, payload.upload_id, run),
});
