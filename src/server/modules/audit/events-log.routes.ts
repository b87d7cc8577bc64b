import { getAuditEvents, getAuditEventsExport, postAuditVerify } from "#contracts/audit.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { xlsxHeaders } from "#server/lib/xlsx.ts";
import { eventsWorkbook } from "./events-log.export.ts";
import { listEvents, verifyChain } from "./events-log.service.ts";

/** The activity history: read, export and verify; there is deliberately no route that changes an event. */
export function eventsLogRoutes(api: ApiRouter) {
  api.handle(getAuditEvents, async ({ query, c }) => listEvents(c.var.deps, query));
  api.handle(getAuditEventsExport, async ({ query, c }) => {
    const { deps, locale } = c.var;
    return c.body(await eventsWorkbook(deps, query, locale), 200, xlsxHeaders(`activity-${deps.clock.now().toISOString().slice(0, 10)}`));
  });
  api.handle(postAuditVerify, async ({ c }) => ({ data: await verifyChain(c.var.deps) }));
}
