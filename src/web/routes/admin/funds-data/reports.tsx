import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Pager } from "#web/components/Pager.tsx";
import { RowActions } from "#web/components/RowActions.tsx";
import { fundsResult } from "#web/features/funds/admin.server.ts";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import { formatFileSize } from "#contracts/number-format.ts";
import { deleteReportsId, getReports } from "#contracts/funds-reports.operations.ts";
import { reportKindOfPath, reportPages } from "#web/routing/report-pages.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/reports.ts";
import { pageNumber } from "#web/lib/page-number.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t(`fundsReports.titles.${reportKindOfPath(location.pathname)}`));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = reportKindOfPath(url.pathname);
  const page = pageNumber(url.searchParams.get("page"));
  const list = unwrap(
    await apiClient(context, localeOfRequest(request)).call(getReports, { query: { catID: reportPages[kind].catID, type: "all", page, limit: 20 } }),
  );
  return { kind, list };
}

/** Delete, sent from the confirmation dialog. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return fundsResult(await apiClient(context, localeOfRequest(request)).call(deleteReportsId, { params: readForm(form, deleteReportsId.params) }));
}

/** bao-cao-dau-tu/danh-sach and bao-cao-danh-muc-nav/danh-sach: a category's reports of both funds, drafts too. */
export default function ReportsAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { kind, list } = loaderData;
  const pages = reportPages[kind];
  const confirm = useConfirm("reports-outcome");
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t(`fundsReports.titles.${kind}`)}</Title>
        <Button component={Link} to={pathTo(locale, pages.create)}>
          {t("fundsReports.create")}
        </Button>
      </Group>
      {confirm.outcome}
      {list.data.length === 0 ? (
        <Text>{t("fundsReports.empty")}</Text>
      ) : (
        <TableRegion minWidth={720} label={t(`fundsReports.titles.${kind}`)}>
          <Table striped data-testid="reports-admin-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("fundsReports.fields.title")}</Table.Th>
                <Table.Th scope="col">{t("fundsReports.fields.fund")}</Table.Th>
                <Table.Th scope="col">{t("fundsReports.fields.date")}</Table.Th>
                <Table.Th scope="col">{t("fundsReports.fields.status")}</Table.Th>
                <Table.Th scope="col">{t("fundsReports.fields.file")}</Table.Th>
                <Table.Th scope="col">{t("fundsData.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((report) => (
                <Table.Tr key={report.id} data-testid="report-row">
                  <Table.Th scope="row">{report.title}</Table.Th>
                  <Table.Td>{t(`fundsData.funds.${report.loai === 0 ? "tstt" : "tsbv"}`)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(report.date, locale)}</Table.Td>
                  <Table.Td>
                    <Badge color={report.status === 1 ? "teal" : "gray"} variant="light">
                      {t(report.status === 1 ? "fundsReports.published" : "fundsReports.draft")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={report.file_url} download underline="always">
                      PDF, {formatFileSize(report.bytes, locale)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={report.title}
                      edit={{ to: pathTo(locale, pages.edit, { id: String(report.id) }) }}
                      onDelete={() =>
                        confirm.ask({
                          title: t("fundsReports.deleteTitle"),
                          body: t("fundsReports.deleteBody", { title: report.title }),
                          confirm: t("rowActions.delete"),
                          colour: "red",
                          fields: { id: report.id },
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
      <Pager page={list.current_page} pages={Math.max(1, Math.ceil(list.total / list.per_page))} linkTo={(page) => `${pathname}?page=${page}`} />
      {confirm.dialog}
    </Stack>
  );
}
