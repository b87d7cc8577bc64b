import {
  deleteContestDraftFilesId,
  getContestDraft,
  getContestEntries,
  getContestEntriesExport,
  getContestEntriesId,
  getContestEntry,
  getContestExaminees,
  getContestFilesIdContent,
  getContestFilesIdOriginal,
  postContestEntriesIdExclude,
  postContestEntriesIdRestore,
  postContestDraftSend,
  postContestEntry,
  putContestDraft,
} from "#contracts/contest.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { getDraft, myEntry as ownEntry, removeDraftFile, saveDraft } from "./entries.service.ts";
import { requestSendWhenChecked, submitEntry } from "./entry-submission.service.ts";
import { excludeEntry, getEntry, listEntries, listExaminees, restoreEntry } from "./entries-admin.service.ts";
import { openEntryFile, openOriginalEntryFile } from "./entry-files.service.ts";
import { entriesWorkbook } from "./entries-export.ts";
import { linkIsValid } from "./file-links.ts";
import { uploadStore } from "./upload-store.ts";

/** The contestant's draft and entry, the files behind short-lived links, and the administrators' lists. */
export function entriesRoutes(api: ApiRouter) {
  api.handle(getContestDraft, async ({ user, c }) => ({ data: await getDraft(c.var.deps, user, c.var.locale) }));
  api.handle(putContestDraft, async ({ body, user, c }) => ({ data: await saveDraft(c.var.deps, user, body, c.var.locale) }));
  api.handle(deleteContestDraftFilesId, async ({ params, user, c }) => {
    const { deps } = c.var;
    const store = uploadStore(deps);
    await removeDraftFile(deps, user, params.id, (uploadId) => store.remove(uploadId).catch(() => undefined));
    return { data: await getDraft(deps, user, c.var.locale) };
  });
  api.handle(postContestDraftSend, async ({ body, user, c }) => {
    const draft = await requestSendWhenChecked(c.var.deps, user, body, c.var.locale);
    return { data: draft, messageKey: draft.send_requested_at ? "entry.sendRequested" : "entry.posted" };
  });
  api.handle(postContestEntry, async ({ body, user, c }) => ({ data: await submitEntry(c.var.deps, user, body, c.var.locale), messageKey: "entry.posted" }));
  api.handle(getContestEntry, async ({ user, c }) => ({ data: await ownEntry(c.var.deps, user, c.var.locale) }));
  api.handle(getContestFilesIdContent, async ({ params, query, c }) => {
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
      ? c.body(file.stream, 206, {
          ...headers,
          "Content-Length": String(range.end - range.start + 1),
          "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
        })
      : c.body(file.stream, 200, { ...headers, "Content-Length": String(size) });
  });
  api.handle(getContestFilesIdOriginal, async ({ params, user, c }) => {
    const file = await openOriginalEntryFile(c.var.deps, user.id, params.id);
    return c.body(file.stream, 200, {
      "Content-Type": file.mediaType,
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Content-Length": String(file.size),
      "Cache-Control": "private, no-store",
    });
  });
  api.handle(getContestEntries, async ({ query, c }) => listEntries(c.var.deps, query));
  api.handle(getContestEntriesExport, async ({ query, c }) => {
    const workbook = await entriesWorkbook(c.var.deps, query, c.var.locale);
    return c.body(workbook, 200, {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="entries-${c.var.deps.clock.now().toISOString().slice(0, 10)}.xlsx"`,
    });
  });
  api.handle(getContestEntriesId, async ({ params, c }) => ({ data: await getEntry(c.var.deps, params.id, c.var.locale) }));
  api.handle(postContestEntriesIdExclude, async ({ params, body, user, c }) => ({
    data: await excludeEntry(c.var.deps, user, params.id, body, c.var.locale),
    messageKey: "entry.excludedDone",
  }));
  api.handle(postContestEntriesIdRestore, async ({ params, body, user, c }) => ({
    data: await restoreEntry(c.var.deps, user, params.id, body, c.var.locale),
    messageKey: "entry.restoredDone",
  }));
  api.handle(getContestExaminees, async ({ query, c }) => listExaminees(c.var.deps, query));
}
