import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import {
  acceptedFiles,
  adminEntry,
  draftInput,
  draftView,
  entriesList,
  entriesQuery,
  examineesList,
  examineesQuery,
  excludeInput,
  restoreInput,
  myEntry,
  entryView,
  submitInput,
} from "#contracts/entry.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { getDraft, myEntry as ownEntry, removeDraftFile, saveDraft, submitEntry } from "./entries.service.ts";
import { excludeEntry, getEntry, listEntries, listExaminees, restoreEntry } from "./entries-admin.service.ts";
import { openEntryFile, openOriginalEntryFile } from "./entry-files.service.ts";
import { entriesWorkbook } from "./entries-export.ts";
import { linkIsValid } from "./file-links.ts";
import { uploadStore } from "./uploads.ts";

const contestants = ["candidate"] as const;
const administrators = ["administrator"] as const;

/** The contestant's draft and entry, the files behind short-lived links, and the administrators' lists. */
export function entriesRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/contest/draft"],
      tag: "Contest entries",
      access: contestants,
      summary: "The contestant's draft (answers and uploaded files), the edition's limits, and what still stops them from submitting.",
      response: successBody(draftView),
    },
    async ({ user, c }) => ({ data: await getDraft(c.var.deps, user) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/contest/draft"],
      tag: "Contest entries",
      access: contestants,
      summary: "Save the answers so far (choice, title, acceptance of the rules); fields left out are kept. Only inside the submission window, before submitting.",
      body: draftInput,
      response: successBody(draftView),
      errors: ["VALIDATION_FAILED", "FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await saveDraft(c.var.deps, user, body) }),
  );
  api.route(
    {
      method: "delete",
      paths: ["/contest/draft/files/:id"],
      tag: "Contest entries",
      access: contestants,
      summary: "Remove a file from the draft (an unfinished upload too) and delete what was stored of it.",
      params: idParams,
      response: successBody(draftView),
      errors: ["NOT_FOUND", "CONFLICT"],
    },
    async ({ params, user, c }) => {
      const { deps } = c.var;
      const store = uploadStore(deps);
      await removeDraftFile(deps, user, params.id, (uploadId) => store.remove(uploadId).catch(() => undefined));
      return { data: await getDraft(deps, user) };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/contest/entry"],
      tag: "Contest entries",
      access: contestants,
      summary:
        "Send the entry: choice, title (within the edition's limits.title_min to title_max characters) and acceptance of the rules; the draft's files (one essay PDF) go with it. Once per contestant, inside the window, by an activated adult with complete personal information. Queues a confirmation e-mail.",
      body: submitInput,
      response: successBody(entryView),
      status: 201,
      errors: ["VALIDATION_FAILED", "FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await submitEntry(c.var.deps, user, body, c.var.locale), messageKey: "entry.posted" }),
  );
  api.route(
    { method: "get", paths: ["/contest/entry"], tag: "Contest entries", access: contestants, summary: "The contestant's submitted entry, read-only, or null when none was sent.", response: successBody(myEntry) },
    async ({ user, c }) => ({ data: await ownEntry(c.var.deps, user) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/contest/files/:id/content"],
      tag: "Contest entries",
      access: "public",
      summary: "One entry file (byte ranges too, for video players), through a short-lived signed link that only the owner's, an administrator's and an assigned judge's views hand out; served under a neutral name (kind and id), never the name it was uploaded under.",
      query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
      params: idParams,
      response: z.string(),
      responseTypes: [...acceptedFiles.essay.mediaTypes, ...acceptedFiles.image.mediaTypes, ...acceptedFiles.video.mediaTypes],
      errors: ["FORBIDDEN", "NOT_FOUND"],
    },
    async ({ params, query, c }) => {
      const { deps } = c.var;
      if (!(await linkIsValid(deps, params.id, query.expires, query.signature))) throw new ApiError("FORBIDDEN", { messageKey: "entry.linkExpired" });
      const file = await openEntryFile(deps, params.id, c.req.header("range"));
      if (file.unsatisfiable) return c.body(null, 416, { "Content-Range": `bytes */${file.size}` });
      const { range, size } = file;
      const headers = {
        "Content-Type": file.mediaType,
        "Content-Disposition": `inline; filename="${file.name}"`,
        "Cache-Control": "private, no-store",
        "Accept-Ranges": "bytes",
      };
      return range
        ? c.body(file.stream, 206, { ...headers, "Content-Length": String(range.end - range.start + 1), "Content-Range": `bytes ${range.start}-${range.end}/${size}` })
        : c.body(file.stream, 200, { ...headers, "Content-Length": String(size) });
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/contest/files/:id/original"],
      tag: "Contest entries",
      access: administrators,
      summary:
        "The contestant's file as uploaded, before anonymisation (judges and the contestant's links serve the anonymised copy), for settling a dispute. Each read is audited. Served as a download under a neutral name.",
      params: idParams,
      response: z.string(),
      responseTypes: [...acceptedFiles.essay.mediaTypes, ...acceptedFiles.image.mediaTypes, ...acceptedFiles.video.mediaTypes],
      errors: ["NOT_FOUND"],
    },
    async ({ params, user, c }) => {
      const file = await openOriginalEntryFile(c.var.deps, user.id, params.id);
      return c.body(file.stream, 200, {
        "Content-Type": file.mediaType,
        "Content-Disposition": `attachment; filename="${file.name}"`,
        "Content-Length": String(file.size),
        "Cache-Control": "private, no-store",
      });
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/contest/entries"],
      tag: "Contest entries",
      access: administrators,
      summary: "Entries by submission number, filtered by status (unmarked, marked, excluded) and a search in title, code, name, e-mail or phone (accents and case ignored); paged.",
      query: entriesQuery,
      response: entriesList,
    },
    async ({ query, c }) => listEntries(c.var.deps, query),
  );
  api.route(
    {
      method: "get",
      paths: ["/contest/entries/export"],
      tag: "Contest entries",
      access: administrators,
      summary: "The entries matching the same filters as a spreadsheet (.xlsx).",
      query: entriesQuery.omit({ page: true, per_page: true }),
      response: z.string(),
      responseTypes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    },
    async ({ query, c }) => {
      const workbook = await entriesWorkbook(c.var.deps, query, c.var.locale);
      return c.body(workbook, 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="entries-${c.var.deps.clock.now().toISOString().slice(0, 10)}.xlsx"`,
      });
    },
  );
  api.route(
    { method: "get", paths: ["/contest/entries/:id"], tag: "Contest entries", access: administrators, summary: "One entry with its contestant and its files (short-lived links).", params: idParams, response: successBody(adminEntry), errors: ["NOT_FOUND"] },
    async ({ params, c }) => ({ data: await getEntry(c.var.deps, params.id) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/contest/entries/:id/exclude"],
      tag: "Contest entries",
      access: administrators,
      summary:
        "Exclude an entry on a ground (`staff_or_relative`: organising-committee staff or a relative of staff, told to the contestant in their language; `other`, the default: the reason says why), with the reason; the entry itself is not changed. Audited; the contestant is e-mailed the reason in their language.",
      body: excludeInput,
      params: idParams,
      response: successBody(adminEntry),
      errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
    },
    async ({ params, body, user, c }) => ({ data: await excludeEntry(c.var.deps, user, params.id, body), messageKey: "entry.excludedDone" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/contest/entries/:id/restore"],
      tag: "Contest entries",
      access: administrators,
      summary: "Restore an excluded entry, with the reason: back to marked or unmarked as it was. Audited; the contestant is e-mailed in their language.",
      params: idParams,
      body: restoreInput,
      response: successBody(adminEntry),
      errors: ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT"],
    },
    async ({ params, body, user, c }) => ({ data: await restoreEntry(c.var.deps, user, params.id, body), messageKey: "entry.restoredDone" }),
  );
  api.route(
    {
      method: "get",
      paths: ["/contest/examinees"],
      tag: "Contest entries",
      access: administrators,
      summary: "Contestants with the state of their entry (none, unmarked, marked, excluded); search by name, e-mail, phone or entry code, accents and case ignored; paged.",
      query: examineesQuery,
      response: examineesList,
    },
    async ({ query, c }) => listExaminees(c.var.deps, query),
  );
}
