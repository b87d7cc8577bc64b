import { dashboardCounters } from "#contracts/dashboard.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { usersByRole } from "#server/modules/identity/service.ts";

export function dashboardRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/dashboard"],
      tag: "Dashboard",
      summary: "Counters for the administrator dashboard (active accounts by role).",
      access: ["administrator"],
      response: successBody(dashboardCounters),
    },
    async ({ c }) => ({ data: await usersByRole(c.var.deps) }),
  );
}
