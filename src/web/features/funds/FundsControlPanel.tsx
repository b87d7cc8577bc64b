import { Alert, Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contracts/funds.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { PanelSection } from "#web/components/PanelForm.tsx";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import type { PanelView } from "#web/lib/control-panel.ts";
import type { FundsControl } from "./control-panel.server.ts";
import { fundPages, type FundType } from "#web/routing/fund-pages.ts";
import { OrdersTable } from "./OrdersTable.tsx";

/**
 * The control room's funds panel: what waits for an administrator across both funds (first whether the funds are on
 * sale at all, then the back-dated paper orders a second administrator decides). Data from
 * `fundsPanelServer`; each decision posts to the fund's orders page, whose action applies it.
 */
export const FundsControlPanel: PanelView<FundsControl> = ({ data: control }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm("funds-control-outcome");
  const postTo = (order: OrderView) => pathTo(locale, order.type === "buy" ? fundPages[order.loai as FundType].buys : fundPages[order.loai as FundType].sells);
  const section = (key: "backdated" | "toApprove" | "toAllocate" | "toPay") => {
    const { orders, total } = control[key];
    return (
      <PanelSection title={t(`funds.control.${key}`, { count: total })} id={`funds-control-${key}`}>
        <Text size="sm">{t(`funds.control.${key}Lead`)}</Text>
        {orders.length ? <OrdersTable orders={orders} ask={confirm.ask} postTo={postTo} showFund /> : <Text>{t("funds.control.none")}</Text>}
      </PanelSection>
    );
  };
  return (
    <Stack gap="lg" data-testid="funds-control">
      <Title order={2}>{t("funds.control.title")}</Title>
      {confirm.outcome}
      {control.missingRules.length ? (
        <Alert
          color="yellow"
          title={t("funds.control.notOpen")}
          styles={{ title: { color: "var(--mantine-color-text)" } }}
          data-testid="funds-control-not-open"
        >
          <Text size="sm">{t("funds.control.notOpenLead")}</Text>
          <List size="sm" my="xs">
            {control.missingRules.map((rule) => (
              <List.Item key={rule} data-testid="funds-missing-rule" data-rule={rule}>
                {t(`funds.rules.missing.${rule}`, { ns: "shared" })}
              </List.Item>
            ))}
          </List>
          {control.bankUnmatched ? (
            <Text size="sm" mb="xs" data-testid="funds-bank-unmatched">
              {t("funds.control.bankUnmatched", { typed: control.bankUnmatched })}
            </Text>
          ) : null}
          <Anchor component={Link} to={pathTo(locale, "adminFundRules")} underline="always">
            {t("funds.control.rulesLink")}
          </Anchor>
        </Alert>
      ) : null}
      {section("backdated")}
      {section("toApprove")}
      {section("toAllocate")}
      {section("toPay")}
      {confirm.dialog}
    </Stack>
  );
};
