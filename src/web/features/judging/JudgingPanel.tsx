import { Anchor, Button, Group, Modal, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { judgingRounds, reasonInput, type Conflict, type JudgingOverview } from "#contracts/judging.ts";
import { idParams } from "#contracts/path-params.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { ConflictsEditor } from "./ConflictsEditor.tsx";
import { PanelSection, usePanelForm } from "#web/components/PanelForm.tsx";
import { RoundWindowForm } from "./RoundWindowForm.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

const entryCounts = ["valid", "unassigned", "in_progress", "needs_third", "marked"] as const;

/** Per judge: assigned, submitted and overdue in the round. */
function JudgeLoads({ overview }: { overview: JudgingOverview }) {
  const { t } = useTranslation();
  if (!overview.judges.length) return <Text>{t("judging.panel.noJudges")}</Text>;
  return (
    <TableRegion minWidth={560} label={t("judging.panel.judgesTitle")}>
      <Table striped data-testid="judge-loads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("judging.panel.judge")}</Table.Th>
            <Table.Th scope="col">{t("judging.panel.assigned")}</Table.Th>
            <Table.Th scope="col">{t("judging.panel.submitted")}</Table.Th>
            <Table.Th scope="col">{t("judging.panel.overdue")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.judges.map((judge) => (
            <Table.Tr key={judge.id} data-testid="judge-load" data-email={judge.email}>
              <Table.Th scope="row" fw={400}>
                {judge.full_name}{" "}
                <Text span size="sm">
                  · {judge.email}
                </Text>
              </Table.Th>
              <Table.Td data-testid="load-assigned">{judge.assigned}</Table.Td>
              <Table.Td data-testid="load-submitted">{judge.submitted}</Table.Td>
              <Table.Td data-testid="load-overdue">{judge.overdue}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

/** Automatic assignment of the round, behind a confirmation; its last run's figures. */
function AutoAssign({ overview }: { overview: JudgingOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [cap, setCap] = useState<string | number>("");
  const { fetcher, outcome, errorOf, busy } = usePanelForm("auto-message");
  const run = overview.last_run;
  const round = overview.round.round;
  return (
    <PanelSection title={t("judging.panel.runTitle")} id="judging-run">
      <Text size="sm">{t("judging.panel.runLead")}</Text>
      {outcome}
      <Group align="flex-end">
        <NumberInput
          label={t("judging.panel.cap")}
          value={cap}
          onChange={setCap}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={errorOf("cap")}
          maw={320}
          data-testid="auto-cap"
        />
        <Button onClick={() => setConfirming(true)} loading={busy} data-testid="auto-run">
          {t("judging.panel.run")}
        </Button>
      </Group>
      {run ? (
        <Text size="sm" data-testid="last-run">
          {t("judging.panel.lastRun", { at: formatDateTime(run.created_at, locale), added: run.added, min: run.load_min, max: run.load_max, seed: run.seed })}
          {run.short_codes.length ? ` ${t("judging.panel.short", { codes: run.short_codes.join(", ") })}` : ""}
        </Text>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("judging.panel.confirmRunTitle")} centered>
        <Stack gap="md">
          <Text>{t("judging.panel.confirmRunBody", { round: t(`judging.rounds.${round}`) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t("judging.panel.cancel")}
            </Button>
            <Button
              data-testid="auto-confirm"
              onClick={() => {
                setConfirming(false);
                void fetcher.submit({ intent: "auto", round, cap: String(cap) }, { method: "post" });
              }}
            >
              {t("judging.panel.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PanelSection>
  );
}

function NeedingThird({ overview }: { overview: JudgingOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!overview.needing_third.length) return <Text>{t("judging.panel.thirdNone")}</Text>;
  return (
    <Table striped data-testid="needing-third">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("judging.queue.code")}</Table.Th>
          <Table.Th scope="col">{t("judging.panel.totals")}</Table.Th>
          <Table.Th scope="col">{t("judging.queue.state")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {overview.needing_third.map((entry) => (
          <Table.Tr key={entry.entry_id} data-testid="needing-third-row">
            <Table.Td>
              <Anchor component={Link} to={pathTo(locale, "adminEntry", { id: String(entry.entry_id) })} underline="always">
                {entry.code}
              </Anchor>
            </Table.Td>
            <Table.Td>{entry.totals.join(" · ")}</Table.Td>
            <Table.Td>{t(entry.third_assigned ? "judging.panel.thirdAssigned" : "judging.panel.thirdWaiting")}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The reopening form's fields: the assignment's number (the operation's path) and the reason (its body). */
const reopenFields = reasonInput.extend(idParams.shape);

/** Reopens a submitted mark by its assignment number (the entry's page offers the same beside each mark). */
function ReopenMark() {
  const { t } = useTranslation();
  const { fetcher, outcome, onSubmit, errorOf, busy } = usePanelForm("reopen-message", reopenFields);
  return (
    <PanelSection title={t("judging.panel.reopenTitle")} id="judging-reopen">
      <Text size="sm">{t("judging.panel.reopenLead")}</Text>
      {outcome}
      <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="reopen" />
        <Stack gap="sm" maw={480}>
          <TextInput name="id" label={t("judging.panel.assignmentId")} inputMode="numeric" required withAsterisk error={errorOf("id")} />
          <Textarea name="reason" label={t("judging.panel.reason")} required withAsterisk minLength={3} maxLength={1000} autosize error={errorOf("reason")} />
          <Button type="submit" variant="default" loading={busy} style={{ alignSelf: "flex-start" }}>
            {t("judging.panel.reopen")}
          </Button>
        </Stack>
      </fetcher.Form>
    </PanelSection>
  );
}

/**
 * The judging part of the administrators' control page: round switch, entry counts, judges' loads, automatic
 * assignment, third judges, reopening, conflicts and exports. A panel of its own so other domains can add theirs.
 */
export function JudgingPanel({ overview, conflicts }: { overview: JudgingOverview; conflicts: Conflict[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const round = overview.round;
  const exportLink = (format: "xlsx" | "csv") => `/api/v1/judging/marks/export?${new URLSearchParams({ format, round: round.round, lang: locale })}`;
  return (
    <Paper withBorder p="md" data-testid="judging-panel">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={2}>{t("judging.panel.title")}</Title>
          <Form method="get">
            <Group align="flex-end" gap="xs">
              <NativeSelect
                name="round"
                label={t("judging.panel.roundLabel")}
                defaultValue={round.round}
                data={judgingRounds.map((value) => ({ value, label: t(`judging.rounds.${value}`) }))}
                data-testid="panel-round"
              />
              <Button type="submit" variant="default">
                {t("judging.panel.show")}
              </Button>
            </Group>
          </Form>
        </Group>
        <Text size="sm">
          {t(`judging.windows.${round.window}`)} ·{" "}
          {t("judging.panel.window", {
            start: formatDateTime(round.marking_starts_at, locale),
            deadline: formatDateTime(round.marking_deadline, locale),
            threshold: overview.disagreement_threshold,
          })}
        </Text>
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          {entryCounts.map((key) => (
            <Paper key={key} withBorder p="sm" data-testid={`judging-count-${key}`}>
              <Text size="sm">{key === "valid" ? t("judging.panel.entriesValid") : t(`judging.entryStates.${key}`)}</Text>
              <Text fz={24} fw={700}>
                {formatCount(overview.entries[key], locale)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <RoundWindowForm round={round} />
        <PanelSection title={t("judging.panel.judgesTitle")} id="judging-judges">
          <JudgeLoads overview={overview} />
        </PanelSection>
        <AutoAssign overview={overview} />
        <PanelSection title={t("judging.panel.thirdTitle")} id="judging-third">
          <NeedingThird overview={overview} />
        </PanelSection>
        <ReopenMark />
        <ConflictsEditor conflicts={conflicts} />
        <PanelSection title={t("judging.panel.exports")} id="judging-exports">
          <Group>
            <Button component="a" href={exportLink("xlsx")} variant="default" data-testid="marks-export-xlsx">
              {t("judging.panel.exportXlsx")}
            </Button>
            <Button component="a" href={exportLink("csv")} variant="default" data-testid="marks-export-csv">
              {t("judging.panel.exportCsv")}
            </Button>
            <Anchor component={PageLink} page="adminJudgeSummary" underline="always">
              {t("judging.panel.summaryLink")}
            </Anchor>
          </Group>
        </PanelSection>
      </Stack>
    </Paper>
  );
}
