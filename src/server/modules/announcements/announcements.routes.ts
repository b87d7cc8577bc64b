import { announcementHistory as historyBody, announcementPreview, announcementQueued, announcementTemplate, announcementTestSent } from "#contracts/announcements.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { announcementHistory, previewAnnouncement, sendAnnouncement, sendTestAnnouncement } from "./announcements.service.ts";

/** Administrators e-mail a segment from a bilingual template (docs/announcements.md). */
export function announcementsRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/announcements"],
      tag: "Announcements",
      access: ["administrator"],
      summary: "Every send, newest first, with its recipients, sent and skipped e-mails; and how many e-mails leave per minute.",
      response: successBody(historyBody),
    },
    async ({ c }) => ({ data: await announcementHistory(c.var.deps) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/announcements/preview"],
      tag: "Announcements",
      access: ["administrator"],
      summary: "The segment's count by language and the e-mail as one recipient of each language reads it. Sends nothing.",
      body: announcementTemplate,
      response: successBody(announcementPreview),
    },
    async ({ body, c }) => ({ data: await previewAnnouncement(c.var.deps, body) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/announcements/test"],
      tag: "Announcements",
      access: ["administrator"],
      summary: "Sends the e-mail in both languages to the calling administrator only, marked as a test. Audited.",
      body: announcementTemplate,
      response: successBody(announcementTestSent),
    },
    async ({ body, user, c }) => ({ data: await sendTestAnnouncement(c.var.deps, user, body), messageKey: "announcements.testSent" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/announcements"],
      tag: "Announcements",
      access: ["administrator"],
      summary:
        "Sends the announcement to everyone in the segment, each in their language, through the job queue at the configured rate; people who unsubscribed are skipped. Refused for an empty segment. Audited.",
      body: announcementTemplate,
      response: successBody(announcementQueued),
      status: 201,
      errors: ["UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await sendAnnouncement(c.var.deps, user, body), messageKey: "announcements.queued" }),
  );
}
