import { entryFileStates, type EntryFileState } from "#domain/entry-sending.ts";
import { personText } from "./person-text.ts";
import { z } from "./zod.ts";
import { listBody } from "./envelope.ts";

/**
 * A contestant's entry (spec contest.md sections 2-5): the choice answer, a title, the essay PDF, optional images
 * and videos. The limits are data of the contest edition; the schemas here carry the rules that never change.
 */

export const entryChoices = ["A", "B", "C", "D", "E"] as const;
export type EntryChoice = (typeof entryChoices)[number];

export const fileKinds = ["essay", "image", "video"] as const;
export type FileKind = (typeof fileKinds)[number];

/** What each kind accepts, recognised by content; the extensions only guide the browser's file picker. */
export const acceptedFiles: Record<FileKind, { mediaTypes: readonly string[]; extensions: readonly string[] }> = {
  essay: { mediaTypes: ["application/pdf"], extensions: [".pdf"] },
  image: { mediaTypes: ["image/jpeg", "image/png", "image/tiff"], extensions: [".jpg", ".jpeg", ".png", ".tif", ".tiff"] },
  video: { mediaTypes: ["video/mp4", "video/quicktime"], extensions: [".mp4", ".mov"] },
};

/** Characters as a reader counts them: "ế" is one, however it was typed (precomposed or with combining marks). */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text.normalize("NFC"))) count += 1;
  return count;
}

const titleText = personText("entry.validation.title");

/** The edition's title limits (its `limits.title_min` / `title_max`), counted as the contestant sees characters. */
export type TitleLimits = { title_min: number; title_max: number };

/** A title within the edition's limits. Its message reads "{{min}} to {{max}} characters": pass the limits as its variables. */
export const titleField = (limits: TitleLimits) =>
  titleText.refine((value) => {
    const length = visibleLength(value);
    return length >= limits.title_min && length <= limits.title_max;
  }, "entry.validation.title");

export const choiceField = z.enum(entryChoices, { error: "entry.validation.choice" });

/** The draft body as the API documents it; `draftInputFor` adds the edition's limits. */
export const draftInput = z.object({
  choice_answer: choiceField.nullable().optional(),
  title: titleText.nullable().optional(),
  /** Whether the contestant has ticked "I accept the contest rules"; kept so a reload finds it ticked. */
  accept_rules: z.boolean({ error: "validation.invalidValue" }).optional(),
});
export type DraftInput = z.infer<typeof draftInput>;

/** Saving the draft: anything may still be missing, but nothing may be longer than the edition allows. */
export const draftInputFor = (limits: TitleLimits) =>
  draftInput.extend({
    title: titleText
      .refine((value) => visibleLength(value) <= limits.title_max, "entry.validation.title")
      .nullable()
      .optional(),
  });

/** The submission body as the API documents it; `submitInputFor` adds the edition's title limits. */
export const submitInput = z.object({
  choice_answer: choiceField,
  title: titleText,
  accept_rules: z.literal(true, { error: "entry.validation.acceptRules" }),
  /** The contestant declares they are neither organising-committee staff nor a relative of staff (the spec bars both); stored with its time. */
  declare_not_staff: z.literal(true, { error: "entry.validation.notStaff" }),
  /** Judges the contestant has a conflict of interest with (ids from GET /judging/judges); never assigned to the entry. */
  conflict_judge_ids: z.array(z.number().int().positive(), { error: "entry.validation.conflictJudges" }).max(50, "entry.validation.conflictJudges").default([]),
  /** Optional consent to show the contestant's name beside the entry in the published results (docs/results.md). */
  publish_name: z.boolean({ error: "validation.invalidValue" }).default(false),
});
export type SubmitInput = z.infer<typeof submitInput>;

/** Sending the entry: the final answers, a title within the edition's limits and the acceptance of the contest rules. */
export const submitInputFor = (limits: TitleLimits) => submitInput.extend({ title: titleField(limits) });

/**
 * Where an entry file stands (`#domain/entry-sending.ts`, whose rule of sending reads it): only `ready` is ever seen
 * by a link, a judge or a submission.
 */
export { entryFileStates, type EntryFileState };
/** Why a file was refused: its content failed the checks, or it could not be checked at all (message `entry.<code>`). */
export const entryFileRefusals = ["invalidFile", "checkFailed"] as const;
export type EntryFileRefusal = (typeof entryFileRefusals)[number];

export const entryFile = z.object({
  id: z.number().int(),
  kind: z.enum(fileKinds),
  name: z.string(),
  media_type: z.string().nullable(),
  bytes: z.number().int(),
  state: z.enum(entryFileStates),
  /** A refused file's reason, whose message is `entry.<refusal>` ("Invalid file"); null unless refused. */
  refusal: z.enum(entryFileRefusals).nullable(),
  /** That reason in the request's language ("File không hợp lệ", "Invalid file"); null unless refused. */
  refusal_message: z.string().nullable(),
  /** A short-lived link that opens the file (ready files only). */
  url: z.string().nullable(),
});
export type EntryFile = z.infer<typeof entryFile>;

/** Where an administrator downloads the contestant's file as uploaded (every link otherwise serves the judge's copy). */
export const originalFileUrl = (id: number) => `/api/v1/contest/files/${id}/original`;

export const entryLimits = z.object({
  title_min: z.number().int(),
  title_max: z.number().int(),
  essay_max_bytes: z.number().int(),
  image_max_bytes: z.number().int(),
  image_max_count: z.number().int(),
  video_max_bytes: z.number().int(),
  video_max_count: z.number().int(),
  draft_max_bytes: z.number().int(),
});
export type EntryLimits = z.infer<typeof entryLimits>;

/** Why a contestant cannot send an entry yet, in the order the page lists them. */
export const blockers = ["notActivated", "profileIncomplete", "underage", "windowBefore", "windowClosed", "alreadySubmitted", "sendRequested"] as const;
export type Blocker = (typeof blockers)[number];

export const draftView = z.object({
  choice_answer: z.enum(entryChoices).nullable(),
  title: z.string().nullable(),
  accept_rules: z.boolean(),
  files: z.array(entryFile),
  limits: entryLimits,
  /** Empty when the contestant may submit. */
  blockers: z.array(z.enum(blockers)),
  submission_opens_at: z.string(),
  submission_closes_at: z.string(),
  /**
   * When the contestant pressed Send while a file was still being checked (POST /contest/draft/send); null otherwise.
   * The entry is sent, as of this time, when the draft's last check ends; until then the draft cannot change.
   */
  send_requested_at: z.string().nullable(),
});
export type DraftView = z.infer<typeof draftView>;

export const entryStatuses = ["submitted", "marked", "excluded"] as const;
export type EntryStatus = (typeof entryStatuses)[number];

export const entryView = z.object({
  /** The submission sequence number: ties go to the smallest. */
  id: z.number().int(),
  code: z.string(),
  choice_answer: z.enum(entryChoices),
  title: z.string(),
  status: z.enum(entryStatuses),
  submitted_at: z.string(),
  exclusion_reason: z.string().nullable(),
  files: z.array(entryFile),
  /** The judges the contestant declared a conflict with. */
  conflict_judge_ids: z.array(z.number().int()),
  /** Whether the contestant consented to their name being published with the results. */
  publish_name: z.boolean(),
});
export type EntryView = z.infer<typeof entryView>;

/** The contestant's entry, or null when there is none yet. */
export const myEntry = entryView.nullable();

export const adminEntry = entryView.extend({
  user: z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), phone_number: z.string().nullable(), nation: z.string().nullable() }),
  choice_correct: z.boolean().nullable(),
  excluded_at: z.string().nullable(),
  /** When the contestant declared they are neither staff nor a relative of staff; null for entries sent before the declaration existed. */
  not_staff_declared_at: z.string().nullable(),
});
export type AdminEntry = z.infer<typeof adminEntry>;

/** Filters of the administrators' lists: "unmarked" is the spec's name for a submitted entry not yet marked. */
export const entryFilters = ["all", "unmarked", "marked", "excluded"] as const;
export type EntryFilter = (typeof entryFilters)[number];
export const ENTRIES_PER_PAGE = 20;

export const entriesQuery = z.object({
  status: z.enum(entryFilters).default("all"),
  /** Part of the title, the entry code, or the contestant's name or e-mail. */
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(ENTRIES_PER_PAGE),
});
export type EntriesQuery = z.infer<typeof entriesQuery>;

export const entriesList = listBody(adminEntry.omit({ files: true }));
export type EntriesList = z.infer<typeof entriesList>;

/** Grounds an administrator picks from at screening; "other" is explained in the reason. */
export const exclusionGrounds = ["staff_or_relative", "other"] as const;
export type ExclusionGround = (typeof exclusionGrounds)[number];

const reasonText = personText("entry.validation.reason").min(3, "entry.validation.reason").max(1000, "entry.validation.reason");

/**
 * Excluding or restoring an entry. A named ground is enough on its own: the contestant is told it in their language,
 * followed by the reason when one is given; "other" (the default) needs the reason.
 */
export const excludeInput = z
  .object({ ground: z.enum(exclusionGrounds, { error: "validation.invalidValue" }).default("other"), reason: reasonText.optional() })
  .refine((input) => input.ground !== "other" || input.reason !== undefined, { path: ["reason"], error: "entry.validation.reason" });
export type ExcludeInput = z.infer<typeof excludeInput>;

/** Restoring an excluded entry, with the reason the contestant is told. */
export const restoreInput = z.object({ reason: reasonText });
export type RestoreInput = z.infer<typeof restoreInput>;

/** The administrators' contestants list: every candidate with whether and how their entry stands. */
export const examinee = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  nation: z.string().nullable(),
  activated: z.boolean(),
  created_at: z.string(),
  entry_id: z.number().int().nullable(),
  entry_status: z.enum(entryStatuses).nullable(),
});
export type Examinee = z.infer<typeof examinee>;
export const examineesQuery = entriesQuery.extend({ status: z.enum([...entryFilters, "none"]).default("all") });
export type ExamineesQuery = z.infer<typeof examineesQuery>;
export const examineesList = listBody(examinee);

export const entryCounters = z.object({ exams: z.number().int(), marked: z.number().int(), excluded: z.number().int(), unmarked: z.number().int() });
export type EntryCounters = z.infer<typeof entryCounters>;

/** The personal information a contestant must have filled in before submitting (spec: "Please fill in your personal information"). */
export const personalFields = ["full_name", "birth_date", "phone_number", "nation", "person_type"] as const;
export type PersonalField = (typeof personalFields)[number];

export function missingPersonalFields(profile: { readonly [K in PersonalField]: string | null | undefined }): PersonalField[] {
  return personalFields.filter((field) => !profile[field]?.trim());
}
