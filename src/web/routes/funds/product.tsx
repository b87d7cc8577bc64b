import { Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import {
  getInveslistListcate,
  getInveslistPortfolio,
  getNewxuatxu,
  getPerformance,
  getPerformanceMine,
  getServiceKey,
} from "#contracts/funds-data.operations.ts";
import { getOrderListhd } from "#contracts/funds-orders.operations.ts";
import { getReports, getReportscate } from "#contracts/funds-reports.operations.ts";
import { FiguresTable, FundChartSection, isRange, loaiOfCode } from "#web/features/funds-data/FundChartSection.tsx";
import { FundReports } from "#web/features/funds-data/FundReports.tsx";
import { MyPerformance } from "#web/features/funds-data/MyPerformance.tsx";
import { PortfolioTable } from "#web/features/funds-data/PortfolioTable.tsx";
import { OrderHistory } from "#web/features/funds/OrderHistory.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { TranslatedBody } from "#web/components/TranslatedBody.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDecimal, formatVnd } from "#contracts/number-format.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { loadProfile } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/product.ts";

/** The product pages of spec §2 (docs/funds-data.md). */
const sections = ["tongquan", "chart", "danhmucdautu", "xuatxu", "baocao", "hdmua", "hdban"] as const;
type Section = (typeof sections)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loai = loaiOfCode(params.fund);
  // The bare product address (spec §2) is its overview.
  if (loai !== undefined && params.section === undefined)
    throw redirect(pathTo(localeOfRequest(request), "product", { fund: params.fund, section: "tongquan" }));
  const section = sections.find((name) => name === params.section);
  if (loai === undefined || !section) throw data(null, { status: 404 });
  const api = apiClient(context, localeOfRequest(request));
  const requested = new URL(request.url).searchParams.get("range");
  const range = isRange(requested) ? requested : "1Y";
  const fund = params.fund as "tstt" | "tsbv";
  if (section === "baocao") {
    const [reports, categories] = await Promise.all([api.call(getReports, { query: { loai, limit: 200 } }), api.call(getReportscate)]);
    return { fund, section, reports: unwrap(reports).data, categories: unwrap(categories) };
  }
  // Only investors hold units and contracts (the investor calls answer 403 to other roles, which would sign them out).
  const investor = (await loadProfile(context, localeOfRequest(request)))?.role === "investor";
  if (section === "hdmua" || section === "hdban") {
    const lots = investor ? unwrap(await api.call(getOrderListhd, { query: { loai } })) : [];
    return { fund, section, investor, contracts: section === "hdmua" ? lots.map((lot) => lot.order) : lots.flatMap((lot) => lot.sales) };
  }
  if (section === "xuatxu") return { fund, section, origins: unwrap(await api.call(getNewxuatxu, { query: { type: loai } })) };
  if (section === "danhmucdautu") {
    const [portfolio, categories] = await Promise.all([api.call(getInveslistPortfolio, { query: { type: loai } }), api.call(getInveslistListcate)]);
    return { fund, section, portfolio: unwrap(portfolio), categories: unwrap(categories) };
  }
  const chart = unwrap(await api.call(getPerformance, { query: { loai, range } }));
  if (section === "chart") return { fund, section, chart };
  // Investors also see their own holdings here (other signed-in roles have none: the call answers 403 to them).
  const [overview, mine] = await Promise.all([
    api.call(getServiceKey, { params: { key: fund } }),
    investor ? api.call(getPerformanceMine, { query: { loai } }) : undefined,
  ]);
  return { fund, section, chart, overview: unwrap(overview), mine: mine?.ok ? mine.data : null };
}

export const meta: Route.MetaFunction = ({ location, params }) => {
  const section = sections.find((name) => name === params.section) ?? "tongquan";
  return pageMeta(location, (t) => `${t(`fundsData.funds.${params.fund === "tsbv" ? "tsbv" : "tstt"}`)} — ${t(`fundsData.sections.${section}`)}`);
};

function SectionMenu({ fund, current }: { fund: string; current: Section }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("fundsData.sections.label")}>
      <Group gap="md">
        {sections.map((section) => (
          <PageLink
            key={section}
            page="product"
            params={{ fund, section }}
            aria-current={section === current ? "page" : undefined}
            style={{ fontWeight: section === current ? 700 : 400 }}
          >
            {t(`fundsData.sections.${section}`)}
          </PageLink>
        ))}
      </Group>
    </nav>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { fund, section } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t(`fundsData.funds.${fund}`)} — {t(`fundsData.sections.${section}`)}
      </Title>
      <SectionMenu fund={fund} current={section} />
      {"overview" in loaderData && loaderData.overview ? (
        <>
          {loaderData.overview.body ? (
            <Paper withBorder p="md">
              <Title order={2} size="h3" mb="sm">
                {loaderData.overview.title}
              </Title>
              <TranslatedBody
                body={loaderData.overview.body}
                translated={locale === "vi" || (loaderData.overview.title_en !== "" && loaderData.overview.body_en !== "")}
                untranslatedNote={t("fundsData.overview.untranslated")}
              />
            </Paper>
          ) : null}
          <FiguresTable figures={loaderData.chart.figures} />
          {loaderData.mine ? <MyPerformance data={loaderData.mine} /> : null}
        </>
      ) : null}
      {section === "chart" && "chart" in loaderData && loaderData.chart ? (
        <FundChartSection chart={loaderData.chart} rangeHref={(range) => `${pathTo(locale, "product", { fund, section })}?range=${range}`} />
      ) : null}
      {"reports" in loaderData && loaderData.reports && loaderData.categories ? (
        <FundReports reports={loaderData.reports} categories={loaderData.categories} />
      ) : null}
      {"contracts" in loaderData ? (
        loaderData.investor ? (
          <OrderHistory orders={loaderData.contracts} empty={t(`fundsReports.noContracts.${section === "hdban" ? "sell" : "buy"}`)} />
        ) : (
          <Text>{t("fundsReports.contractsForInvestors")}</Text>
        )
      ) : null}
      {"portfolio" in loaderData && loaderData.portfolio ? <PortfolioTable portfolio={loaderData.portfolio} categories={loaderData.categories} /> : null}
      {"origins" in loaderData && loaderData.origins ? (
        loaderData.origins.rows.length === 0 ? (
          <Text>{t("fundsData.origin.empty")}</Text>
        ) : (
          <Table striped aria-label={t("fundsData.sections.xuatxu")} data-testid="origin-table">
            <caption>{t("fundsData.origin.asOf", { date: formatDate(loaderData.origins.date!, locale) })}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("fundsData.origin.asset")}</Table.Th>
                <Table.Th scope="col">{t("fundsData.origin.quantity")}</Table.Th>
                <Table.Th scope="col">{t("fundsData.origin.unitPrice")}</Table.Th>
                <Table.Th scope="col">{t("fundsData.origin.value")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loaderData.origins.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row">{row.taisan}</Table.Th>
                  <Table.Td>{formatDecimal(row.khoiluong, locale)}</Table.Td>
                  <Table.Td>{formatDecimal(row.giadvdt, locale)}</Table.Td>
                  <Table.Td>{formatVnd(row.value_vnd, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={3}>
                  {t("fundsData.origin.total")}
                </Table.Th>
                <Table.Td data-testid="origin-total">{formatVnd(loaderData.origins.total_vnd, locale)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )
      ) : null}
    </Stack>
  );
}
