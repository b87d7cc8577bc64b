import { z } from "./zod.ts";

/** The administrator dashboard's counters that exist so far, from real queries. */
export const dashboardCounters = z.object({
  users: z.number().int(),
  administrators: z.number().int(),
  judges: z.number().int(),
  candidates: z.number().int(),
  investors: z.number().int(),
  /** Entries sent, and how many are marked, excluded and not yet marked. */
  exams: z.number().int(),
  marked: z.number().int(),
  excluded: z.number().int(),
  unmarked: z.number().int(),
});
export type DashboardCounters = z.infer<typeof dashboardCounters>;
