import {
  deleteReportsId,
  getReports,
  getReportscate,
  getReportsId,
  getReportsIdFile,
  postReports,
  postReportsId,
} from "#contracts/funds-reports.operations.ts";
import { reportFields } from "#contracts/funds-reports.ts";
import type { ApiRouter, AppContext } from "#server/http/api.ts";
import { readUpload } from "#server/http/multipart.ts";
import { discardIncoming, listReports, openReportFile, receiveReportPdf, removeReport, reportById, reportCategoriesIn, saveReport } from "./reports.service.ts";

/** The request body streamed to private storage, never held in memory; the limit applies before and while reading. */
const uploadOf = (c: AppContext) => {
  const deps = c.var.deps;
  return readUpload(c, {
    fileField: "file",
    fields: reportFields,
    maxBodyBytes: postReports.multipart.maxBytes,
    onFile: (stream) => receiveReportPdf(deps, stream),
    discard: (file) => discardIncoming(deps, file),
  });
};

/** Spec §7 "Reports": the funds' investment reports and portfolio-NAV reports, each with a PDF (docs/funds-data.md). */
export function reportRoutes(api: ApiRouter) {
  api.handle(getReportscate, async ({ c }) => ({ data: reportCategoriesIn(c.var.locale) }));
  api.handle(getReports, async ({ query, user, c }) => listReports(c.var.deps, query, user?.role === "administrator", c.var.locale));
  api.handle(getReportsId, async ({ params, user, c }) => ({ data: await reportById(c.var.deps, params.id, user?.role === "administrator", c.var.locale) }));
  api.handle(getReportsIdFile, async ({ params, user, c }) => {
    const file = await openReportFile(c.var.deps, params.id, user?.role === "administrator");
    return c.body(file.stream, 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes),
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    });
  });
  api.handle(postReports, async ({ user, c }) => ({
    data: await saveReport(c.var.deps, user, undefined, await uploadOf(c), c.var.locale),
    messageKey: "fundsData.saved",
  }));
  api.handle(postReportsId, async ({ params, user, c }) => ({
    data: await saveReport(c.var.deps, user, params.id, await uploadOf(c), c.var.locale),
    messageKey: "fundsData.saved",
  }));
  api.handle(deleteReportsId, async ({ params, user, c }) => ({ data: await removeReport(c.var.deps, user, params.id), messageKey: "fundsData.deleted" }));
}
