import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getPerformance } from "#contracts/funds-data.operations.ts";
import { getReports, getReportscate } from "#contracts/funds-reports.operations.ts";
import { FundChartSection, isRange, loaiOfCode } from "#web/features/funds-data/FundChartSection.tsx";
import { FundReports } from "#web/features/funds-data/FundReports.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/performance.ts";

/** A fund's public performance page: NAV per unit against VN-Index over a range, its figures (SSR numbers) and its published reports. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loai = loaiOfCode(params.fund);
  if (loai === undefined) throw data(null, { status: 404 });
  const requested = new URL(request.url).searchParams.get("range");
  const range = isRange(requested) ? requested : "1Y";
  const api = apiClient(context, localeOfRequest(request));
  const [chart, reports, categories] = await Promise.all([
    api.call(getPerformance, { query: { loai, range } }),
    api.call(getReports, { query: { loai, limit: 200 } }),
    api.call(getReportscate),
  ]);
  return { fund: params.fund as "tstt" | "tsbv", chart: unwrap(chart), reports: unwrap(reports).data, categories: unwrap(categories) };
}

export const meta: Route.MetaFunction = ({ location, params }) =>
  pageMeta(location, (t) => t(`fundsData.funds.${params.fund === "tsbv" ? "tsbv" : "tstt"}`) + " — " + t("fundsData.chart.title"));

export default function FundPerformance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { fund, chart, reports, categories } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          {t(`fundsData.funds.${fund}`)} — {t("fundsData.chart.title")}
        </Title>
        <Text>{t("fundsData.chart.intro")}</Text>
        <FundChartSection chart={chart} rangeHref={(range) => `${pathTo(locale, "fundPerformance", { fund })}?range=${range}`} />
        <Title order={2} size="h3">
          {t("fundsData.sections.baocao")}
        </Title>
        <FundReports reports={reports} categories={categories} />
        <Text>
          <PageLink page="product" params={{ fund, section: "tongquan" }}>
            {t("fundsData.chart.investorPages")}
          </PageLink>
        </Text>
      </Stack>
    </Container>
  );
}
