import { z } from "zod";
import { auditChainReport, auditExportQuery, auditLogList, auditLogQuery } from "#contracts/audit-log.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { xlsxHeaders, XLSX_TYPE } from "#server/lib/xlsx.ts";
import { eventsWorkbook } from "./events-log.export.ts";
import { listEvents, verifyChain } from "./events-log.service.ts";

const administrators = ["administrator"] as const;
const tag = "Activity history";

/** The activity history: read, export and verify; there is deliberately no route that changes an event. */
export function eventsLogRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/audit/events"],
      tag,
      access: administrators,
      summary: "Audited actions, newest first: filter by who (part of e-mail or name, an id, or `system`), action and subject (their start) and a range of days in Vietnam time; paged. Each event lists its changed fields with before and after.",
      query: auditLogQuery,
      response: auditLogList,
      errors: ["VALIDATION_FAILED"],
    },
    async ({ query, c }) => listEvents(c.var.deps, query),
  );
  api.route(
    {
      method: "get",
      paths: ["/audit/events/export"],
      tag,
      access: administrators,
      summary: "The filtered activity history as .xlsx in the reader's language, times in Vietnam time (at most 50,000 events, newest first).",
      query: auditExportQuery,
      response: z.string(),
      responseTypes: [XLSX_TYPE],
      errors: ["VALIDATION_FAILED"],
    },
    async ({ query, c }) => {
      const { deps, locale } = c.var;
      return c.body(await eventsWorkbook(deps, query, locale), 200, xlsxHeaders(`activity-${deps.clock.now().toISOString().slice(0, 10)}`));
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/audit/verify"],
      tag,
      access: administrators,
      summary: "Recomputes the activity history's hash chain and reports how many events are intact and the first broken link, if any.",
      response: successBody(auditChainReport),
    },
    async ({ c }) => ({ data: await verifyChain(c.var.deps) }),
  );
}
