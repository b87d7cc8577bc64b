import { z } from "#contracts/zod.ts";
import { defineJob } from "#server/lib/jobs.ts";

/** Writes one recipient's announcement e-mail at its place in the delivery schedule (docs/announcements.md). */
export const deliverAnnouncementJob = defineJob({
  name: "announcement.deliver",
  payload: z.object({ recipient_id: z.number().int() }),
  handler: async (deps, { recipient_id }, run) => (await import("./announcements.service.ts")).deliverAnnouncement(deps, recipient_id, run.id),
});
