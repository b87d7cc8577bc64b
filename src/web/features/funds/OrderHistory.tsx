import { Anchor, Button, Table, Text, Timeline } from "@mantine/core";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "#contracts/zod.ts";
import type { orderView } from "#contracts/funds.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import { parseHundredths } from "#domain/fund-money.ts";
import { formatNav, formatUnits, formatVnd } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { fundCode, type FundType } from "#web/routing/fund-pages.ts";
import { formatDay, formatWeekDay } from "#web/lib/fund-format.ts";
import { isWaiting, orderTimeline } from "./order-timeline.ts";
import { OrderStatusBadge } from "./OrderStatus.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

type Order = z.infer<typeof orderView>;

/** Contracts exist once an order is priced: a buy's (allocated) and a sale's (priced or paid). */
export const hasContract = (order: Order) => order.tinhtrang === TINHTRANG.priced || order.tinhtrang === TINHTRANG.paid;
export const contractHref = (order: Order, locale: "vi" | "en") => `/api/v1/userpdf?${new URLSearchParams({ order_id: String(order.id), lang: locale })}`;

/** Units of an order: a buy's allocation, a sale's quantity. */
export function orderUnits(order: Order, locale: "vi" | "en"): string {
  const text = order.type === "buy" ? order.model : order.soluongban;
  return text === null ? "—" : formatUnits(parseHundredths(text) ?? 0, locale);
}

/** An order's timeline: each step with its Vietnam time once done, or what it waits for. */
function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const steps = orderTimeline(order);
  const nav = formatWeekDay(order.nav_date ?? order.dealing_date, locale);
  return (
    <Timeline active={steps.filter((step) => step.at !== null).length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
      {steps.map((entry) => (
        <Timeline.Item
          key={entry.step}
          title={t(`funds.timeline.${entry.step}.title`, { nav })}
          data-testid="timeline-step"
          data-step={entry.step}
          data-done={entry.at !== null}
        >
          <Text size="sm">{isWaiting(entry) ? t(`funds.timeline.${entry.step}.waiting`, { nav }) : formatDateTime(entry.at!, locale)}</Text>
          {entry.step === "cancelled" && order.cancel_reason ? <Text size="sm">{order.cancel_reason}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A buy placed online that waits for its transfer: its payment instructions can be shown again. */
const awaitsTransfer = (order: Order) => order.type === "buy" && order.source === "web" && order.tinhtrang === TINHTRANG.pending;

/**
 * The investor's orders, newest first: what, when, at which NAV, in which state, its timeline, and the contract once
 * there is one; with `paymentHref`, a buy that waits for its transfer links to its payment instructions.
 */
export function OrderHistory({ orders, empty, paymentHref }: { orders: Order[]; empty?: string; paymentHref?: (order: Order) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => setOpen((shown) => (shown.has(id) ? new Set([...shown].filter((other) => other !== id)) : new Set([...shown, id])));
  if (!orders.length) return <Text>{empty ?? t("funds.history.empty")}</Text>;
  return (
    <TableRegion minWidth={900} label={t("funds.history.title")}>
      <Table striped data-testid="order-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("funds.orders.reference")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.placedAt")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.type")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.amount")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.units")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.nav")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.status")}</Table.Th>
            <Table.Th scope="col">{t("funds.orders.contract")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Fragment key={order.id}>
              <Table.Tr data-testid="history-row" data-reference={order.reference}>
                <Table.Td>{order.reference}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(order.date_create, locale)}</Table.Td>
                <Table.Td>
                  {t(`funds.orders.types.${order.type}`)} · {t(`funds.fundShort.${fundCode[order.loai as FundType]}`)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{order.giatri === null ? "—" : formatVnd(order.giatri, locale)}</Table.Td>
                <Table.Td data-testid="history-units">{orderUnits(order, locale)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {order.price === null
                    ? t("funds.history.dealingOn", { day: formatDay(order.dealing_date) })
                    : `${formatNav(parseHundredths(order.price) ?? 0, locale)} (${formatDay(order.nav_date ?? order.dealing_date)})`}
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge order={order} />
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    mt={4}
                    display="block"
                    onClick={() => toggle(order.id)}
                    aria-expanded={open.has(order.id)}
                    {...(open.has(order.id) ? { "aria-controls": `timeline-${order.id}` } : {})}
                    data-testid="history-timeline-toggle"
                  >
                    {t(open.has(order.id) ? "funds.timeline.hide" : "funds.timeline.show")}
                  </Button>
                </Table.Td>
                <Table.Td>
                  {hasContract(order) ? (
                    <Anchor href={contractHref(order, locale)} download underline="always" data-testid="history-contract">
                      {t("funds.history.download", { reference: order.reference })}
                    </Anchor>
                  ) : paymentHref && awaitsTransfer(order) ? (
                    <Anchor href={paymentHref(order)} underline="always" data-testid="history-payment">
                      {t("funds.buy.showPayment")}
                    </Anchor>
                  ) : (
                    "—"
                  )}
                </Table.Td>
              </Table.Tr>
              {open.has(order.id) ? (
                <Table.Tr id={`timeline-${order.id}`}>
                  <Table.Td colSpan={8}>
                    {/* The row is as wide as the table (it scrolls sideways on a phone): the timeline stays in view. */}
                    <div style={{ position: "sticky", left: 0, maxWidth: "calc(100vw - 3rem)" }}>
                      <OrderTimeline order={order} />
                    </div>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
