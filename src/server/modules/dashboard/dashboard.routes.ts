import { dashboardCounters } from "#contracts/dashboard.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { entryCounters } from "#server/modules/contest/entries-admin.service.ts";
import { usersByRole } from "#server/modules/identity/signin.service.ts";

export function dashboardRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/dashboard"],
      tag: "Dashboard",
      summary: "Counters for the administrator dashboard: active accounts by role, and entries by status.",
      access: ["administrator"],
      response: successBody(dashboardCounters),
    },
    async ({ c }) => {
      const [users, entries] = await Promise.all([usersByRole(c.var.deps), entryCounters(c.var.deps)]);
      return { data: { ...users, ...entries } };
    },
  );
}
