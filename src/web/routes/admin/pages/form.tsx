import { Alert, Checkbox, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, redirect, useLocation } from "react-router";
import { getAdminPagesId, postAdminPages, postAdminPagesId } from "#contracts/pages.operations.ts";
import { pageCreateInput, pageInput, pageSections, type AdminPage, type PageSection } from "#contracts/pages.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { BilingualColumns, SaveOrBack } from "#web/features/content/BilingualFields.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { flashHeaders } from "#web/lib/flash.server.ts";
import { useSchemaCheck, serverFieldErrors } from "#web/lib/forms.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/form.ts";

const isCreate = (pathname: string) => matchPage(pathname)?.page === "adminPageCreate";
const pagePath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");
const texts = ["section", "slug", "title_vi", "title_en", "body_vi", "body_en"] as const;

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t(isCreate(location.pathname) ? "pagesAdmin.createTitle" : "pagesAdmin.editTitle"));

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
  const values = Object.fromEntries(texts.map((name) => [name, String(form.get(name) ?? "")])) as Record<(typeof texts)[number], string>;
  // The form's section is sent as chosen: the API checks it with the other fields and words a wrong one as a field error.
  const body = { ...values, section: values.section as PageSection, published: form.get("published") === "on" };
  const api = apiClient(context, locale);
  const creating = isCreate(pathname);
  const result = creating ? await api.call(postAdminPages, { body }) : await api.call(postAdminPagesId, { params: { id: params.id ?? "" }, body });
  if (result.ok) throw redirect(pathTo(locale, "adminPages"), { headers: flashHeaders(creating ? "created" : "updated") });
  return {
    message: result.error.message,
    fieldErrors: serverFieldErrors(result.error),
    values: { ...values, published: body.published ? "on" : "" } as Record<string, string>,
  };
}

function initialValues(page: AdminPage | undefined): Record<string, string> {
  if (!page) return { section: "introduce" };
  return { section: page.section, slug: page.slug, title_vi: page.title_vi, title_en: page.title_en ?? "", body_vi: page.body_vi, body_en: page.body_en ?? "", published: page.published_at ? "on" : "" };
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
              <NativeSelect name="section" label={t("pagesAdmin.columns.section")} defaultValue={values.section} disabled={!creating} data={pageSections.map((s) => ({ value: s, label: t(`pagesAdmin.sections.${s}`) }))} error={errorOf("section")} />
              <TextInput name="slug" label={t("pagesAdmin.slug")} description={t("pagesAdmin.slugHint")} defaultValue={values.slug ?? ""} disabled={!creating} error={errorOf("slug")} required={creating} withAsterisk={creating} />
              <Checkbox name="published" label={t("pagesAdmin.publishedLabel")} defaultChecked={values.published === "on"} mt="lg" />
            </SimpleGrid>
          </Paper>
          <BilingualColumns values={values} errorOf={errorOf} bodyLabel={t("pagesAdmin.body")} testPrefix="page" />
          <SaveOrBack backTo={pathTo(locale, "adminPages")} testId="page-submit" />
        </Stack>
      </Form>
    </Stack>
  );
}
