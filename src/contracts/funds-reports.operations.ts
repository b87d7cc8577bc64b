import { listBody, successBody } from "./envelope.ts";
import { deleted } from "./funds-data.ts";
import { REPORT_PDF_MAX_BYTES, reportCategory, reportItem, reportQuery, reportUploadForm } from "./funds-reports.ts";
import { defineOperation, MULTIPART_OVERHEAD_BYTES } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

// Spec §7 "Reports": the funds' investment reports and portfolio-NAV reports, each with a PDF (docs/funds-data.md).

const common = { tag: "Funds data" } as const;
const administrators = ["administrator"] as const;
const upload = { schema: reportUploadForm, maxBytes: REPORT_PDF_MAX_BYTES + MULTIPART_OVERHEAD_BYTES };
const fields =
  "multipart form: catID (a category of /reportscate), loai (0/1), title_vi, title_en, date (YYYY-MM-DD), status (1 published, 0 draft), file (a PDF, at most 20 MB; it must parse, its metadata is removed; stored privately).";

export const getReportscate = defineOperation({
  ...common,
  method: "get",
  paths: ["/reportscate"],
  access: "public",
  summary: "The report categories (catID): 1 investment reports (bao-cao-dau-tu), 2 portfolio-NAV reports (bao-cao-danh-muc-nav), in the reader's language.",
  response: successBody(z.array(reportCategory)),
});

export const getReports = defineOperation({
  ...common,
  method: "get",
  paths: ["/reports"],
  access: "public",
  summary: "Reports by fund (loai) and category (catID), newest day first, paged; type=all includes drafts (administrators only, else 403).",
  query: reportQuery,
  response: listBody(reportItem),
  errors: ["FORBIDDEN"],
});

export const getReportsId = defineOperation({
  ...common,
  method: "get",
  paths: ["/reports/:id"],
  access: "public",
  summary: "One report; a draft only for administrators.",
  params: idParams,
  response: successBody(reportItem),
  errors: ["NOT_FOUND"],
});

export const getReportsIdFile = defineOperation({
  ...common,
  method: "get",
  paths: ["/reports/:id/file"],
  access: "public",
  summary: "A published report's PDF (a draft's only for administrators), streamed as a download.",
  params: idParams,
  response: z.string(),
  responseTypes: ["application/pdf"],
  errors: ["NOT_FOUND"],
});

export const postReports = defineOperation({
  ...common,
  method: "post",
  paths: ["/reports"],
  access: administrators,
  summary: `Add a report: ${fields} Audited.`,
  multipart: upload,
  response: successBody(reportItem),
  status: 201,
  errors: ["PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
});

export const postReportsId = defineOperation({
  ...common,
  method: "post",
  paths: ["/reports/:id"],
  access: administrators,
  summary: `Replace a report's fields, and its PDF when a file is sent (else it is kept): ${fields} Audited.`,
  params: idParams,
  multipart: upload,
  response: successBody(reportItem),
  errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
});

export const deleteReportsId = defineOperation({
  ...common,
  method: "delete",
  paths: ["/reports/:id"],
  access: administrators,
  summary: "Delete a report and its PDF (the audit trail keeps its fields).",
  params: idParams,
  response: successBody(deleted),
  errors: ["NOT_FOUND"],
});
