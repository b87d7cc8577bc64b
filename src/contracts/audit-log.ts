import { dayRangeFields, refineDayRange } from "./vietnam-time.ts";
import { listBody } from "./envelope.ts";
import { z } from "./zod.ts";

/** The administrators' activity history (`/dashboard/admin/events-log`): every audited action, filtered and paged. */

export const AUDIT_PER_PAGE = 25;

const filterFields = {
  /** Who: part of the actor's e-mail or name, or "system" for events no person caused. */
  actor: z.string().trim().max(120).optional(),
  /** What: the action's name or its start ("judging." finds every judging action). */
  action: z.string().trim().max(80).optional(),
  /** On what: the subject's start ("user:12", "entry:"). */
  subject: z.string().trim().max(255).optional(),
  ...dayRangeFields,
};

export const auditLogFilters = z.object(filterFields).superRefine(refineDayRange);
export type AuditLogFilters = z.infer<typeof auditLogFilters>;

export const auditLogQuery = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(AUDIT_PER_PAGE),
  })
  .superRefine(refineDayRange);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditExportQuery = auditLogFilters;

/** One changed field: its dotted path and the values before and after (absent when the field did not exist). */
export const auditChange = z.object({ path: z.string(), before: z.unknown().optional(), after: z.unknown().optional() });
export type AuditChange = z.infer<typeof auditChange>;

export const auditLogEvent = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  subject: z.string(),
  reason: z.string().nullable(),
  changes: z.array(auditChange),
  hash: z.string().nullable(),
});
export type AuditLogEvent = z.infer<typeof auditLogEvent>;

export const auditLogList = listBody(auditLogEvent);

export const auditChainReport = z.object({
  checked: z.number().int(),
  broken: z.object({ id: z.number().int(), reason: z.enum(["prev_hash", "hash"]), created_at: z.string(), action: z.string() }).nullable(),
  verified_at: z.string(),
});
export type AuditChainReport = z.infer<typeof auditChainReport>;
