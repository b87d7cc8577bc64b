import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TINHTRANG } from "#domain/fund-orders.ts";

const colour: Record<number, string> = {
  [TINHTRANG.unconfirmed]: "gray",
  [TINHTRANG.pending]: "yellow",
  [TINHTRANG.approved]: "blue",
  [TINHTRANG.priced]: "teal",
  [TINHTRANG.paid]: "green",
  [TINHTRANG.cancelled]: "red",
};

/** An order's state (`tinhtrang`) in words that depend on its type (a buy's state 3 is "allocated", a sale's "priced"). */
export function OrderStatusBadge({ order }: { order: { type: "buy" | "sell"; tinhtrang: number } }) {
  const { t } = useTranslation();
  // Dark text on the light badge keeps 4.5:1 contrast for every colour.
  return (
    <Badge
      color={colour[order.tinhtrang] ?? "gray"}
      variant="light"
      c="dark"
      data-testid="order-status"
      data-status={order.tinhtrang}
      style={{ textTransform: "none" }}
    >
      {t(`funds.status.${order.type}.${order.tinhtrang}` as never)}
    </Badge>
  );
}
