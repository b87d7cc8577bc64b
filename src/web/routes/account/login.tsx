import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, redirect, useLocation, useNavigation } from "react-router";
import { getAuthOidc, postAuthOidcStart, postAuthSignin } from "#contracts/identity.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { flashCookie } from "#web/lib/flash.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { landingPage, returnTarget, sessionCookie } from "#web/lib/session.server.ts";
import { ssrContext } from "#web/lib/ssr-context.ts";
import { safeReturnPath } from "#web/routing/return-path.ts";
import { localeOfPath, localeOfRequest, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/login.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { PasswordField } from "#web/components/PasswordField.tsx";

const isAdminLogin = (pathname: string) => matchPage(pathname)?.page === "adminLogin";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, (t) => t(isAdminLogin(location.pathname) ? "account.adminLoginTitle" : "account.loginTitle"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const status = await apiClient(context, localeOfRequest(request)).call(getAuthOidc);
  return { provider: status.ok && status.data.enabled ? status.data.name : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  if (form.get("intent") === "oidc") {
    const started = await apiClient(context, locale).call(postAuthOidcStart, {
      body: { return_to: safeReturnPath(url.searchParams.get("redirect"), context.get(ssrContext).publicUrl), locale },
    });
    if (!started.ok) return formAnswer(started, form);
    throw redirect(started.data.authorization_url);
  }
  const result = await apiClient(context, locale).call(postAuthSignin, { body: readForm(form, postAuthSignin.body) });
  if (!result.ok) {
    // The e-mail is shown again as typed; a password never is.
    form.delete("password");
    return formAnswer(result, form);
  }
  const role = result.data.user.role;
  const headers = new Headers({ "Set-Cookie": sessionCookie(context, result.data.token, result.data.expires_at) });
  // Someone who is not an administrator signs in here by mistake: they go to their own area, told why.
  if (isAdminLogin(url.pathname) && role !== "administrator") {
    headers.append("Set-Cookie", flashCookie("notAnAdministrator"));
    throw redirect(pathTo(locale, landingPage[role]), { headers });
  }
  throw redirect(returnTarget(context, url.searchParams.get("redirect"), locale, role), { headers });
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const admin = isAdminLogin(pathname);
  const { onSubmit, errorOf } = useSchemaCheck(() => import("#contracts/identity.ts").then((contract) => contract.signinInput), actionData?.fieldErrors);
  return (
    <Container size={480} py={48}>
      <Stack gap="md">
        <Title order={1}>{t(admin ? "account.adminLoginTitle" : "account.loginTitle")}</Title>
        <Text>{t(admin ? "account.adminLoginLead" : "account.loginLead")}</Text>
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Stack gap="md">
              <FormFailure failure={actionData} testId="login-error" />
              <TextInput
                name="email"
                type="email"
                label={t("account.email")}
                autoComplete="username"
                required
                withAsterisk
                defaultValue={actionData?.values.email ?? ""}
                error={errorOf("email")}
              />
              <PasswordField name="password" label={t("account.password")} autoComplete="current-password" required withAsterisk error={errorOf("password")} />
              <Anchor component={PageLink} page="forgotPassword" size="sm" style={{ alignSelf: "flex-end" }} data-testid="forgot-password-link">
                {t("recovery.forgotLink")}
              </Anchor>
              <Button type="submit" loading={navigation.state === "submitting"}>
                {t("account.signIn")}
              </Button>
            </Stack>
          </Form>
        </Paper>
        {loaderData.provider ? (
          <Form method="post">
            <input type="hidden" name="intent" value="oidc" />
            <Stack gap="xs">
              <Text ta="center" size="sm">
                {t("account.or")}
              </Text>
              <Button type="submit" variant="default" fullWidth data-testid="oidc-signin">
                {t("account.oidcButton", { name: loaderData.provider })}
              </Button>
            </Stack>
          </Form>
        ) : null}
        {admin ? null : (
          <Text size="sm">
            {t("registration.noAccount")}{" "}
            <Anchor component={PageLink} page="register" underline="always">
              {t("registration.createAccount")}
            </Anchor>
          </Text>
        )}
        {admin ? null : (
          <Anchor component={PageLink} page="contact" size="sm">
            {t("account.needHelp")}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
