import { dashboardCounters } from "./dashboard.ts";
import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";

export const getDashboard = defineOperation({
  method: "get",
  paths: ["/dashboard"],
  tag: "Dashboard",
  summary: "Counters for the administrator dashboard: active accounts by role, and entries by status.",
  access: ["administrator"],
  response: successBody(dashboardCounters),
});
