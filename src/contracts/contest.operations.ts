import { edition, editionInput, publicEdition } from "./contest.ts";
import {
  acceptedFiles,
  adminEntry,
  draftInput,
  draftView,
  entriesList,
  entriesQuery,
  entryView,
  examineesList,
  examineesQuery,
  excludeInput,
  myEntry,
  restoreInput,
  submitInput,
} from "./entry.ts";
import { successBody } from "./envelope.ts";
import { XLSX_TYPE } from "./media-types.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

const administrators = ["administrator"] as const;
const contestants = { tag: "Contest entries", access: ["candidate"] } as const;
const entriesAdmin = { tag: "Contest entries", access: administrators } as const;
/** What an entry file may be served as: any type a contestant may upload. */
const entryFileTypes = [...acceptedFiles.essay.mediaTypes, ...acceptedFiles.image.mediaTypes, ...acceptedFiles.video.mediaTypes];

export const getContestEdition = defineOperation({
  method: "get",
  paths: ["/contest/edition"],
  tag: "Contest",
  access: "public",
  summary:
    "The current edition: timeline, questions (without the correct option), upload limits, prizes, lucky-draw plan, and which rounds' results are published.",
  response: successBody(publicEdition),
});

export const getContestEditionAdmin = defineOperation({
  method: "get",
  paths: ["/contest/edition/admin"],
  tag: "Contest",
  access: administrators,
  summary: "The current edition with the choice question's correct option.",
  response: successBody(edition),
});

export const putContestEdition = defineOperation({
  method: "put",
  paths: ["/contest/edition"],
  tag: "Contest",
  access: administrators,
  summary: "Replace the current edition's settings as a whole (dates in order, limits, prize table); audited.",
  body: editionInput,
  response: successBody(edition),
  errors: ["VALIDATION_FAILED"],
});

export const getContestDraft = defineOperation({
  ...contestants,
  method: "get",
  paths: ["/contest/draft"],
  summary:
    "The contestant's draft (answers and uploaded files), the edition's limits, and what still stops them from submitting. Each file's `state`: `uploading` (bytes arriving), `checking` (every byte stored, its content check queued as a job), `ready`, or `refused` (the check refused it and deleted its bytes; `refusal` says why: `invalidFile`, or `checkFailed` when it could not be checked). A client polls this until no file is `checking`.",
  response: successBody(draftView),
});

export const putContestDraft = defineOperation({
  ...contestants,
  method: "put",
  paths: ["/contest/draft"],
  summary: "Save the answers so far (choice, title, acceptance of the rules); fields left out are kept. Only inside the submission window, before submitting.",
  body: draftInput,
  response: successBody(draftView),
  errors: ["VALIDATION_FAILED", "FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
});

export const deleteContestDraftFilesId = defineOperation({
  ...contestants,
  method: "delete",
  paths: ["/contest/draft/files/:id"],
  summary: "Remove a file from the draft (an unfinished upload, one being checked or a refused one's notice too) and delete what was stored of it.",
  params: idParams,
  response: successBody(draftView),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const postContestEntry = defineOperation({
  ...contestants,
  method: "post",
  paths: ["/contest/entry"],
  summary:
    "Send the entry: choice, title (within the edition's limits.title_min to title_max characters) and acceptance of the rules; the draft's ready files (one essay PDF) go with it, and refused files' notices are dropped; refused (422 `entry.uploadsPending`) while a file is uploading or being checked (POST /contest/draft/send waits for the checks instead), and (409 `entry.blocker.sendRequested`) while such a Send waits. Once per contestant, inside the window, by an activated adult with complete personal information. Queues a confirmation e-mail.",
  body: submitInput,
  response: successBody(entryView),
  status: 201,
  errors: ["VALIDATION_FAILED", "FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
});

export const postContestDraftSend = defineOperation({
  ...contestants,
  method: "post",
  paths: ["/contest/draft/send"],
  summary:
    "Send the entry once its files are checked (ADR 0030): the same rules and body as POST /contest/entry, for a Send pressed while a file is `checking` (the essay may be; a file still `uploading` answers 422 `entry.uploadsPending`). The draft keeps the request (`send_requested_at`) and is frozen (blocker `sendRequested`); the last check sends the entry as of that time, even after the window has closed. A refused essay sends nothing and the contestant is e-mailed why. With nothing left to check it sends at once (the draft then shows `alreadySubmitted`).",
  body: submitInput,
  response: successBody(draftView),
  errors: ["VALIDATION_FAILED", "FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
});

export const getContestEntry = defineOperation({
  ...contestants,
  method: "get",
  paths: ["/contest/entry"],
  summary: "The contestant's submitted entry, read-only, or null when none was sent.",
  response: successBody(myEntry),
});

export const getContestFilesIdContent = defineOperation({
  method: "get",
  paths: ["/contest/files/:id/content"],
  tag: "Contest entries",
  access: "public",
  summary:
    "One entry file (byte ranges too, for video players), through a short-lived signed link that only the owner's, an administrator's and an assigned judge's views hand out; served under a neutral name (kind and id), never the name it was uploaded under.",
  query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
  params: idParams,
  response: z.string(),
  responseTypes: entryFileTypes,
  errors: ["FORBIDDEN", "NOT_FOUND"],
});

export const getContestFilesIdOriginal = defineOperation({
  ...entriesAdmin,
  method: "get",
  paths: ["/contest/files/:id/original"],
  summary:
    "The contestant's file as uploaded, before anonymisation (judges and the contestant's links serve the anonymised copy), for settling a dispute. Each read is audited. Served as a download under a neutral name.",
  params: idParams,
  response: z.string(),
  responseTypes: entryFileTypes,
  errors: ["NOT_FOUND"],
});

export const getContestEntries = defineOperation({
  ...entriesAdmin,
  method: "get",
  paths: ["/contest/entries"],
  summary:
    "Entries by submission number, filtered by status (unmarked, marked, excluded) and a search in title, code, name, e-mail or phone (accents and case ignored); paged.",
  query: entriesQuery,
  response: entriesList,
});

export const getContestEntriesExport = defineOperation({
  ...entriesAdmin,
  method: "get",
  paths: ["/contest/entries/export"],
  summary: "The entries matching the same filters as a spreadsheet (.xlsx).",
  query: entriesQuery.omit({ page: true, per_page: true }),
  response: z.string(),
  responseTypes: [XLSX_TYPE],
});

export const getContestEntriesId = defineOperation({
  ...entriesAdmin,
  method: "get",
  paths: ["/contest/entries/:id"],
  summary: "One entry with its contestant and its files (short-lived links).",
  params: idParams,
  response: successBody(adminEntry),
  errors: ["NOT_FOUND"],
});

export const postContestEntriesIdExclude = defineOperation({
  ...entriesAdmin,
  method: "post",
  paths: ["/contest/entries/:id/exclude"],
  summary:
    "Exclude an entry on a ground (`staff_or_relative`: organising-committee staff or a relative of staff, told to the contestant in their language; `other`, the default: the reason says why), with the reason; the entry itself is not changed. Audited; the contestant is e-mailed the reason in their language.",
  body: excludeInput,
  params: idParams,
  response: successBody(adminEntry),
  errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
});

export const postContestEntriesIdRestore = defineOperation({
  ...entriesAdmin,
  method: "post",
  paths: ["/contest/entries/:id/restore"],
  summary: "Restore an excluded entry, with the reason: back to marked or unmarked as it was. Audited; the contestant is e-mailed in their language.",
  params: idParams,
  body: restoreInput,
  response: successBody(adminEntry),
  errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
});

export const getContestExaminees = defineOperation({
  ...entriesAdmin,
  method: "get",
  paths: ["/contest/examinees"],
  summary:
    "Contestants with the state of their entry (none, unmarked, marked, excluded); search by name, e-mail, phone or entry code, accents and case ignored; paged.",
  query: examineesQuery,
  response: examineesList,
});
