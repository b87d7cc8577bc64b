import { Alert, Checkbox, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, redirect, useLocation } from "react-router";
import { getAdminPagesId, postAdminPages, postAdminPagesId } from "#contracts/pages.operations.ts";
import { pageCreateInput, pageInput, pageSections, type AdminPage } from "#contracts/pages.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { BilingualColumns, SaveOrBack } from "#web/features/content/BilingualFields.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { flashHeaders } from "#web/lib/flash.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/form.ts";

const isCreate = (pathname: string) => matchPage(pathname)?.page === "adminPageCreate";
const pagePath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, (t) => t(isCreate(location.pathname) ? "pagesAdmin.createTitle" : "pagesAdmin.editTitle"));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pathname = pagePath(request);
  const locale = localeOfPath(pathname);
  if (isCreate(pathname)) return { page: undefined };
  if (!params.id) throw redirect(pathTo(locale, "adminPages"));
  const result = unwrap(await apiClient(context, locale).call(getAdminPagesId, { params: { id: params.id } }));
  return { page: result };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const pathname = pagePath(request);
  const locale = localeOfPath(pathname);
  const form = await request.formData();
  const api = apiClient(context, locale);
  const creating = isCreate(pathname);
  const result = creating
    ? await api.call(postAdminPages, { body: readForm(form, postAdminPages.body) })
    : await api.call(postAdminPagesId, { params: { id: params.id ?? "" }, body: readForm(form, postAdminPagesId.body) });
  if (result.ok) throw redirect(pathTo(locale, "adminPages"), { headers: flashHeaders(creating ? "created" : "updated") });
  return formAnswer(result, form);
}

function initialValues(page: AdminPage | undefined): Record<string, string> {
  if (!page) return { section: "introduce" };
  return {
    section: page.section,
    slug: page.slug,
    title_vi: page.title_vi,
    title_en: page.title_en ?? "",
    body_vi: page.body_vi,
    body_en: page.body_en ?? "",
    published: String(page.published_at !== null),
  };
}

/** A content page in both languages, side by side, with the dashboard's rich-text editor. */
export default function PageForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const creating = isCreate(pathname);
  const { page } = loaderData;
  const values = { ...initialValues(page), ...actionData?.values };
  const { onSubmit, errorOf } = useSchemaCheck(creating ? pageCreateInput : pageInput, actionData?.fieldErrors);
  return (
    <Stack gap="lg">
      <Title order={1}>{t(creating ? "pagesAdmin.createTitle" : "pagesAdmin.editTitle")}</Title>
      {page && !page.translated ? (
        <Alert color="yellow" role="note" data-testid="page-untranslated">
          {t("pagesAdmin.untranslated")}
        </Alert>
      ) : null}
      <Form method="post" noValidate key={page?.id ?? "new"} onSubmit={onSubmit}>
        <Stack gap="lg">
          <FormFailure failure={actionData} title={t("pagesAdmin.failed")} testId="page-form-error" />
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NativeSelect
                name="section"
                label={t("pagesAdmin.columns.section")}
                defaultValue={values.section}
                disabled={!creating}
                data={pageSections.map((s) => ({ value: s, label: t(`pagesAdmin.sections.${s}`) }))}
                error={errorOf("section")}
              />
              <TextInput
                name="slug"
                label={t("pagesAdmin.slug")}
                description={t("pagesAdmin.slugHint")}
                defaultValue={values.slug ?? ""}
                disabled={!creating}
                error={errorOf("slug")}
                required={creating}
                withAsterisk={creating}
              />
              {/* Unchecked, the hidden "false" is what the form posts: the page is withdrawn. */}
              <input type="hidden" name="published" value="false" />
              <Checkbox name="published" value="true" label={t("pagesAdmin.publishedLabel")} defaultChecked={values.published === "true"} mt="lg" />
            </SimpleGrid>
          </Paper>
          <BilingualColumns values={values} errorOf={errorOf} bodyLabel={t("pagesAdmin.body")} testPrefix="page" />
          <SaveOrBack backTo={pathTo(locale, "adminPages")} testId="page-submit" />
        </Stack>
      </Form>
    </Stack>
  );
}
