import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getContestEntries } from "#contracts/contest.operations.ts";
import { entryFilters } from "#contracts/entry.ts";
import { EntryStatusBadge } from "#web/features/entry/EntryFiles.tsx";
import { AdminListPage, filtersOf } from "#web/features/entry/ListControls.tsx";
import { EntriesViewSwitch, EntryScoresTable } from "#web/features/judging/EntryScores.tsx";
import { loadEntryScores } from "#web/features/judging/panel.server.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/list.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entries.admin.entriesTitle"));

export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("view") === "marking")
    return { marking: await loadEntryScores(apiClient(context, localeOfRequest(request)), request) };
  const filters = filtersOf(request, entryFilters);
  const result = unwrap(await apiClient(context, localeOfRequest(request)).call(getContestEntries, { query: filters.query }));
  return { marking: null, list: result, status: filters.status, q: filters.q };
}

/** Entries by submission number: filter by status, search, page, open one, export what is filtered. */
export default function EntriesList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (loaderData.marking) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t("entries.admin.entriesTitle")}</Title>
        <EntriesViewSwitch marking />
        <EntryScoresTable list={loaderData.marking.list} filters={loaderData.marking.filters} />
      </Stack>
    );
  }
  const { list, status, q } = loaderData;
  const exportQuery = new URLSearchParams({ status, ...(q ? { q } : {}), lang: locale });
  return (
    <AdminListPage
      title={t("entries.admin.entriesTitle")}
      actions={
        <Group>
          <EntriesViewSwitch marking={false} />
          <Button component="a" href={`/api/v1/contest/entries/export?${exportQuery}`} variant="default" data-testid="entries-export">
            {t("entries.admin.export")}
          </Button>
        </Group>
      }
      action={pathTo(locale, "adminEntries")}
      statuses={entryFilters}
      filters={{ status, q }}
      list={list}
      totalText={t("entries.admin.total", { count: list.total })}
      minWidth={800}
      testId="entries"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("entries.fields.sequence")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.code")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.title")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.contestant")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.submittedAt")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.status")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.data.map((entry) => (
          <Table.Tr key={entry.id} data-testid="entry-row">
            <Table.Td>{entry.id}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={pathTo(locale, "adminEntry", { id: String(entry.id) })} underline="always">
                {entry.code}
              </Anchor>
            </Table.Td>
            <Table.Td>{entry.title}</Table.Td>
            <Table.Td>
              <Text>{entry.user.full_name}</Text>
              <Text size="sm">{entry.user.email}</Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(entry.submitted_at, locale)}</Table.Td>
            <Table.Td>
              <EntryStatusBadge status={entry.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </AdminListPage>
  );
}
