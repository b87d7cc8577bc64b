import { getDashboard } from "#contracts/dashboard.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { entryCounters } from "#server/modules/contest/index.ts";
import { usersByRole } from "#server/modules/identity/index.ts";

export function dashboardRoutes(api: ApiRouter) {
  api.handle(getDashboard, async ({ c }) => {
    const [users, entries] = await Promise.all([usersByRole(c.var.deps), entryCounters(c.var.deps)]);
    return { data: { ...users, ...entries } };
  });
}
