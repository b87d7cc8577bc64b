import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { deleteNewscatId, getAdminNewscat, postNewscat, postNewscatId } from "#contracts/news.operations.ts";
import { newsCategoryInput, type AdminNewsCategory } from "#contracts/news.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/categories.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("newsAdmin.categories.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = unwrap(await apiClient(context, localeOfPath(new URL(request.url).pathname)).call(getAdminNewscat));
  return { categories: result };
}

/** Create, save or delete one category; the answer names the form it belongs to. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiClient(context, localeOfRequest(request));
  // The hidden id names the category; the form that creates one has none.
  const params = readForm(form, postNewscatId.params);
  const body = readForm(form, postNewscat.body);
  const result =
    form.get("intent") === "delete"
      ? await api.call(deleteNewscatId, { params })
      : params.id
        ? await api.call(postNewscatId, { params, body })
        : await api.call(postNewscat, { body });
  return { form: String(params.id || "new"), ...formAnswer(result, form) };
}

function CategoryForm({ category, answer }: { category?: AdminNewsCategory; answer: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const mine = answer && answer.form === (category ? String(category.id) : "new") ? answer : undefined;
  const busy = useNavigation().state === "submitting";
  const { onSubmit, errorOf } = useSchemaCheck(newsCategoryInput, mine?.fieldErrors);
  // Deleting sends the fields too, but only the id matters: what is typed is checked only when it is saved.
  const check = (event: FormEvent<HTMLFormElement>) =>
    (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "delete" ? undefined : onSubmit(event);
  return (
    <Paper withBorder p="md" component="section" aria-label={category?.name_vi ?? t("newsAdmin.categories.new")}>
      <Form
        method="post"
        noValidate
        onSubmit={check}
        key={category ? `${category.id}-${category.slug}` : `new-${answer?.ok && answer.form === "new" ? answer.message : ""}`}
      >
        <input type="hidden" name="id" value={category?.id ?? ""} />
        <Group align="flex-end" gap="sm">
          <TextInput
            name="name_vi"
            label={t("newsAdmin.categories.nameVi")}
            defaultValue={category?.name_vi ?? ""}
            error={errorOf("name_vi")}
            required
            withAsterisk
            lang="vi"
          />
          <TextInput name="name_en" label={t("newsAdmin.categories.nameEn")} defaultValue={category?.name_en ?? ""} error={errorOf("name_en")} lang="en" />
          <NumberInput
            name="position"
            label={t("newsAdmin.categories.position")}
            defaultValue={category?.position ?? 0}
            error={errorOf("position")}
            min={0}
            max={10000}
            w={110}
          />
          <Button type="submit" name="intent" value="save" loading={busy}>
            {t(category ? "newsAdmin.form.save" : "newsAdmin.categories.create")}
          </Button>
          {category ? (
            <Button
              type="submit"
              name="intent"
              value="delete"
              color="red.9"
              variant="outline"
              disabled={category.news > 0}
              aria-label={t("newsAdmin.deleteOf", { title: category.name_vi })}
            >
              {t("newsAdmin.delete")}
            </Button>
          ) : null}
        </Group>
        {category ? (
          <Text size="sm" mt={6}>
            {t("newsAdmin.categories.count", { count: category.news })}
          </Text>
        ) : null}
        {mine && (mine.ok || Object.keys(mine.fieldErrors).length === 0) ? (
          <Alert mt="sm" color={mine.ok ? "teal" : "red"} role={mine.ok ? "status" : "alert"}>
            {mine.message}
          </Alert>
        ) : null}
      </Form>
    </Paper>
  );
}

export default function NewsCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t("newsAdmin.categories.title")}</Title>
      <Text>{t("newsAdmin.categories.intro")}</Text>
      <CategoryForm answer={actionData} />
      {loaderData.categories.map((category) => (
        <CategoryForm key={category.id} category={category} answer={actionData} />
      ))}
    </Stack>
  );
}
