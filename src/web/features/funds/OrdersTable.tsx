import { Anchor, Button, Group, Table, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OrderView } from "#contracts/funds.ts";
import { CTRL, holdsReservation, isEditable, TINHTRANG, type OrderType, type Tinhtrang } from "#domain/fund-orders.ts";
import { parseHundredths } from "#domain/fund-money.ts";
import { formatNav, formatVnd } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";
// The stacked layout of a phone (a card per order) comes with the plain table's sheet.
import "#web/components/PlainTable.css";
import type { PendingAction } from "#web/components/ConfirmDialog.tsx";
import { fundCode, fundPages, type FundType } from "#web/routing/fund-pages.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import { contractHref, hasContract, orderUnits } from "./OrderHistory.tsx";
import { OrderStatusBadge } from "./OrderStatus.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

const canCancel = (order: OrderView) =>
  order.type === "buy" ? isEditable("buy", order.tinhtrang as Tinhtrang) : holdsReservation(order.tinhtrang as Tinhtrang);

/** The decisions an administrator may take on an order in its state, each behind a confirmation. */
function OrderActions({ order, ask, postTo }: { order: OrderView; ask: (action: PendingAction) => void; postTo?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const who = { reference: order.reference, name: order.investor?.full_name ?? `#${order.user_id}` };
  const base = { fields: { id: order.id }, ...(postTo ? { action: postTo } : {}) };
  const reasonField = <Textarea name="reason" label={t("funds.decisions.reason")} maxLength={500} autosize minRows={2} data-testid="cancel-reason" />;
  // Fields named as the operations read them: `PUT /order/{id}` takes ctrl (and a cancel's reason); delete, the id.
  const decide = (intent: "approve" | "pay" | "cancel" | "delete", colour: string) =>
    ask({
      ...base,
      fields: intent === "delete" ? { ...base.fields, intent } : { ...base.fields, intent: "move", ctrl: CTRL[intent] },
      colour,
      title: t(`funds.decisions.${intent}.title`, who),
      body: t(`funds.decisions.${intent}.body.${order.type}`, who),
      confirm: t(`funds.decisions.${intent}.confirm`),
      ...(intent === "cancel" ? { extra: reasonField } : {}),
    });
  const backdate = order.backdate;
  // A back-dated paper order is decided by a second administrator (the API refuses the one who recorded it).
  const decideBackdate = (decision: "Approve" | "Refuse", colour: string) =>
    ask({
      ...base,
      fields: { ...base.fields, intent: "backdate", decision: decision === "Approve" ? "approve" : "refuse" },
      colour,
      title: t(`funds.decisions.backdate${decision}.title`, who),
      body: t(`funds.decisions.backdate${decision}.body`, {
        ...who,
        received: formatDateTime(order.date_create, locale),
        recorded: formatDateTime(order.recorded_at, locale),
        reason: backdate?.reason ?? "",
      }),
      confirm: t(`funds.decisions.backdate${decision}.confirm`),
      ...(decision === "Refuse" ? { extra: reasonField } : {}),
    });
  if (backdate?.state === "awaiting") {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          onClick={() => decideBackdate("Approve", "blue")}
          aria-label={t("funds.decisions.backdateApprove.label", who)}
          data-testid="backdate-approve"
        >
          {t("funds.decisions.backdateApprove.button")}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => decideBackdate("Refuse", "red")}
          aria-label={t("funds.decisions.backdateRefuse.label", who)}
          data-testid="backdate-refuse"
        >
          {t("funds.decisions.backdateRefuse.button")}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {order.tinhtrang === TINHTRANG.pending ? (
        <Button size="xs" onClick={() => decide("approve", "blue")} aria-label={t("funds.decisions.approve.label", who)} data-testid="order-approve">
          {t("funds.decisions.approve.button")}
        </Button>
      ) : null}
      {order.type === "sell" && order.tinhtrang === TINHTRANG.priced ? (
        <Button size="xs" color="green.8" onClick={() => decide("pay", "green.8")} aria-label={t("funds.decisions.pay.label", who)} data-testid="order-pay">
          {t("funds.decisions.pay.button")}
        </Button>
      ) : null}
      {/* A back-dated paper order's terms are fixed by its second administrator's decision (the API answers 409). */}
      {order.type === "buy" && isEditable("buy", order.tinhtrang as Tinhtrang) && !order.backdate ? (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={pathTo(locale, fundPages[order.loai as FundType].buyEdit, { id: String(order.id) })}
          aria-label={t("funds.decisions.edit.label", who)}
          data-testid="order-edit"
        >
          {t("funds.decisions.edit.button")}
        </Button>
      ) : null}
      {canCancel(order) ? (
        <Button
          size="xs"
          variant="default"
          onClick={() => decide("cancel", "red")}
          aria-label={t("funds.decisions.cancel.label", who)}
          data-testid="order-cancel"
        >
          {t("funds.decisions.cancel.button")}
        </Button>
      ) : null}
      {order.type === "buy" && isEditable("buy", order.tinhtrang as Tinhtrang) ? (
        <Button
          size="xs"
          variant="default"
          onClick={() => decide("delete", "red")}
          aria-label={t("funds.decisions.delete.label", who)}
          data-testid="order-delete"
        >
          {t("funds.decisions.delete.button")}
        </Button>
      ) : null}
      {hasContract(order) ? (
        <Anchor href={contractHref(order, locale)} download size="sm" underline="always" data-testid="order-contract">
          {t("funds.history.download", { reference: order.reference })}
        </Anchor>
      ) : null}
    </Group>
  );
}

/** Administrators' orders: reference, investor, fund and type, placing and dealing days, money, units, NAV, state, decisions. */
export function OrdersTable({
  orders,
  ask,
  postTo,
  showFund = false,
}: {
  orders: OrderView[];
  ask: (action: PendingAction) => void;
  postTo?: (order: OrderView) => string;
  showFund?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = (key: "reference" | "investor" | "type" | "placedAt" | "dealingDay" | "amount" | "units" | "nav" | "status" | "actions") => ({
    "data-label": t(`funds.orders.${key}`),
  });
  return (
    <TableRegion minWidth={1100} label={t("funds.orders.tableLabel")}>
      <Table striped verticalSpacing="sm" data-stacked data-testid="orders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("funds.orders.reference")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.investor")}</Table.Th>
            {showFund ? <Table.Th scope="col">{t("funds.orders.type")}</Table.Th> : null}
            <Table.Th scope="col">{t("funds.orders.placedAt")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.dealingDay")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.amount")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.units")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.nav")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.status")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="order-row" data-reference={order.reference}>
              <Table.Td {...label("reference")}>
                {order.reference}
                {order.source === "offline" ? <Text size="xs">{t("funds.orders.offline")}</Text> : null}
              </Table.Td>
              <Table.Td {...label("investor")}>
                <Text size="sm">{order.investor?.full_name ?? `#${order.user_id}`}</Text>
                {order.investor ? <Text size="xs">{order.investor.email}</Text> : null}
              </Table.Td>
              {showFund ? (
                <Table.Td {...label("type")}>
                  {t(`funds.orders.types.${order.type as OrderType}`)} · {t(`funds.fundShort.${fundCode[order.loai as FundType]}`)}
                </Table.Td>
              ) : null}
              <Table.Td {...label("placedAt")} style={{ whiteSpace: "nowrap" }}>
                {formatDateTime(order.date_create, locale)}
                {order.backdate ? (
                  <Text size="xs" data-testid="order-backdate">
                    {t("funds.orders.recordedAt", { time: formatDateTime(order.recorded_at, locale) })}
                    {order.backdate.state === "awaiting" ? ` · ${t("funds.orders.awaitingSecond")}` : null}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td {...label("dealingDay")}>{formatDay(order.nav_date ?? order.dealing_date)}</Table.Td>
              <Table.Td {...label("amount")} style={{ whiteSpace: "nowrap" }}>
                {order.giatri === null ? "—" : formatVnd(order.giatri, locale)}
              </Table.Td>
              <Table.Td {...label("units")}>{orderUnits(order, locale)}</Table.Td>
              <Table.Td {...label("nav")} style={{ whiteSpace: "nowrap" }}>
                {order.price === null ? "—" : formatNav(parseHundredths(order.price) ?? 0, locale)}
              </Table.Td>
              <Table.Td {...label("status")}>
                <OrderStatusBadge order={order} />
              </Table.Td>
              <Table.Td {...label("actions")}>
                <OrderActions order={order} ask={ask} {...(postTo ? { postTo: postTo(order) } : {})} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
