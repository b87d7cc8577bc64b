import { Code, List, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AuditChange, AuditLogEvent } from "#contracts/audit-log.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A change as "field: before → after", added and removed fields said in words. */
function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  const field = <Code>{change.path || "·"}</Code>;
  if (!("before" in change))
    return (
      <>
        {field} {t("auditLog.added", { value: shown(change.after) })}
      </>
    );
  if (!("after" in change))
    return (
      <>
        {field} {t("auditLog.removed", { value: shown(change.before) })}
      </>
    );
  return (
    <>
      {field} {shown(change.before)} → {shown(change.after)}
    </>
  );
}

export function EventsTable({ events }: { events: AuditLogEvent[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!events.length) return <Text data-testid="events-empty">{t("auditLog.empty")}</Text>;
  return (
    <TableRegion minWidth={760} label={t("auditLog.title")}>
      <Table striped data-testid="events-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("auditLog.columns.time")}</Table.Th>
            <Table.Th scope="col">{t("auditLog.columns.actor")}</Table.Th>
            <Table.Th scope="col">{t("auditLog.columns.action")}</Table.Th>
            <Table.Th scope="col">{t("auditLog.columns.subject")}</Table.Th>
            <Table.Th scope="col">{t("auditLog.columns.changes")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id} data-testid="event-row" data-action={event.action}>
              <Table.Td>{formatDateTime(event.created_at, locale)}</Table.Td>
              <Table.Td>{event.actor ? `${event.actor.full_name} · ${event.actor.email}` : t("auditLog.system")}</Table.Td>
              <Table.Td>
                <Code>{event.action}</Code>
              </Table.Td>
              <Table.Td>
                <Code>{event.subject}</Code>
              </Table.Td>
              <Table.Td>
                {event.reason ? <Text size="sm">{t("auditLog.reason", { reason: event.reason })}</Text> : null}
                {event.changes.length ? (
                  <List size="sm">
                    {event.changes.map((change) => (
                      <List.Item key={change.path}>
                        <ChangeLine change={change} />
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
