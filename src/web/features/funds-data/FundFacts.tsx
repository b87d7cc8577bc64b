import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { parseHundredths } from "#domain/fund-money.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import type { SiteAccount } from "#web/components/layouts/AccountLinks.tsx";
import { formatDay } from "#web/lib/fund-format.ts";
import { formatNav, formatPercent } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import type { FundFactsData } from "./fund-facts.server.ts";

/** The ranges a fund's page leads with, when its history covers them. */
const headlineRanges = ["3M", "YTD", "1Y", "all"] as const;

/**
 * A fund's key facts on its public service page: the latest NAV per unit and its date, the return over a few ranges
 * beside the VN-Index's, the way to the performance page, and the way to invest: register as an investor (or sign in)
 * for a visitor, the investor's own page for a signed-in investor. Plain elements, no chart: the page stays light.
 */
export function FundFacts({ facts }: { facts: FundFactsData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const account = useRouteLoaderData<{ account: SiteAccount | null }>("components/layouts/site-layout")?.account;
  const nav = facts.latest ? parseHundredths(facts.latest.nav) : undefined;
  const figures = headlineRanges.flatMap((range) => facts.figures.filter((row) => row.range === range));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="fund-facts-title" data-testid="fund-facts">
      <Stack gap="md">
        <Title order={2} size="h3" id="fund-facts-title">
          {t("fundsData.facts.title", { fund: t(`fundsData.funds.${facts.fund}`) })}
        </Title>
        {facts.latest && nav !== undefined ? (
          <div>
            <Text size="sm">{t("fundsData.facts.navPerUnit")}</Text>
            <Text fz="1.75rem" fw={700} data-testid="fund-nav">
              {formatNav(nav, locale)}
            </Text>
            <Text size="sm" data-testid="fund-nav-date">
              {t("fundsData.facts.asOf", { date: formatDay(facts.latest.date) })}
            </Text>
          </div>
        ) : (
          <Text data-testid="fund-no-nav">{t("fundsData.facts.noNav")}</Text>
        )}
        {figures.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} data-testid="fund-figures">
            {figures.map((row) => (
              <div key={row.range} data-range={row.range}>
                <Text component="dt" size="sm" m={0}>
                  {row.range === "all" ? t("fundsData.facts.sinceStart") : t(`fundsData.ranges.${row.range}`)}
                </Text>
                <Text component="dd" fw={700} fz="lg" m={0} data-testid="fund-return">
                  {formatPercent(row.fundReturn, locale)}
                </Text>
                <Text component="dd" size="sm" m={0} data-testid="fund-index-return">
                  {t("fundsData.facts.index", { value: formatPercent(row.indexReturn, locale) })}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        <Group gap="md">
          {account?.area === "investorFunds" ? (
            <Button component={PageLink} page="investorFunds" data-testid="fund-buy">
              {t("fundsData.facts.buy")}
            </Button>
          ) : account ? null : (
            <>
              <Button component={Link} to={`${pathTo(locale, "register")}?type=investor`} data-testid="fund-register">
                {t("fundsData.facts.register")}
              </Button>
              <Anchor component={PageLink} page="userLogin" underline="always">
                {t("fundsData.facts.signIn")}
              </Anchor>
            </>
          )}
          <Anchor component={PageLink} page="fundPerformance" params={{ fund: facts.fund }} underline="always" data-testid="fund-performance-link">
            {t("fundsData.facts.performance")}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
