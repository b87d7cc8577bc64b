import { auditChainReport, auditExportQuery, auditLogList, auditLogQuery } from "./audit-log.ts";
import { successBody } from "./envelope.ts";
import { XLSX_TYPE } from "./media-types.ts";
import { defineOperation } from "./operation.ts";
import { z } from "./zod.ts";

const common = { tag: "Activity history", access: ["administrator"] } as const;

export const getAuditEvents = defineOperation({
  ...common,
  method: "get",
  paths: ["/audit/events"],
  summary:
    "Audited actions, newest first: filter by who (part of e-mail or name, an id, or `system`), action and subject (their start) and a range of days in Vietnam time; paged. Each event lists its changed fields with before and after.",
  query: auditLogQuery,
  response: auditLogList,
  errors: ["VALIDATION_FAILED"],
});

export const getAuditEventsExport = defineOperation({
  ...common,
  method: "get",
  paths: ["/audit/events/export"],
  summary: "The filtered activity history as .xlsx in the reader's language, times in Vietnam time (at most 50,000 events, newest first).",
  query: auditExportQuery,
  response: z.string(),
  responseTypes: [XLSX_TYPE],
  errors: ["VALIDATION_FAILED"],
});

export const postAuditVerify = defineOperation({
  ...common,
  method: "post",
  paths: ["/audit/verify"],
  summary: "Recomputes the activity history's hash chain and reports how many events are intact and the first broken link, if any.",
  response: successBody(auditChainReport),
});
