import { getAnnouncements, postAnnouncements, postAnnouncementsPreview, postAnnouncementsTest } from "#contracts/announcements.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { announcementHistory, previewAnnouncement, sendAnnouncement, sendTestAnnouncement } from "./announcements.service.ts";

/** Administrators e-mail a segment from a bilingual template (docs/announcements.md). */
export function announcementsRoutes(api: ApiRouter) {
  api.handle(getAnnouncements, async ({ c }) => ({ data: await announcementHistory(c.var.deps) }));
  api.handle(postAnnouncementsPreview, async ({ body, c }) => ({ data: await previewAnnouncement(c.var.deps, body) }));
  api.handle(postAnnouncementsTest, async ({ body, user, c }) => ({
    data: await sendTestAnnouncement(c.var.deps, user, body),
    messageKey: "announcements.testSent",
  }));
  api.handle(postAnnouncements, async ({ body, user, c }) => ({ data: await sendAnnouncement(c.var.deps, user, body), messageKey: "announcements.queued" }));
}
