import { Anchor, Badge, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getContestExaminees } from "#contracts/contest.operations.ts";
import { entryFilters } from "#contracts/entry.ts";
import { EntryStatusBadge } from "#web/features/entry/EntryFiles.tsx";
import { AdminListPage, filtersOf } from "#web/features/entry/ListControls.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/examinees.ts";
import { useCountryName } from "#web/components/CountrySelect.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entries.admin.examineesTitle"));

const statuses = [...entryFilters, "none"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersOf(request, statuses);
  const result = unwrap(await apiClient(context, localeOfRequest(request)).call(getContestExaminees, { query: filters.query }));
  return { list: result, status: filters.status, q: filters.q };
}

/** Contestants and where their entry stands (none, unmarked, marked, excluded). */
export default function Examinees({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryName = useCountryName();
  const { list, status, q } = loaderData;
  return (
    <AdminListPage
      title={t("entries.admin.examineesTitle")}
      action={pathTo(locale, "adminExaminees")}
      statuses={statuses}
      filters={{ status, q }}
      list={list}
      totalText={t("entries.admin.examineesTotal", { count: list.total })}
      minWidth={700}
      testId="examinees"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("entries.fields.contestant")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.nation")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.registered")}</Table.Th>
          <Table.Th scope="col">{t("entries.fields.entry")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.data.map((person) => (
          <Table.Tr key={person.id}>
            <Table.Td>
              <Text>{person.full_name}</Text>
              <Text size="sm">{person.email}</Text>
            </Table.Td>
            <Table.Td>{person.nation ? countryName(person.nation) : ""}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(person.created_at, locale)}</Table.Td>
            <Table.Td>
              {person.entry_id && person.entry_status ? (
                <Anchor component={Link} to={pathTo(locale, "adminEntry", { id: String(person.entry_id) })}>
                  <EntryStatusBadge status={person.entry_status} />
                </Anchor>
              ) : (
                <Badge color="gray" variant="outline">
                  {t("entries.filters.none")}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </AdminListPage>
  );
}
