import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contracts/funds.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
import { PanelSection } from "../judging/PanelForm.tsx";
import { useConfirm } from "./ConfirmDialog.tsx";
import type { PanelView } from "#web/features/control-room/panel.ts";
import type { FundsControl } from "./control-panel.server.ts";
import { fundPages, type FundType } from "./fund-pages.ts";
import { OrdersTable } from "./OrdersTable.tsx";

/**
 * The control room's funds panel: what waits for an administrator across both funds. Data from
 * `fundsPanelServer`; each decision posts to the fund's orders page, whose action applies it.
 */
export const FundsControlPanel: PanelView<FundsControl> = ({ data: control }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm("funds-control-outcome");
  const postTo = (order: OrderView) => pathTo(locale, order.type === "buy" ? fundPages[order.loai as FundType].buys : fundPages[order.loai as FundType].sells);
  const section = (key: "toApprove" | "toAllocate" | "toPay") => {
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
      {section("toApprove")}
      {section("toAllocate")}
      {section("toPay")}
      {confirm.dialog}
    </Stack>
  );
};
