import { announcementHistory, announcementPreview, announcementQueued, announcementTemplate, announcementTestSent } from "./announcements.ts";
import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";

const common = { tag: "Announcements", access: ["administrator"] } as const;

export const getAnnouncements = defineOperation({
  ...common,
  method: "get",
  paths: ["/announcements"],
  summary: "Every send, newest first, with its recipients, sent and skipped e-mails; and how many e-mails leave per minute.",
  response: successBody(announcementHistory),
});

export const postAnnouncementsPreview = defineOperation({
  ...common,
  method: "post",
  paths: ["/announcements/preview"],
  summary: "The segment's count by language and the e-mail as one recipient of each language reads it. Sends nothing.",
  body: announcementTemplate,
  response: successBody(announcementPreview),
});

export const postAnnouncementsTest = defineOperation({
  ...common,
  method: "post",
  paths: ["/announcements/test"],
  summary: "Sends the e-mail in both languages to the calling administrator only, marked as a test. Audited.",
  body: announcementTemplate,
  response: successBody(announcementTestSent),
});

export const postAnnouncements = defineOperation({
  ...common,
  method: "post",
  paths: ["/announcements"],
  summary:
    "Sends the announcement to everyone in the segment, each in their language, through the job queue at the configured rate; people who unsubscribed are skipped. Refused for an empty segment. Audited.",
  body: announcementTemplate,
  response: successBody(announcementQueued),
  status: 201,
  errors: ["UNPROCESSABLE"],
});
