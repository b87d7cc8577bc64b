import { announcementSegments, placeholdersOf, unknownPlaceholders } from "#domain/announcements.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

export { announcementSegments, placeholderNames, type AnnouncementSegment } from "#domain/announcements.ts";

const subject = personText("announcements.subjectRequired").min(1, "announcements.subjectRequired").max(200, "validation.textTooLong");
const body = personText("announcements.bodyRequired").min(1, "announcements.bodyRequired").max(20_000, "validation.textTooLong");

/**
 * What an administrator composes: a segment and the subject and body in both languages. Braces hold only the
 * placeholders ({name}, {deadline}); a template that says {deadline} needs the deadline (an instant with its offset).
 */
export const announcementTemplate = z
  .object({
    segment: z.enum(announcementSegments, { error: "announcements.segmentRequired" }),
    subject_vi: subject,
    subject_en: subject,
    body_vi: body,
    body_en: body,
    deadline: z.iso
      .datetime({ offset: true, error: "announcements.deadlineInvalid" })
      .transform((value) => new Date(value).toISOString())
      .nullish(),
  })
  .superRefine((template, ctx) => {
    const texts = { subject_vi: template.subject_vi, subject_en: template.subject_en, body_vi: template.body_vi, body_en: template.body_en };
    for (const [field, text] of Object.entries(texts)) {
      if (unknownPlaceholders(text).length) ctx.addIssue({ code: "custom", path: [field], message: "announcements.unknownPlaceholder" });
      else if (!template.deadline && placeholdersOf(text).includes("deadline"))
        ctx.addIssue({ code: "custom", path: ["deadline"], message: "announcements.deadlineMissing" });
    }
  });
export type AnnouncementTemplate = z.infer<typeof announcementTemplate>;

const renderedMail = z.object({ locale: z.enum(["vi", "en"]), to: z.string(), subject: z.string(), text: z.string() });

/** The preview: how many people the segment holds (by language) and the e-mail as one person of each language reads it. */
export const announcementPreview = z.object({
  recipients: z.number().int(),
  by_locale: z.object({ vi: z.number().int(), en: z.number().int() }),
  samples: z.array(renderedMail),
});

export const announcementQueued = z.object({ id: z.number().int(), recipients: z.number().int() });

export const announcementTestSent = z.object({ to: z.string(), mails: z.number().int() });

export const announcementSummary = z.object({
  id: z.number().int(),
  segment: z.enum(announcementSegments),
  subject_vi: z.string(),
  subject_en: z.string(),
  created_at: z.string(),
  created_by_name: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  /** When the last e-mail may leave under the rate limit. */
  last_send_at: z.string().nullable(),
  status: z.enum(["sending", "done"]),
});
export type AnnouncementSummary = z.infer<typeof announcementSummary>;

/** The history of sends (newest first) and the configured rate, which the screen states. */
export const announcementHistory = z.object({ per_minute: z.number().int(), sends: z.array(announcementSummary) });
