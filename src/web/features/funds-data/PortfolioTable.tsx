import { Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { InvestmentItem } from "#contracts/funds-data.ts";
import { formatPercent } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";

/** A fund's portfolio (danhmucdautu): the intro set by administrators, then the shown items by category with weights. */
export function PortfolioTable({
  portfolio,
  categories,
}: {
  portfolio: { intro: string; items: InvestmentItem[]; total_weight: string };
  categories: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const categoryName = (id: number) => categories.find((category) => category.id === id)?.name ?? "";
  return (
    <Stack gap="md">
      {portfolio.intro ? <Text style={{ whiteSpace: "pre-line" }}>{portfolio.intro}</Text> : null}
      {portfolio.items.length === 0 ? (
        <Text>{t("fundsData.portfolio.empty")}</Text>
      ) : (
        <Table striped aria-label={t("fundsData.sections.danhmucdautu")} data-testid="portfolio-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("fundsData.portfolio.item")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.portfolio.category")}</Table.Th>
              <Table.Th scope="col">{t("fundsData.portfolio.weight")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {portfolio.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Th scope="row">{item.title}</Table.Th>
                <Table.Td>{categoryName(item.cate_id)}</Table.Td>
                <Table.Td>{formatPercent(item.weight, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                {t("fundsData.origin.total")}
              </Table.Th>
              <Table.Td data-testid="portfolio-total">{formatPercent(portfolio.total_weight, locale)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Stack>
  );
}
