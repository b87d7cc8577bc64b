import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Assignment } from "#contracts/judging.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { AssignmentStateBadge } from "./badges.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

/** A judge's assignments: anonymous code (opens the marking page), title, round, state and deadline. */
export function AssignmentTable({ assignments, showRound = true }: { assignments: Assignment[]; showRound?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!assignments.length) return <Text>{t("judging.queue.empty")}</Text>;
  return (
    <TableRegion minWidth={640} label={t("judging.queue.title")}>
      <Table striped verticalSpacing="sm" data-testid="assignments-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("judging.queue.code")}</Table.Th>
            <Table.Th scope="col">{t("judging.queue.titleColumn")}</Table.Th>
            {showRound ? <Table.Th scope="col">{t("judging.queue.round")}</Table.Th> : null}
            <Table.Th scope="col">{t("judging.queue.state")}</Table.Th>
            <Table.Th scope="col">{t("judging.queue.deadline")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assignments.map((assignment) => (
            <Table.Tr key={assignment.id} data-testid="assignment-row" data-code={assignment.code}>
              <Table.Td>
                <Anchor component={Link} to={`${pathTo(locale, "judgeMark", { code: assignment.code })}?round=${assignment.round}`} underline="always">
                  {assignment.code}
                </Anchor>
              </Table.Td>
              <Table.Td>{assignment.title}</Table.Td>
              {showRound ? <Table.Td>{t(`judging.rounds.${assignment.round}`)}</Table.Td> : null}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <AssignmentStateBadge state={assignment.state} />
                  {assignment.reopened ? (
                    <Badge color="orange" variant="light">
                      {t("judging.queue.reopened")}
                    </Badge>
                  ) : null}
                  {assignment.overdue ? (
                    <Badge color="red" variant="light">
                      {t("judging.queue.overdue")}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(assignment.marking_deadline, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
