import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { getAuthReset, postAuthReset } from "#contracts/identity-registration.operations.ts";
import { resetWithLinkInput } from "#contracts/recovery.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { NewPasswordFields } from "#web/features/recovery/password-form.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { serverFieldErrors, useSchemaCheck } from "#web/lib/forms.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath } from "#web/routing/site-map.ts";
import type { Route } from "./+types/reset-password.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("recovery.resetTitle"));

/** The link is checked before the form is shown, so nobody types a new password for a dead link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token")?.trim() ?? "";
  if (!token) return { valid: false as const, message: undefined };
  const result = await apiClient(context, localeOfPath(url.pathname)).call(getAuthReset, { query: { token } });
  return result.ok ? { valid: true as const, token } : { valid: false as const, message: result.error.message };
}

type ActionResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors: Record<string, string>; linkRefused: boolean };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const url = new URL(request.url);
  const form = await request.formData();
  // The token comes with the form; the link's own (the page's query) is the API's fallback.
  const result = await apiClient(context, localeOfPath(url.pathname)).call(postAuthReset, {
    body: readForm(form, postAuthReset.body),
    query: readForm(url.searchParams, postAuthReset.query),
  });
  if (result.ok) return { ok: true, message: result.message ?? "" };
  return { ok: false, message: result.error.message, fieldErrors: serverFieldErrors(result.error), linkRefused: result.status === 422 };
}

/** After a successful reset the link is used up: do not check it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as ActionResult | undefined)?.ok ? false : defaultShouldRevalidate;

function LinkRefused({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" title={t("recovery.linkInvalidTitle")} data-testid="recovery-error">
        {message}
      </Alert>
      <Button component={PageLink} page="forgotPassword" style={{ alignSelf: "flex-start" }}>
        {t("recovery.requestNewLink")}
      </Button>
    </Stack>
  );
}

/** `/user/reset?token=`: the page the e-mailed link opens. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const sending = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const check = useSchemaCheck(resetWithLinkInput, failed?.fieldErrors);

  let content;
  if (actionData?.ok) {
    content = (
      <Stack gap="md">
        <Alert color="teal" role="status" title={t("recovery.doneTitle")} data-testid="recovery-success">
          {actionData.message}
        </Alert>
        <Button component={PageLink} page="userLogin" style={{ alignSelf: "flex-start" }}>
          {t("recovery.goToLogin")}
        </Button>
      </Stack>
    );
  } else if (!loaderData.valid || failed?.linkRefused) {
    content = <LinkRefused message={failed?.linkRefused ? failed.message : (loaderData.message ?? t("recovery.missingToken"))} />;
  } else {
    content = (
      <Form method="post" noValidate onSubmit={check.onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Stack gap="md">
          <Text size="sm">{t("recovery.requiredLegend")}</Text>
          <FormFailure failure={failed} title={t("recovery.failed")} testId="recovery-error" />
          <NewPasswordFields errorOf={check.errorOf} />
          <Button type="submit" loading={sending} style={{ alignSelf: "flex-start" }}>
            {t("recovery.savePassword")}
          </Button>
        </Stack>
      </Form>
    );
  }

  return (
    <Container size={560} py={48}>
      <Stack gap="md">
        <Title order={1}>{t("recovery.resetTitle")}</Title>
        {actionData?.ok ? null : <Text>{t("recovery.resetLead")}</Text>}
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          {content}
        </Paper>
        <Anchor component={PageLink} page="userLogin" size="sm">
          {t("recovery.backToLogin")}
        </Anchor>
      </Stack>
    </Container>
  );
}
