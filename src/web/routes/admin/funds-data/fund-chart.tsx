import { Button, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, Link, useLocation, useNavigate } from "react-router";
import { getPerformance } from "#contracts/funds-data.operations.ts";
import { getHieuqua, getHieuquaId } from "#contracts/funds.operations.ts";
import { parseHundredths } from "#domain/fund-money.ts";
import { Pager } from "#web/components/Pager.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { FundChartSection, isRange } from "#web/features/funds-data/FundChartSection.tsx";
import { navAction } from "#web/features/funds/admin.server.ts";
import { fundCode, fundGroup, fundOfGroup } from "#web/routing/fund-pages.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import { NavForm } from "#web/features/funds/NavForm.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatNav } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/fund-chart.ts";
import { pageNumber } from "#web/lib/page-number.ts";

export const meta: Route.MetaFunction = ({ location, params }) =>
  pageMeta(location, (t) => `${t("fundsData.groupChart.title")} · ${t(`funds.fundShort.${params.group === "dtbv" ? "tsbv" : "tstt"}`)}`);

/**
 * dttt/chart and dtbv/chart: the fund's NAV per unit against VN-Index with its figures, and its NAV records; chart/create
 * and chart/edit/{id} add the NAV record form (the same form and action as bao-cao-nav) above them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loai = fundOfGroup(params.group);
  if (loai === undefined) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const requested = url.searchParams.get("range");
  const range = isRange(requested) ? requested : "1Y";
  const page = pageNumber(url.searchParams.get("page"));
  const api = apiClient(context, localeOfRequest(request));
  const [chart, list, editing] = await Promise.all([
    api.call(getPerformance, { query: { loai, range } }),
    api.call(getHieuqua, { query: { loai, page, is_admin: 1, limit: 40 } }),
    params.id ? api.call(getHieuquaId, { params: { id: params.id } }) : undefined,
  ]);
  const record = editing ? unwrap(editing) : null;
  if (record && record.loai !== loai) throw data(null, { status: 404 });
  return { loai, chart: unwrap(chart), list: unwrap(list), record, withForm: matchPage(url.pathname)?.page !== "adminFundChart" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const loai = fundOfGroup(params.group);
  if (loai === undefined) throw data(null, { status: 404 });
  return navAction(apiClient(context, localeOfRequest(request)), await request.formData(), loai);
}

export default function FundChart({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loai, chart, list, record, withForm } = loaderData;
  const group = fundGroup[loai];
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t("fundsData.groupChart.title")} · {t(`funds.fund.${fundCode[loai]}`)}
      </Title>
      <Text>{t("fundsData.chart.intro")}</Text>
      {withForm ? (
        <Paper withBorder p="md" component="section" aria-labelledby="nav-form-title">
          <Title order={2} size="h3" id="nav-form-title" mb="sm">
            {record ? t("funds.nav.editOf", { date: formatDay(record.date_create) }) : t("funds.nav.createTitle")}
          </Title>
          {record && record.priced_orders > 0 ? (
            <Text size="sm" mb="sm">
              {t("funds.nav.pricedNote", { count: record.priced_orders })}
            </Text>
          ) : null}
          <NavForm
            key={record?.id ?? "new"}
            record={record ?? undefined}
            onSaved={record ? () => navigate(pathTo(locale, "adminFundChart", { group })) : undefined}
          />
        </Paper>
      ) : (
        <Button component={Link} to={pathTo(locale, "adminFundChartCreate", { group })} w="fit-content">
          {t("funds.nav.createTitle")}
        </Button>
      )}
      <FundChartSection chart={chart} rangeHref={(range) => `${pathname}?range=${range}`} />
      <Title order={2} size="h3">
        {t("fundsData.groupChart.records")}
      </Title>
      {list.data.length === 0 ? (
        <Text>{t("funds.nav.empty")}</Text>
      ) : (
        <Table striped aria-label={t("fundsData.groupChart.records")} data-testid="group-nav-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("funds.nav.date")}</Table.Th>
              <Table.Th scope="col">{t("funds.nav.nav")}</Table.Th>
              <Table.Th scope="col">{t("funds.nav.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row">{formatDay(row.date_create)}</Table.Th>
                <Table.Td>{formatNav(parseHundredths(row.giatri1) ?? 0, locale)}</Table.Td>
                <Table.Td>
                  <PageLink
                    page="adminFundChartEdit"
                    params={{ group, id: String(row.id) }}
                    aria-label={t("funds.nav.editOf", { date: formatDay(row.date_create) })}
                  >
                    {t("funds.nav.edit")}
                  </PageLink>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Pager page={list.current_page} pages={Math.max(1, Math.ceil(list.total / list.per_page))} linkTo={(page) => `${pathname}?page=${page}`} />
    </Stack>
  );
}
