import { z } from "zod";
import { listBody, successBody } from "#contracts/envelope.ts";
import { deleted } from "#contracts/funds-data.ts";
import { REPORT_PDF_MAX_BYTES, reportCategory, reportFields, reportItem, reportQuery, reportUploadForm } from "#contracts/funds-reports.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter, AppContext } from "#server/http/api.ts";
import { MULTIPART_OVERHEAD_BYTES, readUpload } from "#server/http/multipart.ts";
import { discardIncoming, listReports, openReportFile, receiveReportPdf, removeReport, reportById, reportCategoriesIn, saveReport } from "./reports.service.ts";

const administrators = ["administrator"] as const;
const UPLOAD_MAX_BYTES = REPORT_PDF_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
const fields = "multipart form: catID (a category of /reportscate), loai (0/1), title_vi, title_en, date (YYYY-MM-DD), status (1 published, 0 draft), file (a PDF, at most 20 MB; it must parse, its metadata is removed; stored privately).";

/** The request body streamed to private storage, never held in memory; the limit applies before and while reading. */
const uploadOf = (c: AppContext) => {
  const deps = c.var.deps;
  return readUpload(c, { fileField: "file", fields: reportFields, maxBodyBytes: UPLOAD_MAX_BYTES, onFile: (stream) => receiveReportPdf(deps, stream), discard: (file) => discardIncoming(deps, file) });
};

/** Spec §7 "Reports": the funds' investment reports and portfolio-NAV reports, each with a PDF (docs/funds-data.md). */
export function reportRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/reportscate"], tag: "Funds data", access: "public", summary: "The report categories (catID): 1 investment reports (bao-cao-dau-tu), 2 portfolio-NAV reports (bao-cao-danh-muc-nav), in the reader's language.", response: successBody(z.array(reportCategory)) },
    async ({ c }) => ({ data: reportCategoriesIn(c.var.locale) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/reports"],
      tag: "Funds data",
      access: "public",
      summary: "Reports by fund (loai) and category (catID), newest day first, paged; type=all includes drafts (administrators only, else 403).",
      query: reportQuery,
      response: listBody(reportItem),
      errors: ["FORBIDDEN"],
    },
    async ({ query, user, c }) => listReports(c.var.deps, query, user?.role === "administrator", c.var.locale),
  );
  api.route(
    { method: "get", paths: ["/reports/:id"], tag: "Funds data", access: "public", summary: "One report; a draft only for administrators.", params: idParams, response: successBody(reportItem), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await reportById(c.var.deps, params.id, user?.role === "administrator", c.var.locale) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/reports/:id/file"],
      tag: "Funds data",
      access: "public",
      summary: "A published report's PDF (a draft's only for administrators), streamed as a download.",
      params: idParams,
      response: z.string(),
      responseTypes: ["application/pdf"],
      errors: ["NOT_FOUND"],
    },
    async ({ params, user, c }) => {
      const file = await openReportFile(c.var.deps, params.id, user?.role === "administrator");
      return c.body(file.stream, 200, {
        "Content-Type": "application/pdf",
        "Content-Length": String(file.bytes),
        "Content-Disposition": `attachment; filename="${file.name}"`,
        "Cache-Control": "no-cache",
        "X-Content-Type-Options": "nosniff",
      });
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/reports"],
      tag: "Funds data",
      access: administrators,
      summary: `Add a report: ${fields} Audited.`,
      multipart: { schema: reportUploadForm, maxBytes: UPLOAD_MAX_BYTES },
      response: successBody(reportItem),
      status: 201,
      errors: ["PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
    },
    async ({ user, c }) => ({ data: await saveReport(c.var.deps, user, undefined, await uploadOf(c), c.var.locale), messageKey: "fundsData.saved" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/reports/:id"],
      tag: "Funds data",
      access: administrators,
      summary: `Replace a report's fields, and its PDF when a file is sent (else it is kept): ${fields} Audited.`,
      params: idParams,
      multipart: { schema: reportUploadForm, maxBytes: UPLOAD_MAX_BYTES },
      response: successBody(reportItem),
      errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
    },
    async ({ params, user, c }) => ({ data: await saveReport(c.var.deps, user, params.id, await uploadOf(c), c.var.locale), messageKey: "fundsData.saved" }),
  );
  api.route(
    { method: "delete", paths: ["/reports/:id"], tag: "Funds data", access: administrators, summary: "Delete a report and its PDF (the audit trail keeps its fields).", params: idParams, response: successBody(deleted), errors: ["NOT_FOUND"] },
    async ({ params, user, c }) => ({ data: await removeReport(c.var.deps, user, params.id), messageKey: "fundsData.deleted" }),
  );
}
