import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { personTypes } from "#contracts/account.ts";
import { roles } from "#contracts/identity.ts";
import { getUsersId, postUsers, putUsersId } from "#contracts/users.operations.ts";
import { createUserInput, updateUserInput, type AdminUser } from "#contracts/users.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { flashHeaders } from "#web/lib/flash.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/form.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { PasswordField } from "#web/components/PasswordField.tsx";
import { CountrySelect } from "#web/components/CountrySelect.tsx";

const isCreate = (pathname: string) => matchPage(pathname)?.page === "adminUserCreate";
/** The page's own path; client navigations fetch loader and action data from "<path>.data". */
const pagePath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, (t) => t(isCreate(location.pathname) ? "adminUsers.createTitle" : "adminUsers.editTitle"));

type Field = keyof typeof createUserInput.shape;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pathname = pagePath(request);
  const locale = localeOfPath(pathname);
  if (isCreate(pathname)) return { user: undefined };
  if (!params.id) throw redirect(pathTo(locale, "adminUsers"));
  const result = unwrap(await apiClient(context, locale).call(getUsersId, { params: { id: params.id } }));
  return { user: result };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const pathname = pagePath(request);
  const locale = localeOfPath(pathname);
  const form = await request.formData();
  const api = apiClient(context, locale);
  const creating = isCreate(pathname);
  const result = creating
    ? await api.call(postUsers, { body: readForm(form, postUsers.body) })
    : await api.call(putUsersId, { params: { id: params.id ?? "" }, body: readForm(form, putUsersId.body) });
  if (result.ok) throw redirect(pathTo(locale, "adminUsers"), { headers: flashHeaders(creating ? "created" : "updated") });
  form.delete("password");
  return formAnswer(result, form);
}

/** Dates come from the API as Y-m-d and are typed as d/m/Y. */
const dayOf = (ymd: string | null) => (ymd ? ymd.split("-").reverse().join("/") : "");

function initialValues(user: AdminUser | undefined): Record<string, string> {
  if (!user) return {};
  return {
    full_name: user.full_name,
    email: user.email,
    role: user.role,
    phone_number: user.phone_number ?? "",
    cmt: user.cmt ?? "",
    birth_date: dayOf(user.birth_date),
    nation: user.nation ?? "",
    person_type: user.person_type ?? "",
  };
}

/** Create and edit share one form, validated in the browser by the schema the API uses. */
export default function UserForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const creating = isCreate(pathname);
  const serverErrors = actionData?.fieldErrors ?? {};
  const initial = { ...initialValues(loaderData.user), ...actionData?.values };
  const { onSubmit, errorOf } = useSchemaCheck(creating ? createUserInput : updateUserInput, serverErrors);
  const common = (name: Field) => ({ name, defaultValue: initial[name] ?? "", error: errorOf(name), "data-testid": `user-${name}` });

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t(creating ? "adminUsers.createTitle" : "adminUsers.editTitle")}</Title>
      <Text>{t(creating ? "adminUsers.form.createNote" : "adminUsers.form.roleNote")}</Text>
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Form method="post" noValidate key={loaderData.user?.id ?? "new"} onSubmit={onSubmit}>
          <Stack gap="md">
            <Text size="sm">{t("adminUsers.form.requiredLegend")}</Text>
            <FormFailure failure={actionData} title={t("adminUsers.form.failed")} testId="user-form-error" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...common("full_name")} label={t("adminUsers.form.fullName")} autoComplete="off" required withAsterisk />
              <TextInput {...common("email")} type="email" label={t("adminUsers.form.email")} autoComplete="off" required withAsterisk />
              <NativeSelect
                {...common("role")}
                label={t("adminUsers.form.role")}
                required
                withAsterisk
                data={[
                  ...(creating ? [{ value: "", label: t("adminUsers.form.chooseRole") }] : []),
                  ...roles.map((role) => ({ value: role, label: t(`adminUsers.types.${role}`) })),
                ]}
              />
              {creating ? (
                <PasswordField
                  {...common("password")}
                  label={t("adminUsers.form.password")}
                  description={t("adminUsers.form.passwordHint")}
                  autoComplete="new-password"
                  required
                  withAsterisk
                />
              ) : null}
              <TextInput {...common("phone_number")} type="tel" label={t("adminUsers.form.phone")} autoComplete="off" />
              <TextInput {...common("cmt")} label={t("adminUsers.form.cmt")} autoComplete="off" />
              <TextInput
                {...common("birth_date")}
                label={t("adminUsers.form.birthDate")}
                description={t("adminUsers.form.birthDateHint")}
                placeholder="dd/mm/yyyy"
                inputMode="numeric"
                autoComplete="off"
              />
              <CountrySelect {...common("nation")} label={t("adminUsers.form.nation")} />
              <NativeSelect
                {...common("person_type")}
                label={t("adminUsers.form.personType")}
                data={[
                  { value: "", label: t("adminUsers.form.personTypes.none") },
                  ...personTypes.map((value) => ({ value, label: t(`adminUsers.form.personTypes.${value}`) })),
                ]}
              />
            </SimpleGrid>
            <Group>
              <Button
                type="submit"
                loading={navigation.state === "submitting"}
                loaderProps={{ "aria-label": t("adminUsers.form.saving") } as never}
                data-testid="user-submit"
              >
                {t(creating ? "adminUsers.form.submitCreate" : "adminUsers.form.submitEdit")}
              </Button>
              <Button component={Link} to={pathTo(locale, "adminUsers")} variant="default">
                {t("adminUsers.form.back")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
