import type { AuditLogFilters } from "#contracts/audit-log.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import type { Deps } from "#server/deps.ts";
import { timeHeading, vietnamTime, workbookOf } from "#server/lib/xlsx.ts";
import { eventsToExport } from "./events-log.service.ts";

const columns = ["time", "actor", "actorEmail", "action", "subject", "reason", "changes", "hash"] as const;
const shown = (value: unknown) => (value === undefined ? "—" : JSON.stringify(value));

/** The filtered activity history as a workbook in the reader's language; times in Vietnam time. */
export async function eventsWorkbook(deps: Pick<Deps, "db">, filters: AuditLogFilters, locale: Locale): Promise<ArrayBuffer> {
  const t = (key: string) => translateShared(locale, `auditLog.export.${key}`);
  const events = await eventsToExport(deps, filters);
  return workbookOf(
    [
      {
        name: t("sheet"),
        rows: [
          columns.map((column) => (column === "time" ? timeHeading(t(column)) : t(column))),
          ...events.map((event) => [
            vietnamTime(event.created_at),
            event.actor?.full_name ?? t("system"),
            event.actor?.email ?? "",
            event.action,
            event.subject,
            event.reason ?? "",
            event.changes.map((change) => `${change.path || "·"}: ${shown(change.before)} → ${shown(change.after)}`).join("\n"),
            event.hash ?? "",
          ]),
        ],
      },
    ],
    locale,
  );
}
