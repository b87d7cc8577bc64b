import { Modal, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { NavRecord } from "#contracts/fund-nav.ts";
import { getHieuqua } from "#contracts/funds.operations.ts";
import { Pager } from "#web/components/Pager.tsx";
import { RowActions } from "#web/components/RowActions.tsx";
import { navAction } from "#web/features/funds/admin.server.ts";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import { fundCode, fundOfPath } from "#web/routing/fund-pages.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import { NavForm } from "#web/features/funds/NavForm.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDecimal, formatNav, formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/nav.ts";
import { pageNumber } from "#web/lib/page-number.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, (t) => `${t("funds.menu.nav")} · ${t(`funds.fundShort.${fundCode[fundOfPath(location.pathname)]}`)}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const loai = fundOfPath(url.pathname);
  const page = pageNumber(url.searchParams.get("page"));
  const list = unwrap(await apiClient(context, localeOfRequest(request)).call(getHieuqua, { query: { loai, page, is_admin: 1, limit: 40 } }));
  return { list, loai };
}

export async function action({ request, context }: Route.ActionArgs) {
  return navAction(apiClient(context, localeOfRequest(request)), await request.formData(), fundOfPath(new URL(request.url).pathname));
}

/** A fund's NAV records (spec: bao-cao-nav): publish one, correct or delete one that has priced no order. */
export default function NavRecords({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { list, loai } = loaderData;
  const [editing, setEditing] = useState<NavRecord>();
  const confirm = useConfirm("nav-outcome");
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t("funds.menu.nav")} · {t(`funds.fund.${fundCode[loai]}`)}
      </Title>
      <Text>{t("funds.nav.lead")}</Text>
      <Stack gap="sm" component="section" aria-labelledby="nav-create">
        <Title order={2} size="h3" id="nav-create">
          {t("funds.nav.createTitle")}
        </Title>
        <NavForm />
      </Stack>
      {confirm.outcome}
      {list.data.length === 0 ? (
        <Text>{t("funds.nav.empty")}</Text>
      ) : (
        <TableRegion minWidth={760} label={t("funds.menu.nav")}>
          <Table striped data-testid="nav-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("funds.nav.date")}</Table.Th>
                <Table.Th scope="col">{t("funds.nav.nav")}</Table.Th>
                <Table.Th scope="col">{t("funds.nav.total")}</Table.Th>
                <Table.Th scope="col">{t("funds.nav.index")}</Table.Th>
                <Table.Th scope="col">{t("funds.nav.priced")}</Table.Th>
                <Table.Th scope="col">{t("funds.nav.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((record) => (
                <Table.Tr key={record.id} data-testid="nav-row" data-date={record.date_create.slice(0, 10)}>
                  <Table.Td>{formatDay(record.date_create)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatNav(record.giatri1, locale)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{record.giatri2 === null ? "—" : formatVnd(record.giatri2, locale)}</Table.Td>
                  <Table.Td>{formatDecimal(record.giatri3, locale)}</Table.Td>
                  <Table.Td data-testid="nav-priced">{record.priced_orders}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={t("funds.nav.rowName", { date: formatDay(record.date_create) })}
                      edit={{ onClick: () => setEditing(record) }}
                      onDelete={() =>
                        confirm.ask({
                          title: t("funds.nav.deleteTitle"),
                          body: t("funds.nav.deleteBody", { date: formatDay(record.date_create) }),
                          confirm: t("rowActions.delete"),
                          colour: "red",
                          fields: { intent: "delete", id: record.id },
                        })
                      }
                      testIdPrefix="nav"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
      <Pager page={list.current_page} pages={pages} linkTo={(page) => `${pathname}?page=${page}`} />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t("funds.nav.editOf", { date: formatDay(editing.date_create) }) : ""}
        centered
        size="lg"
      >
        {editing ? (
          <Stack gap="sm">
            {editing.priced_orders > 0 ? <Text size="sm">{t("funds.nav.pricedNote", { count: editing.priced_orders })}</Text> : null}
            <NavForm
              record={editing}
              onSaved={(message) => {
                setEditing(undefined);
                confirm.done(message);
              }}
            />
          </Stack>
        ) : null}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}
