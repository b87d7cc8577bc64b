import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useLocation, useNavigation } from "react-router";
import { deleteXuatxuId, getXuatxu, postXuatxu, putXuatxuId } from "#contracts/funds-data.operations.ts";
import { originInput, type OriginRecord } from "#contracts/funds-data.ts";
import { DecimalField } from "#web/components/DecimalField.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { DateField } from "#web/components/DateField.tsx";
import { Pager } from "#web/components/Pager.tsx";
import { RowActions } from "#web/components/RowActions.tsx";
import { fundsResult } from "#web/features/funds/admin.server.ts";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import { fundCode, fundOfGroup } from "#web/routing/fund-pages.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDecimal, formatVnd } from "#contracts/number-format.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/origin.ts";
import { pageNumber } from "#web/lib/page-number.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

const fields = ["taisan", "khoiluong", "giadvdt", "date", "sort"] as const;
/** The decimals each decimal field takes (the schema's own bound). */
const places = { khoiluong: 4, giadvdt: 2 } as const;
/** A row's fields as the form posts them: the fund is the page's, added by the action. */
const originForm = originInput.omit({ type: true });

export const meta: Route.MetaFunction = ({ location, params }) =>
  pageMeta(location, (t) => `${t("fundsReports.origin.title")} · ${t(`fundsData.funds.${params.group === "dtbv" ? "tsbv" : "tstt"}`)}`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loai = fundOfGroup(params.group);
  if (loai === undefined) throw data(null, { status: 404 });
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return { loai, list: unwrap(await apiClient(context, localeOfRequest(request)).call(getXuatxu, { query: { type: loai, page, limit: 40 } })) };
}

/** Add, correct (PUT with the id) or delete (from the confirmation dialog) a row. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") === "delete") return fundsResult(await api.call(deleteXuatxuId, { params: readForm(form, deleteXuatxuId.params) }));
  const body = { ...readForm(form, originForm), type: fundOfGroup(params.group) ?? 0 };
  return fundsResult(id ? await api.call(putXuatxuId, { params: { id }, body }) : await api.call(postXuatxu, { body }));
}

/** The row's fields; the result shows above the table (a correction closes its dialog as it is sent). */
function OriginForm({ row, onSent }: { row?: OriginRecord; onSent?: () => void }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useSchemaCheck(originForm);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        if (!event.defaultPrevented) onSent?.();
      }}
    >
      {row ? <input type="hidden" name="id" value={row.id} /> : null}
      <Group align="flex-end" gap="sm">
        {fields.map((name) =>
          name === "date" ? (
            <DateField
              key={name}
              kind="date"
              name={name}
              label={t(`fundsReports.origin.${name}`)}
              defaultValue={row?.date ?? ""}
              error={errorOf(name)}
              required
              withAsterisk
              w={160}
            />
          ) : name === "khoiluong" || name === "giadvdt" ? (
            <DecimalField
              key={name}
              name={name}
              places={places[name]}
              label={t(`fundsReports.origin.${name}`)}
              defaultValue={row?.[name]}
              error={errorOf(name)}
              required
              withAsterisk
              w={160}
            />
          ) : (
            <TextInput
              key={name}
              name={name}
              label={t(`fundsReports.origin.${name}`)}
              defaultValue={row ? String(row[name]) : ""}
              error={errorOf(name)}
              required={name !== "sort"}
              withAsterisk={name !== "sort"}
              inputMode={name === "sort" ? "numeric" : undefined}
              w={name === "taisan" ? 220 : name === "sort" ? 90 : 160}
            />
          ),
        )}
        <Button type="submit" loading={navigation.state === "submitting"}>
          {t(row ? "fundsData.save" : "fundsReports.origin.add")}
        </Button>
      </Group>
    </Form>
  );
}

/** dttt/xuat-xu and dtbv/xuat-xu: a fund's asset origin rows (spec: xuatxu), the latest set shown on the product page. */
export default function OriginAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { loai, list } = loaderData;
  const [editing, setEditing] = useState<OriginRecord>();
  const confirm = useConfirm("origin-outcome");
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t("fundsReports.origin.title")} · {t(`fundsData.funds.${fundCode[loai]}`)}
      </Title>
      <Text>{t("fundsReports.origin.intro")}</Text>
      <Paper withBorder p="md" component="section" aria-label={t("fundsReports.origin.add")}>
        <OriginForm key={`new-${list.total}`} />
        {actionData ? (
          <Alert mt="sm" color={actionData.ok ? "teal" : "red"} role={actionData.ok ? "status" : "alert"} data-testid="origin-result">
            {actionData.ok ? actionData.message : [actionData.message, ...Object.values(actionData.fieldErrors)].join(" ")}
          </Alert>
        ) : null}
      </Paper>
      {confirm.outcome}
      {list.data.length === 0 ? (
        <Text>{t("fundsData.origin.empty")}</Text>
      ) : (
        <TableRegion minWidth={760} label={t("fundsReports.origin.title")}>
          <Table striped data-testid="origin-admin-table">
            <Table.Thead>
              <Table.Tr>
                {(["date", "taisan", "khoiluong", "giadvdt"] as const).map((name) => (
                  <Table.Th key={name} scope="col">
                    {t(`fundsReports.origin.${name}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t("fundsData.origin.value")}</Table.Th>
                <Table.Th scope="col">{t("fundsData.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(row.date, locale)}</Table.Td>
                  <Table.Th scope="row">{row.taisan}</Table.Th>
                  <Table.Td>{formatDecimal(row.khoiluong, locale)}</Table.Td>
                  <Table.Td>{formatDecimal(row.giadvdt, locale)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatVnd(row.value_vnd, locale)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={row.taisan}
                      edit={{ onClick: () => setEditing(row) }}
                      onDelete={() =>
                        confirm.ask({
                          title: t("fundsReports.origin.deleteTitle"),
                          body: t("fundsReports.origin.deleteBody", { asset: row.taisan, date: formatDate(row.date, locale) }),
                          confirm: t("rowActions.delete"),
                          colour: "red",
                          fields: { intent: "delete", id: row.id },
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
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t("fundsData.editOf", { name: editing.taisan }) : ""}
        centered
        size="xl"
      >
        {editing ? <OriginForm row={editing} onSent={() => setEditing(undefined)} /> : null}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}
