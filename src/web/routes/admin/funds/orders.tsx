import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { getOrder } from "#contracts/funds-orders.operations.ts";
import { Pager } from "#web/components/Pager.tsx";
import { orderDecision, orderFilters } from "#web/features/funds/admin.server.ts";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import { fundCode, fundOfPath, fundPages, listStates } from "#web/routing/fund-pages.ts";
import { OrdersTable } from "#web/features/funds/OrdersTable.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/orders.ts";
import { DateField } from "#web/components/DateField.tsx";

/** hop-dong-mua lists buys, hop-dong-ban sales. */
const typeOfPath = (pathname: string): "buy" | "sell" => (pathname.includes("/hop-dong-ban") ? "sell" : "buy");

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    location,
    (t) =>
      `${t(typeOfPath(location.pathname) === "buy" ? "funds.menu.buys" : "funds.menu.sells")} · ${t(`funds.fundShort.${fundCode[fundOfPath(location.pathname)]}`)}`,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const loai = fundOfPath(pathname);
  const type = typeOfPath(pathname);
  const filters = orderFilters(request, type);
  const query = {
    loai,
    type,
    tinhtrang: filters.tinhtrang,
    page: filters.page,
    limit: 20,
    q: filters.q || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const list = unwrap(await apiClient(context, localeOfRequest(request)).call(getOrder, { query }));
  return { list, loai, type, filters };
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderDecision(apiClient(context, localeOfRequest(request)), await request.formData());
}

/** A fund's buy or sell orders (spec: hop-dong-mua / hop-dong-ban) with the spec's filters, decisions and the export. */
export default function FundOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { list, loai, type, filters } = loaderData;
  const confirm = useConfirm("orders-outcome");
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const chosen = {
    tinhtrang: filters.tinhtrang,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const link = (page: number) => `${pathname}?${new URLSearchParams({ ...chosen, page: String(page) })}`;
  // The export takes the list's filters; one file holds up to 5000 orders, far more than a page of the list.
  const exportHref = `/api/v1/order/admin/exportorder?${new URLSearchParams({ ...chosen, loai: String(loai), type, lang: locale })}`;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>
          {t(type === "buy" ? "funds.menu.buys" : "funds.menu.sells")} · {t(`funds.fund.${fundCode[loai]}`)}
        </Title>
        <Group>
          {type === "buy" ? (
            <Button component={Link} to={pathTo(locale, fundPages[loai].buyCreate)} variant="default">
              {t("funds.menu.buyCreate")}
            </Button>
          ) : null}
          <Button component="a" href={exportHref} variant="default" data-testid="orders-export">
            {t("funds.orders.export")}
          </Button>
        </Group>
      </Group>
      <Form method="get" role="search" aria-label={t("funds.orders.filterLabel")} key={JSON.stringify(filters)}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            name="tinhtrang"
            label={t("funds.orders.status")}
            defaultValue={filters.tinhtrang}
            data={[
              { value: "all", label: t("funds.orders.allStates") },
              ...listStates[type].map((state) => ({ value: String(state), label: t(`funds.status.${type}.${state}` as never) })),
            ]}
            data-testid="orders-filter-status"
          />
          <TextInput
            name="q"
            type="search"
            label={t("funds.orders.search")}
            defaultValue={filters.q}
            maxLength={100}
            style={{ flex: "1 1 14rem" }}
            data-testid="orders-search"
          />
          <DateField kind="date" name="from" label={t("funds.orders.from")} defaultValue={filters.from} />
          <DateField kind="date" name="to" label={t("funds.orders.to")} defaultValue={filters.to} />
          <Button type="submit">{t("funds.orders.apply")}</Button>
        </Group>
      </Form>
      <Text size="sm" data-testid="orders-total">
        {t("funds.orders.total", { count: list.totalOrder })}
      </Text>
      {confirm.outcome}
      {list.data.length === 0 ? <Text>{t("funds.orders.empty")}</Text> : <OrdersTable orders={list.data} ask={confirm.ask} />}
      <Pager page={list.current_page} pages={pages} linkTo={link} />
      {confirm.dialog}
    </Stack>
  );
}
