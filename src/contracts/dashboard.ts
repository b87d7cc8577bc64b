import { z } from "./zod.ts";

/** The administrator dashboard's counters that exist so far, from real queries. */
export const dashboardCounters = z.object({
  users: z.number().int(),
  administrators: z.number().int(),
  judges: z.number().int(),
  candidates: z.number().int(),
  investors: z.number().int(),
});
export type DashboardCounters = z.infer<typeof dashboardCounters>;
