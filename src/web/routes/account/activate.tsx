import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import { activationResult, checkcodeInput, codeSent } from "#contracts/registration.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { fieldErrorsOf } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/activate.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("activation.title"));

/** The user layout guards the page; this adds what the page needs: where the person lands once active. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const user = await loadProfile(context, locale);
  if (!user) throw redirect(pathTo(locale, "userLogin"));
  return { email: user.email, phone: user.phone_number, activated: user.activated, landing: pathTo(locale, landingPage[user.role]) };
}

type ActionResult = { intent: "check" | "resend"; ok: boolean; message: string; codeError?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const api = apiClient(context, locale);
  const intent = form.get("intent") === "resend" ? "resend" : "check";
  const result = intent === "resend" ? await api.post("/auth/resendcode", codeSent, {}) : await api.post("/auth/checkcode", activationResult, { code: String(form.get("code") ?? "") });
  if (result.ok) return { intent, ok: true, message: result.message ?? "" };
  // Activated meanwhile (another tab, the e-mail link): that is the outcome the person wanted.
  if (result.status === 409 && intent === "check") return { intent, ok: true, message: result.error.message };
  const codeError = intent === "check" ? (result.error.details?.find((d) => d.path === "code")?.message ?? (result.status === 422 ? result.error.message : undefined)) : undefined;
  return { intent, ok: false, message: result.error.message, ...(codeError ? { codeError } : {}) };
}

/** Where a new account types the six-digit code it was sent, or asks for a new one after the cool-down. */
export default function Activate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const [clientError, setClientError] = useState<string>();
  const continueRef = useRef<HTMLAnchorElement>(null);
  const done = actionData?.intent === "check" && actionData.ok;

  useEffect(() => {
    if (done) continueRef.current?.focus();
  }, [done]);

  if (done || loaderData.activated) {
    return (
      <Stack gap="lg" maw={560}>
        <Title order={1}>{t("activation.title")}</Title>
        <Alert color="teal" title={t("activation.doneTitle")} role="status" data-testid="activation-success">
          {done ? actionData.message : t("activation.alreadyDone")}
        </Alert>
        <Button component={Link} to={loaderData.landing} ref={continueRef} style={{ alignSelf: "flex-start" }}>
          {t("activation.continue")}
        </Button>
      </Stack>
    );
  }

  const codeError = clientError ? t(clientError as never, { ns: "shared" }) : actionData?.intent === "check" ? actionData.codeError : undefined;
  const checkAlert = actionData?.intent === "check" && !actionData.ok && !actionData.codeError ? actionData.message : undefined;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t("activation.title")}</Title>
      <Text>{loaderData.phone ? t("activation.leadWithPhone", { email: loaderData.email, phone: loaderData.phone }) : t("activation.lead", { email: loaderData.email })}</Text>
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Form
          method="post"
          noValidate
          onSubmit={(event) => {
            const parsed = checkcodeInput.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
            if (!parsed.success) {
              event.preventDefault();
              setClientError(fieldErrorsOf(parsed.error).code);
              event.currentTarget.querySelector<HTMLElement>('[name="code"]')?.focus();
            } else setClientError(undefined);
          }}
        >
          <Stack gap="md">
            {checkAlert ? (
              <Alert color="red" role="alert" data-testid="activation-error">
                {checkAlert}
              </Alert>
            ) : null}
            <input type="hidden" name="intent" value="check" />
            <TextInput
              name="code"
              label={t("activation.code")}
              description={t("activation.linkHint")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              withAsterisk
              error={codeError}
              styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
              maw={240}
            />
            <Button type="submit" loading={submitting === "check"} style={{ alignSelf: "flex-start" }}>
              {t("activation.submit")}
            </Button>
          </Stack>
        </Form>
      </Paper>
      <Form method="post">
        <Stack gap="xs">
          {actionData?.intent === "resend" ? (
            <Alert color={actionData.ok ? "teal" : "red"} role={actionData.ok ? "status" : "alert"} data-testid="resend-result">
              {actionData.message}
            </Alert>
          ) : null}
          <Group gap="xs">
            <Text size="sm">{t("activation.resendPrompt")}</Text>
            <input type="hidden" name="intent" value="resend" />
            <Anchor component="button" type="submit" size="sm" disabled={submitting === "resend"}>
              {t("activation.resend")}
            </Anchor>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
