import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Pager } from "#web/components/Pager.tsx";
import { pageNumber } from "#web/lib/page-number.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

/** The filter form of the administrators' entry lists (a GET form, so a filtered list can be shared). */
function ListFilter({ action, status, q, statuses }: { action: string; status: string; q: string; statuses: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} role="search" aria-label={t("entries.admin.filterLabel")} key={`${status}|${q}`}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          name="status"
          label={t("entries.admin.status")}
          defaultValue={status}
          data={statuses.map((value) => ({ value, label: t(`entries.filters.${value}` as never) }))}
          data-testid="entries-filter-status"
        />
        <TextInput
          name="q"
          type="search"
          label={t("entries.admin.search")}
          defaultValue={q}
          maxLength={120}
          style={{ flex: "1 1 16rem" }}
          data-testid="entries-search"
        />
        <Button type="submit">{t("entries.admin.apply")}</Button>
        {status !== "all" || q ? (
          <Button component={Link} to={action} variant="default">
            {t("entries.admin.clear")}
          </Button>
        ) : null}
      </Group>
    </Form>
  );
}

/** The filters read from the address, bounded like the API's own query (an empty search is left out of it). */
export function filtersOf<S extends string>(request: Request, statuses: readonly S[]) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("status") ?? "";
  const status = statuses.find((value) => value === requested) ?? ("all" as const);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 120);
  const page = pageNumber(url.searchParams.get("page"));
  return { status, q, page, query: { status, page, q: q || undefined } };
}

/**
 * One administrators' list page: heading (with optional actions), the filter, the count, the table or "nothing
 * matches", and the pager. The filters stay in the address, so every page link keeps them.
 */
export function AdminListPage(props: {
  title: string;
  actions?: ReactNode;
  action: string;
  statuses: readonly string[];
  filters: { status: string; q: string };
  list: { current_page: number; per_page: number; total: number; data: unknown[] };
  totalText: string;
  minWidth: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { list, filters, action } = props;
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const pageLink = (page: number) => `${action}?${new URLSearchParams({ status: filters.status, ...(filters.q ? { q: filters.q } : {}), page: String(page) })}`;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{props.title}</Title>
        {props.actions}
      </Group>
      <ListFilter action={action} status={filters.status} q={filters.q} statuses={props.statuses} />
      <Text size="sm" data-testid={`${props.testId}-total`}>
        {props.totalText}
      </Text>
      {list.data.length === 0 ? (
        <Text>{t("entries.admin.empty")}</Text>
      ) : (
        <TableRegion minWidth={props.minWidth} label={props.title}>
          <Table striped verticalSpacing="sm" data-testid={`${props.testId}-table`}>
            {props.children}
          </Table>
        </TableRegion>
      )}
      <Pager page={list.current_page} pages={pages} linkTo={pageLink} />
    </Stack>
  );
}
