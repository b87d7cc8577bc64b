import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { deleteChisoId, getChiso, getChisoId, postChiso, putChisoId } from "#contracts/funds-data.operations.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatDecimal } from "#contracts/number-format.ts";
import { Pager } from "#web/components/Pager.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { fundCode, fundOfGroup } from "#web/routing/fund-pages.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { serverFieldErrors, useSchemaCheck } from "#web/lib/forms.ts";
import { readForm } from "#web/lib/form-input.ts";
import { DecimalField } from "#web/components/DecimalField.tsx";
import { indexInput } from "#contracts/funds-data.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/indices.ts";
import { pageNumber } from "#web/lib/page-number.ts";
import { DateField } from "#web/components/DateField.tsx";

const PER_PAGE = 40;

/** The list an index page returns to and links from: chi-so/create, or a fund group's chi-so (dttt/chi-so, dtbv/chi-so). */
const listPath = (locale: Locale, group: string | undefined) => (group ? pathTo(locale, "adminFundIndices", { group }) : pathTo(locale, "adminIndexCreate"));

/**
 * chi-so/create and chi-so/edit/{id}: the index closes, newest first, with the form to add or correct one. The same
 * records under each fund group: {group}/chi-so lists them, {group}/chi-so/them-moi and {group}/chi-so/edit/{id} add the form.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loai = fundOfGroup(params.group);
  if (params.group !== undefined && loai === undefined) throw data(null, { status: 404 });
  const api = apiClient(context, localeOfRequest(request));
  const url = new URL(request.url);
  const page = pageNumber(url.searchParams.get("page"));
  const [list, editing] = await Promise.all([
    api.call(getChiso, { query: { page, limit: PER_PAGE } }),
    params.id ? api.call(getChisoId, { params: { id: params.id } }) : undefined,
  ]);
  return {
    list: unwrap(list),
    editing: editing ? unwrap(editing) : null,
    page,
    group: params.group,
    loai,
    withForm: matchPage(url.pathname)?.page !== "adminFundIndices",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") === "delete") {
    const result = await api.call(deleteChisoId, { params: readForm(form, deleteChisoId.params) });
    return result.ok ? redirect(listPath(locale, params.group)) : { ok: false, message: result.error.message, fieldErrors: {} };
  }
  const body = readForm(form, indexInput);
  const result = id ? await api.call(putChisoId, { params: { id }, body }) : await api.call(postChiso, { body });
  if (result.ok) return id ? redirect(listPath(locale, params.group)) : { ok: true, message: result.message ?? "", fieldErrors: {} };
  return { ok: false, message: result.error.message, fieldErrors: serverFieldErrors(result.error) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("fundsData.indices.title"));

export default function Indices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { list, editing, page, group, loai, withForm } = loaderData;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const { onSubmit, errorOf } = useSchemaCheck(indexInput, errors);
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t("fundsData.indices.title")}
        {loai === undefined ? null : ` · ${t(`funds.fund.${fundCode[loai]}`)}`}
      </Title>
      <Text>{t("fundsData.indices.intro")}</Text>
      {withForm ? null : (
        <Button component={Link} to={pathTo(locale, "adminFundIndexCreate", { group })} w="fit-content">
          {t("fundsData.indices.create")}
        </Button>
      )}
      {withForm ? (
        <Paper withBorder p="md" component="section" aria-label={t(editing ? "fundsData.indices.edit" : "fundsData.indices.create")}>
          <Form
            method="post"
            noValidate
            // Deleting sends the record's id alone: only saving is checked.
            onSubmit={(event) => (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "delete" || onSubmit(event)}
            key={editing ? `edit-${editing.id}` : `new-${actionData?.ok ? actionData.message + list.total : ""}`}
          >
            <input type="hidden" name="id" value={editing?.id ?? ""} />
            <Group align="flex-end" gap="sm">
              <DateField
                kind="date"
                name="date_create"
                label={t("fundsData.indices.date")}
                defaultValue={editing?.date_create ?? ""}
                error={errorOf("date_create")}
                required
                withAsterisk
              />
              <DecimalField
                name="giatri1"
                label={t("fundsData.indices.giatri1")}
                defaultValue={editing?.giatri1}
                error={errorOf("giatri1")}
                required
                withAsterisk
              />
              <DecimalField name="giatri2" label={t("fundsData.indices.giatri2")} defaultValue={editing?.giatri2} error={errorOf("giatri2")} />
              <DecimalField name="giatri3" label={t("fundsData.indices.giatri3")} defaultValue={editing?.giatri3} error={errorOf("giatri3")} />
              <Button type="submit" name="intent" value="save" loading={busy}>
                {t(editing ? "fundsData.save" : "fundsData.indices.create")}
              </Button>
              {editing ? (
                <Button type="submit" name="intent" value="delete" color="red.9" variant="outline">
                  {t("fundsData.delete")}
                </Button>
              ) : null}
            </Group>
            {actionData && (actionData.ok || Object.keys(errors).length === 0) ? (
              <Alert mt="sm" color={actionData.ok ? "teal" : "red"} role={actionData.ok ? "status" : "alert"}>
                {actionData.message}
              </Alert>
            ) : null}
          </Form>
        </Paper>
      ) : null}
      <Table striped aria-label={t("fundsData.indices.list")} data-testid="indices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("fundsData.indices.date")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.indices.giatri1")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.indices.giatri2")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.indices.giatri3")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row">{formatDate(row.date_create, locale)}</Table.Th>
              <Table.Td>{formatDecimal(row.giatri1, locale)}</Table.Td>
              <Table.Td>{formatDecimal(row.giatri2, locale)}</Table.Td>
              <Table.Td>{formatDecimal(row.giatri3, locale)}</Table.Td>
              <Table.Td>
                <PageLink
                  page={group ? "adminFundIndexEdit" : "adminIndexEdit"}
                  params={{ group, id: String(row.id) }}
                  aria-label={t("fundsData.editOf", { name: formatDate(row.date_create, locale) })}
                >
                  {t("fundsData.edit")}
                </PageLink>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager page={page} pages={Math.max(1, Math.ceil(list.total / PER_PAGE))} linkTo={(p) => `${listPath(locale, group)}?page=${p}`} />
    </Stack>
  );
}
