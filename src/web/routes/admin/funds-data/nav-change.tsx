import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { getPerformanceNavChange } from "#contracts/funds-data.operations.ts";
import { fundCodes } from "#contracts/funds-data.ts";
import { formatDecimal, formatPercent } from "#contracts/number-format.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, matchPage } from "#web/routing/site-map.ts";
import type { Route } from "./+types/nav-change.ts";

/** The three NAV-change pages (chi-so/bien-dong-nav-theo-tuan|theo-thang|theo-giai-doan) share this file. */
const kindOf = { adminNavByWeek: "week", adminNavByMonth: "month", adminNavByPeriod: "period" } as const;
/** Each page's title ("period" alone is the table's column). */
const titleKey = { week: "week", month: "month", period: "byPeriod" } as const;

function kindOfPath(pathname: string) {
  const page = matchPage(pathname)?.page;
  return page && page in kindOf ? kindOf[page as keyof typeof kindOf] : "month";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const loai = url.searchParams.get("loai") === "1" ? 1 : 0;
  const by = kindOfPath(url.pathname);
  return { changes: unwrap(await apiClient(context, localeOfRequest(request)).call(getPerformanceNavChange, { query: { loai, by } })) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t(`fundsData.navChange.${titleKey[kindOfPath(location.pathname)]}`));

export default function NavChange({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { changes } = loaderData;
  const label = (row: (typeof changes.rows)[number]) =>
    changes.by === "period" ? formatDate(row.label, locale) : changes.by === "week" ? t("fundsData.navChange.weekOf", { week: row.label }) : row.label;
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`fundsData.navChange.${titleKey[changes.by]}`)}</Title>
      <Text>{t(`fundsData.navChange.${changes.by}Intro`)}</Text>
      <nav aria-label={t("fundsData.navChange.funds")}>
        <Group gap="xs">
          {fundCodes.map((code, loai) => (
            <Button
              key={code}
              component={Link}
              to={`${pathname}?loai=${loai}`}
              size="xs"
              variant={loai === changes.loai ? "filled" : "light"}
              aria-current={loai === changes.loai ? "page" : undefined}
            >
              {t(`fundsData.funds.${code}`)}
            </Button>
          ))}
        </Group>
      </nav>
      {changes.rows.length === 0 ? (
        <Text>{t("fundsData.navChange.empty")}</Text>
      ) : (
        <Table striped aria-label={t(`fundsData.navChange.${changes.by}`)} data-testid="nav-change-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("fundsData.navChange.period")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.navChange.from")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.navChange.to")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.navChange.open")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.navChange.close")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.navChange.change")}</Table.Th>
              <Table.Th scope="col">%</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{label(row)}</Table.Th>
                <Table.Td>{formatDate(row.from, locale)}</Table.Td>
                <Table.Td>{formatDate(row.to, locale)}</Table.Td>
                <Table.Td>{formatDecimal(row.open, locale)}</Table.Td>
                <Table.Td>{formatDecimal(row.close, locale)}</Table.Td>
                <Table.Td>{formatDecimal(row.change, locale)}</Table.Td>
                <Table.Td>{formatPercent(row.percent, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
