import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { deleteInveslistId, getInveslist, getInveslistListcate, postInveslist, postInveslistId } from "#contracts/funds-data.operations.ts";
import { investmentInput } from "#contracts/funds-data.ts";
import { formatPercent } from "#contracts/number-format.ts";
import { fundOfGroup } from "#web/routing/fund-pages.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { DecimalField } from "#web/components/DecimalField.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/portfolio.ts";

/** dttt/danh-muc-dau-tu and dtbv/danh-muc-dau-tu: a fund's portfolio items, shown and hidden, with the form to add one. */

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loai = fundOfGroup(params.group);
  if (loai === undefined) throw data(null, { status: 404 });
  const api = apiClient(context, localeOfRequest(request));
  const [items, categories] = await Promise.all([api.call(getInveslist, { query: { loai, type: "all", limit: 200 } }), api.call(getInveslistListcate)]);
  return { loai, items: unwrap(items).data, categories: unwrap(categories) };
}

/** The add form's fields: the fund is the page's, added by the action. */
const portfolioItemForm = investmentInput.omit({ loai: true });

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const form = await request.formData();
  const intent = form.get("intent");
  const result =
    intent === "delete"
      ? await api.call(deleteInveslistId, { params: readForm(form, deleteInveslistId.params) })
      : intent === "show" || intent === "hide"
        ? await api.call(postInveslistId, { params: readForm(form, postInveslistId.params), body: { ctrl: intent === "show" ? 1 : 0 } })
        : await api.call(postInveslist, { body: { ...readForm(form, postInveslist.body), loai: fundOfGroup(params.group) ?? 0 } });
  return formAnswer(result, form);
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("fundsData.portfolio.adminTitle"));

export default function PortfolioAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { loai, items, categories } = loaderData;
  const { onSubmit, errorOf } = useSchemaCheck(portfolioItemForm, actionData?.fieldErrors);
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t("fundsData.portfolio.adminTitle")} — {t(`fundsData.funds.${loai === 0 ? "tstt" : "tsbv"}`)}
      </Title>
      <Text>{t("fundsData.portfolio.adminIntro")}</Text>
      <Paper withBorder p="md" component="section" aria-label={t("fundsData.portfolio.add")}>
        <Form method="post" key={`new-${items.length}`} noValidate onSubmit={onSubmit}>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              name="cate_id"
              label={t("fundsData.portfolio.category")}
              data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
              error={errorOf("cate_id")}
            />
            <TextInput name="title_vi" label={t("fundsData.portfolio.titleVi")} error={errorOf("title_vi")} required withAsterisk lang="vi" />
            <TextInput name="title_en" label={t("fundsData.portfolio.titleEn")} error={errorOf("title_en")} lang="en" />
            <DecimalField name="weight" label={t("fundsData.portfolio.weight")} error={errorOf("weight")} required withAsterisk w={120} />
            <TextInput name="sort" label={t("fundsData.portfolio.sort")} error={errorOf("sort")} inputMode="numeric" w={90} />
            <Button type="submit" name="intent" value="create" loading={busy}>
              {t("fundsData.portfolio.add")}
            </Button>
          </Group>
        </Form>
        {actionData && (actionData.ok || Object.keys(errors).length === 0) ? (
          <Alert mt="sm" color={actionData.ok ? "teal" : "red"} role={actionData.ok ? "status" : "alert"}>
            {actionData.message}
          </Alert>
        ) : null}
      </Paper>
      <Table striped aria-label={t("fundsData.portfolio.adminTitle")} data-testid="portfolio-admin-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("fundsData.portfolio.item")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.portfolio.category")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.portfolio.weight")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.portfolio.status")}</Table.Th>
            <Table.Th scope="col">{t("fundsData.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row">{item.title}</Table.Th>
              <Table.Td>{categories.find((category) => category.id === item.cate_id)?.name}</Table.Td>
              <Table.Td>{formatPercent(item.weight, locale)}</Table.Td>
              <Table.Td>
                <Badge color={item.status === 1 ? "teal" : "gray"}>{t(item.status === 1 ? "fundsData.portfolio.shown" : "fundsData.portfolio.hidden")}</Badge>
              </Table.Td>
              <Table.Td>
                <Form method="post">
                  <input type="hidden" name="id" value={item.id} />
                  <Group gap="xs">
                    <Button
                      type="submit"
                      size="xs"
                      variant="light"
                      name="intent"
                      value={item.status === 1 ? "hide" : "show"}
                      aria-label={`${t(item.status === 1 ? "fundsData.portfolio.hide" : "fundsData.portfolio.show")} ${item.title}`}
                    >
                      {t(item.status === 1 ? "fundsData.portfolio.hide" : "fundsData.portfolio.show")}
                    </Button>
                    <Button
                      type="submit"
                      size="xs"
                      color="red.9"
                      variant="outline"
                      name="intent"
                      value="delete"
                      aria-label={`${t("fundsData.delete")} ${item.title}`}
                    >
                      {t("fundsData.delete")}
                    </Button>
                  </Group>
                </Form>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
