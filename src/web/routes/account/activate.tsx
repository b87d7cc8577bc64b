import { Alert, Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import { getAuthActivation, postAuthCheckcode, postAuthResendcode } from "#contracts/identity-registration.operations.ts";
import { checkcodeInput } from "#contracts/registration.ts";
import { ResendCode } from "#web/features/activation/ResendCode.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/activate.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("activation.title"));

/** The user layout guards the page; this adds what the page needs: where the person lands once active. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [user, status] = await Promise.all([loadProfile(context, locale), apiClient(context, locale).call(getAuthActivation)]);
  if (!user) throw redirect(pathTo(locale, "userLogin"));
  return {
    email: user.email,
    phone: user.phone_number,
    activated: user.activated,
    landing: pathTo(locale, landingPage[user.role]),
    // Measured again after every form post, so the countdown restarts after a resend.
    resendAfter: status.ok ? status.data.resend_after_seconds : 0,
    measuredAt: Date.now(),
  };
}

type ActionResult = { intent: "check" | "resend"; ok: boolean; message: string; codeError?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const api = apiClient(context, locale);
  const intent = form.get("intent") === "resend" ? "resend" : "check";
  const result = intent === "resend" ? await api.call(postAuthResendcode) : await api.call(postAuthCheckcode, { body: readForm(form, postAuthCheckcode.body) });
  if (result.ok) return { intent, ok: true, message: result.message ?? "" };
  // Asked during the wait (another tab, a double click): the page counts the wait down, which says it better than an error.
  if (intent === "resend" && result.status === 429) return { intent, ok: false, message: "" };
  // Activated meanwhile (another tab, the e-mail link): that is the outcome the person wanted.
  if (result.status === 409 && intent === "check") return { intent, ok: true, message: result.error.message };
  const codeError =
    intent === "check"
      ? (result.error.details?.find((d) => d.path === "code")?.message ?? (result.status === 422 ? result.error.message : undefined))
      : undefined;
  return { intent, ok: false, message: result.error.message, ...(codeError ? { codeError } : {}) };
}

/** Where a new account types the six-digit code it was sent, or asks for a new one after the cool-down. */
export default function Activate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const continueRef = useRef<HTMLAnchorElement>(null);
  const done = actionData?.intent === "check" && actionData.ok;
  const serverCodeError = actionData?.intent === "check" ? actionData.codeError : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(checkcodeInput, serverCodeError ? { code: serverCodeError } : undefined);

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

  const checkAlert = actionData?.intent === "check" && !actionData.ok && !actionData.codeError ? actionData.message : undefined;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t("activation.title")}</Title>
      <Text>
        {loaderData.phone
          ? t("activation.leadWithPhone", { email: loaderData.email, phone: loaderData.phone })
          : t("activation.lead", { email: loaderData.email })}
      </Text>
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Form method="post" noValidate onSubmit={onSubmit}>
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
              error={errorOf("code")}
              styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
              maw={240}
            />
            <Button type="submit" loading={submitting === "check"} style={{ alignSelf: "flex-start" }}>
              {t("activation.submit")}
            </Button>
          </Stack>
        </Form>
      </Paper>
      <ResendCode
        seconds={loaderData.resendAfter}
        since={loaderData.measuredAt}
        result={actionData?.intent === "resend" ? actionData : undefined}
        busy={submitting === "resend"}
      />
    </Stack>
  );
}
