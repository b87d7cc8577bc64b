import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { z } from "#contracts/zod.ts";
import type { fundHolding } from "#contracts/funds.ts";
import { parseHundredths } from "#domain/fund-money.ts";
import { formatNav, formatUnits, formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { fundCode, type FundType } from "#web/routing/fund-pages.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import { Facts } from "./Facts.tsx";

type Holding = z.infer<typeof fundHolding>;

/** Each fund: its latest NAV and date, the investor's units and their value at that NAV, cost and gain or loss. */
export function Holdings({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = (text: string) => formatUnits(parseHundredths(text) ?? 0, locale);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {holdings.map((holding) => {
        const code = fundCode[holding.loai as FundType];
        const gain = holding.gain;
        return (
          <Paper key={holding.loai} withBorder p="md" component="section" aria-labelledby={`fund-${code}`} data-testid={`holding-${code}`}>
            <Stack gap="sm">
              <Title order={3} size="h4" id={`fund-${code}`}>
                {t(`funds.fund.${code}`)}
              </Title>
              <Text data-testid="holding-nav">
                {holding.latest_nav
                  ? t("funds.holdings.latestNav", {
                      nav: formatNav(parseHundredths(holding.latest_nav.giatri1) ?? 0, locale),
                      date: formatDay(holding.latest_nav.date),
                    })
                  : t("funds.holdings.noNav")}
              </Text>
              <Facts
                testId="holding-facts"
                rows={[
                  [t("funds.holdings.units"), units(holding.units)],
                  ...(parseHundredths(holding.reserved) ? ([[t("funds.holdings.reserved"), units(holding.reserved)]] as [string, string][]) : []),
                  [t("funds.holdings.value"), holding.value === null ? "—" : formatVnd(holding.value, locale)],
                  [t("funds.holdings.cost"), formatVnd(holding.cost, locale)],
                  [t("funds.holdings.gain"), gain === null ? "—" : `${gain > 0 ? "+" : ""}${formatVnd(gain, locale)}`],
                ]}
              />
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
