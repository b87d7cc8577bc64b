import { Button, Group, Paper, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { criteria, reasonInput, type EntryMarks, type JudgeMark } from "#contracts/judging.ts";
import { useLocale } from "#web/lib/locale.ts";
import { AssignmentStateBadge, EntryMarkingBadge, formatScore } from "./badges.tsx";
import { usePanelForm } from "#web/components/PanelForm.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

/** Reopens one submitted mark with a reason; then only its judge can submit it again. */
function ReopenMark({ mark }: { mark: JudgeMark }) {
  const { t } = useTranslation();
  const { fetcher, outcome, onSubmit, errorOf, busy } = usePanelForm("entry-reopen-message", reasonInput);
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} aria-label={t("judging.entryMarks.reopenLabel", { name: mark.judge.full_name })}>
      <input type="hidden" name="intent" value="reopen" />
      <input type="hidden" name="id" value={mark.assignment_id} />
      <Stack gap={4}>
        {outcome}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            name="reason"
            label={t("judging.panel.reason")}
            required
            minLength={3}
            maxLength={1000}
            autosize
            error={errorOf("reason")}
            style={{ flex: 1 }}
            data-testid="entry-reopen-reason"
          />
          <Button type="submit" variant="default" loading={busy} data-testid="entry-reopen">
            {t("judging.panel.reopen")}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/** Takes the entry back from a judge who has not submitted a mark, with a reason (audited). */
function UnassignJudge({ assignmentId, judge }: { assignmentId: number; judge: string }) {
  const { t } = useTranslation();
  const { fetcher, outcome, onSubmit, errorOf, busy } = usePanelForm("entry-unassign-message", reasonInput);
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} aria-label={t("judging.entryMarks.unassignLabel", { name: judge })}>
      <input type="hidden" name="intent" value="unassign" />
      <input type="hidden" name="id" value={assignmentId} />
      <Stack gap={4}>
        {outcome}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            name="reason"
            label={t("judging.panel.reason")}
            required
            minLength={3}
            maxLength={1000}
            autosize
            error={errorOf("reason")}
            style={{ flex: 1 }}
            data-testid="entry-unassign-reason"
          />
          <Button type="submit" variant="default" color="red" loading={busy} data-testid="entry-unassign">
            {t("judging.entryMarks.unassign")}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/** An entry's marking for administrators: state, scores once final, and each judge's marks by name. */
export function EntryMarksSection({ marks }: { marks: EntryMarks }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" data-testid="entry-marks">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("judging.entryMarks.title")}
        </Title>
        <Group gap="xs">
          <Text>{t("judging.entryMarks.state")}</Text>
          <EntryMarkingBadge state={marks.state} />
        </Group>
        <Text data-testid="entry-scores">
          {t("judging.entryMarks.scores", {
            choice: marks.choice_points,
            essay: formatScore(marks.essay_score, locale),
            total: formatScore(marks.total, locale),
          })}
        </Text>
        {marks.marks.length === 0 ? (
          <Text>{t("judging.entryMarks.none")}</Text>
        ) : (
          <TableRegion minWidth={800} label={t("judging.entryMarks.title")}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("judging.entryMarks.judge")}</Table.Th>
                  {criteria.map((criterion) => (
                    <Table.Th scope="col" key={criterion}>
                      {t(`judging.criteria.${criterion}`)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">{t("judging.entryMarks.total")}</Table.Th>
                  <Table.Th scope="col">{t("judging.entryMarks.state2")}</Table.Th>
                  <Table.Th scope="col">{t("judging.entryMarks.comment")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {marks.marks.map((mark) => (
                  <Table.Tr key={mark.assignment_id} data-testid="judge-mark">
                    <Table.Th scope="row" fw={400}>
                      {mark.judge.full_name}
                    </Table.Th>
                    {criteria.map((criterion) => (
                      <Table.Td key={criterion}>{mark[criterion]}</Table.Td>
                    ))}
                    <Table.Td data-testid="judge-mark-total">{mark.total}</Table.Td>
                    <Table.Td>
                      <AssignmentStateBadge state={mark.state} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap="xs">
                        {mark.comment ? <Text size="sm">{mark.comment}</Text> : null}
                        {mark.state === "submitted" ? (
                          <ReopenMark mark={mark} />
                        ) : (
                          <UnassignJudge assignmentId={mark.assignment_id} judge={mark.judge.full_name} />
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
        {marks.pending.length ? (
          <Stack gap="xs" data-testid="entry-pending">
            <Title order={3} size="h4">
              {t("judging.entryMarks.pending")}
            </Title>
            {marks.pending.map((pending) => (
              <Paper key={pending.assignment_id} withBorder p="sm" data-testid="pending-assignment">
                <Stack gap="xs">
                  <Text fw={600}>{pending.judge.full_name}</Text>
                  <UnassignJudge assignmentId={pending.assignment_id} judge={pending.judge.full_name} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
