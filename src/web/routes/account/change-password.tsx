import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import { postAuthChangePassword } from "#contracts/identity-registration.operations.ts";
import { changePasswordInput } from "#contracts/recovery.ts";
import { NewPasswordFields } from "#web/features/recovery/password-form.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { serverFieldErrors, useSchemaCheck } from "#web/lib/forms.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { clearedSessionCookie } from "#web/lib/session.server.ts";
import { localeOfPath, matchPage, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/change-password.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { PasswordField } from "#web/components/PasswordField.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("recovery.changeTitle"));

type ActionResult = { ok: true; message: string; at: number } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Served in the user area and in the admin area; the API decides what the session may do. */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  const result = await apiClient(context, locale).call(postAuthChangePassword, { body: readForm(form, postAuthChangePassword.body) });
  if (result.ok) return { ok: true, message: result.message ?? "", at: Date.now() };
  if (result.status === 401 || result.status === 403) {
    const login = matchPage(url.pathname)?.page === "adminChangePassword" ? "adminLogin" : "userLogin";
    throw redirect(pathTo(locale, login), { headers: { "Set-Cookie": clearedSessionCookie } });
  }
  return { ok: false, message: result.error.message, fieldErrors: serverFieldErrors(result.error) };
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const sending = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const check = useSchemaCheck(changePasswordInput, failed?.fieldErrors);
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t("recovery.changeTitle")}</Title>
      <Text>{t("recovery.changeLead")}</Text>
      {actionData?.ok ? (
        <Alert color="teal" role="status" data-testid="recovery-success">
          {actionData.message}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        {/* A new key after each success empties the fields. */}
        <Form method="post" noValidate onSubmit={check.onSubmit} key={actionData?.ok ? actionData.at : "form"}>
          <Stack gap="md">
            <Text size="sm">{t("recovery.requiredLegend")}</Text>
            <FormFailure failure={failed} title={t("recovery.failed")} testId="recovery-error" />
            <PasswordField
              name="current_password"
              label={t("recovery.currentPassword")}
              autoComplete="current-password"
              required
              withAsterisk
              error={check.errorOf("current_password")}
            />
            <NewPasswordFields errorOf={check.errorOf} />
            <Button type="submit" loading={sending} style={{ alignSelf: "flex-start" }}>
              {t("recovery.changeSubmit")}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
