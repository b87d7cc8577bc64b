import { attachmentIdPattern } from "#contracts/rich-text.ts";
import { z } from "#contracts/zod.ts";
import { defineJob } from "#server/lib/jobs.ts";

/** The job an upload queues: its variants, made right after the upload answered (docs/images.md). */
export const imageVariantsJob = defineJob({
  name: "attachments.variants",
  payload: z.object({ id: z.string().regex(attachmentIdPattern) }),
  handler: async (deps, { id }) => (await import("./attachment-images.ts")).runVariantsJob(deps, id),
});
