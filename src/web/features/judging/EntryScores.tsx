import { Anchor, Button, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { entryMarkingStates, judgingRounds, type EntryScore, type JudgingRound } from "#contracts/judging.ts";
import { Pager } from "#web/components/Pager.tsx";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { EntryMarkingBadge, formatScore } from "./badges.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

export type ScoresFilters = { round: JudgingRound; state: string; page: number };

/** Links between the entries list and its marking view (same page, `view=marking`). */
export function EntriesViewSwitch({ marking }: { marking: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const base = pathTo(locale, "adminEntries");
  return (
    <Group component="nav" gap="xs" aria-label={t("judging.scores.title")}>
      <Button component={Link} to={base} variant={marking ? "default" : "filled"} aria-current={marking ? undefined : "page"}>
        {t("judging.scores.viewEntries")}
      </Button>
      <Button
        component={Link}
        to={`${base}?view=marking`}
        variant={marking ? "filled" : "default"}
        aria-current={marking ? "page" : undefined}
        data-testid="view-marking"
      >
        {t("judging.scores.viewMarking")}
      </Button>
    </Group>
  );
}

/** Per entry of a round: marking state, judges, marks in, and the scores once final. */
export function EntryScoresTable({
  list,
  filters,
}: {
  list: { data: EntryScore[]; current_page: number; per_page: number; total: number };
  filters: ScoresFilters;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const base = pathTo(locale, "adminEntries");
  const query = (page: number) =>
    new URLSearchParams({ view: "marking", round: filters.round, ...(filters.state ? { state: filters.state } : {}), page: String(page) });
  return (
    <Stack gap="md">
      <Form method="get" action={base} role="search" aria-label={t("judging.scores.title")}>
        <input type="hidden" name="view" value="marking" />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            name="round"
            label={t("judging.panel.roundLabel")}
            defaultValue={filters.round}
            data={judgingRounds.map((value) => ({ value, label: t(`judging.rounds.${value}`) }))}
          />
          <NativeSelect
            name="state"
            label={t("judging.scores.state")}
            defaultValue={filters.state}
            data={[
              { value: "", label: t("judging.scores.stateAll") },
              ...entryMarkingStates.map((value) => ({ value, label: t(`judging.entryStates.${value}`) })),
            ]}
            data-testid="scores-filter-state"
          />
          <Button type="submit">{t("entries.admin.apply")}</Button>
        </Group>
      </Form>
      <Text size="sm">{t("judging.scores.total", { count: list.total })}</Text>
      {list.data.length === 0 ? (
        <Text>{t("entries.admin.empty")}</Text>
      ) : (
        <TableRegion minWidth={800} label={t("judging.scores.title")}>
          <Table striped verticalSpacing="sm" data-testid="scores-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("entries.fields.code")}</Table.Th>
                <Table.Th scope="col">{t("entries.fields.title")}</Table.Th>
                <Table.Th scope="col">{t("judging.scores.state")}</Table.Th>
                <Table.Th scope="col">{t("judging.scores.judges")}</Table.Th>
                <Table.Th scope="col">{t("judging.scores.marks")}</Table.Th>
                <Table.Th scope="col">{t("judging.scores.choice")}</Table.Th>
                <Table.Th scope="col">{t("judging.scores.essay")}</Table.Th>
                <Table.Th scope="col">{t("judging.scores.sum")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((entry) => (
                <Table.Tr key={`${entry.round}-${entry.entry_id}`} data-testid="score-row" data-code={entry.code}>
                  <Table.Td>
                    <Anchor component={Link} to={pathTo(locale, "adminEntry", { id: String(entry.entry_id) })} underline="always">
                      {entry.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{entry.title}</Table.Td>
                  <Table.Td>
                    <EntryMarkingBadge state={entry.state} />
                  </Table.Td>
                  <Table.Td>{entry.judges_assigned}</Table.Td>
                  <Table.Td>{entry.marks_submitted}</Table.Td>
                  <Table.Td>{entry.state === "marked" ? entry.choice_points : "—"}</Table.Td>
                  <Table.Td data-testid="score-essay">{formatScore(entry.essay_score, locale)}</Table.Td>
                  <Table.Td data-testid="score-total">{formatScore(entry.total, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
      <Pager page={list.current_page} pages={Math.max(1, Math.ceil(list.total / list.per_page))} linkTo={(page) => `${base}?${query(page)}`} />
    </Stack>
  );
}
