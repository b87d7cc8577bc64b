import { Checkbox, Group, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, redirect, useLocation } from "react-router";
import { getAdminNewscat, getAdminNewsId, postNews, postNewsId } from "#contracts/news.operations.ts";
import { newsInput, type AdminNews } from "#contracts/news.ts";
import { CoverImageField } from "#web/components/CoverImageField.tsx";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { BilingualColumns, SaveOrBack } from "#web/features/content/BilingualFields.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { flashHeaders } from "#web/lib/flash.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { formatDateTime, useLocale, vietnamLocalInput } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/form.ts";
import { DateField } from "#web/components/DateField.tsx";

const isCreate = (pathname: string) => matchPage(pathname)?.page === "adminNewsCreate";
const pagePath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, (t) => t(isCreate(location.pathname) ? "newsAdmin.createTitle" : "newsAdmin.editTitle"));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pathname = pagePath(request);
  const locale = localeOfPath(pathname);
  const api = apiClient(context, locale);
  const categories = unwrap(await api.call(getAdminNewscat));
  if (isCreate(pathname)) return { item: undefined, categories: categories };
  if (!params.id) throw redirect(pathTo(locale, "adminNews"));
  const item = unwrap(await api.call(getAdminNewsId, { params: { id: params.id } }));
  return { item: item, categories: categories };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const pathname = pagePath(request);
  const locale = localeOfPath(pathname);
  const form = await request.formData();
  const body = readForm(form, postNews.body);
  const api = apiClient(context, locale);
  const creating = isCreate(pathname);
  const result = creating ? await api.call(postNews, { body }) : await api.call(postNewsId, { params: { id: params.id ?? "" }, body });
  if (result.ok) throw redirect(pathTo(locale, "adminNews"), { headers: flashHeaders(creating ? "created" : "updated") });
  return formAnswer(result, form);
}

function initialValues(item: AdminNews | undefined): Record<string, string> {
  if (!item) return { publish: "true" };
  return {
    title_vi: item.title_vi,
    title_en: item.title_en ?? "",
    summary_vi: item.summary_vi,
    summary_en: item.summary_en ?? "",
    body_vi: item.body_vi,
    body_en: item.body_en ?? "",
    category_id: String(item.category_id),
    cover_image: item.cover_image ?? "",
    published_at: item.published_at ? vietnamLocalInput(item.published_at) : "",
    hot: String(item.hot),
    publish: String(item.state !== "draft"),
  };
}

/** Create and edit: both languages side by side, the editor's images and the cover through the upload call. */
export default function NewsForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const creating = isCreate(pathname);
  const { item, categories } = loaderData;
  const values = { ...initialValues(item), ...actionData?.values };
  const { onSubmit, errorOf } = useSchemaCheck(newsInput, actionData?.fieldErrors);
  const [publish, setPublish] = useState(values.publish ?? "true");

  return (
    <Stack gap="lg">
      <Title order={1}>{t(creating ? "newsAdmin.createTitle" : "newsAdmin.editTitle")}</Title>
      {item ? (
        <Text>
          {t(`newsAdmin.states.${item.state}`)}
          {item.published_at ? ` · ${formatDateTime(item.published_at, locale)}` : ""}
        </Text>
      ) : null}
      <Form method="post" noValidate key={item?.id ?? "new"} onSubmit={onSubmit}>
        <Stack gap="lg">
          <FormFailure failure={actionData} title={t("newsAdmin.form.failed")} testId="news-form-error" />
          <Paper withBorder p="md">
            {/* The settings stack in one column beside the cover (which is tall), so no empty cell opens under the category. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap="md" data-testid="news-settings">
                <NativeSelect
                  name="category_id"
                  label={t("newsAdmin.form.category")}
                  defaultValue={values.category_id ?? ""}
                  error={errorOf("category_id")}
                  required
                  withAsterisk
                  data={[{ value: "", label: t("newsAdmin.form.chooseCategory") }, ...categories.map((c) => ({ value: String(c.id), label: c.name_vi }))]}
                  data-testid="news-category"
                />
                <input type="hidden" name="hot" value="false" />
                <Checkbox name="hot" value="true" label={t("newsAdmin.form.hot")} defaultChecked={values.hot === "true"} />
                <Stack gap="xs">
                  <Radio.Group name="publish" label={t("newsAdmin.form.publishLabel")} value={publish} onChange={setPublish}>
                    <Group mt={4}>
                      <Radio value="false" label={t("newsAdmin.form.draft")} data-testid="news-draft" />
                      <Radio value="true" label={t("newsAdmin.form.publish")} data-testid="news-publish" />
                    </Group>
                  </Radio.Group>
                  <DateField
                    kind="datetime"
                    name="published_at"
                    label={t("newsAdmin.form.publishedAt")}
                    description={t("newsAdmin.form.publishedAtHint")}
                    defaultValue={values.published_at ?? ""}
                    error={errorOf("published_at")}
                    data-testid="news-published-at"
                  />
                </Stack>
              </Stack>
              <CoverImageField name="cover_image" label={t("newsAdmin.form.cover")} defaultValue={values.cover_image || null} error={errorOf("cover_image")} />
            </SimpleGrid>
          </Paper>
          <BilingualColumns values={values} errorOf={errorOf} withSummary bodyLabel={t("newsAdmin.form.body")} testPrefix="news" />
          <Text size="sm">{t("newsAdmin.form.englishNote")}</Text>
          <SaveOrBack backTo={pathTo(locale, "adminNews")} testId="news-submit" />
        </Stack>
      </Form>
    </Stack>
  );
}
