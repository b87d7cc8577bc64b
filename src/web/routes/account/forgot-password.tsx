import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import {
  getAuthResetpasssendcode,
  postAuthForgotPassword,
  postAuthResetpasscheckcode,
  postAuthResetpassPassword,
} from "#contracts/identity-registration.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { PhoneField } from "#web/components/PhoneField.tsx";
import { NewPasswordFields } from "#web/features/recovery/password-form.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { type SchemaSource, serverFieldErrors, typedValues, useSchemaCheck } from "#web/lib/forms.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/forgot-password.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import type { ErrorBody } from "#contracts/envelope.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("recovery.forgotTitle"));

type Method = "email" | "phone";
type Step = Method | "emailSent" | "code" | "password" | "done";

/** Where the visitor is in the flow; each answer of the action says which step comes next. */
interface StepState {
  step: Step;
  /** The API's words: the neutral acknowledgement, or why the request failed. */
  message?: string;
  failed: boolean;
  fieldErrors: Record<string, string>;
  /** What the visitor typed (never passwords). */
  values: Record<string, string>;
  /** The single-use grant earned by the right code. */
  token?: string;
}

const methodOf = (search: string): Method => (new URLSearchParams(search).get("by") === "phone" ? "phone" : "email");

export async function action({ request, context }: Route.ActionArgs): Promise<StepState> {
  const api = apiClient(context, localeOfRequest(request));
  const form = await request.formData();
  const intent = form.get("intent");
  // What was typed comes back to the form (StepState.values).
  const ok = (step: Step, extra: Partial<StepState> = {}): StepState => ({ step, failed: false, fieldErrors: {}, values: typedValues(form), ...extra });
  const failed = (step: Step, error: ErrorBody, extra: Partial<StepState> = {}): StepState => ({
    step,
    failed: true,
    message: error.message,
    fieldErrors: serverFieldErrors(error),
    values: typedValues(form),
    ...extra,
  });

  if (intent === "email") {
    const result = await api.call(postAuthForgotPassword, { body: readForm(form, postAuthForgotPassword.body) });
    return result.ok ? ok("emailSent", { message: result.message }) : failed("email", result.error);
  }
  if (intent === "sendCode" || intent === "resend") {
    const result = await api.call(getAuthResetpasssendcode, { query: readForm(form, getAuthResetpasssendcode.query) });
    return result.ok ? ok("code", { message: result.message }) : failed(intent === "resend" ? "code" : "phone", result.error);
  }
  if (intent === "checkCode") {
    const result = await api.call(postAuthResetpasscheckcode, { body: readForm(form, postAuthResetpasscheckcode.body) });
    if (result.ok) return ok("password", { token: result.data.token });
    // A wrong, used-up or expired code is about the code field.
    return failed("code", result.error, result.status === 422 ? { fieldErrors: { code: result.error.message } } : {});
  }
  if (intent === "setPassword") {
    const body = readForm(form, postAuthResetpassPassword.body);
    form.delete("password");
    form.delete("password_confirmation");
    const result = await api.call(postAuthResetpassPassword, { body });
    return result.ok ? ok("done", { message: result.message, values: {} }) : failed("password", result.error, { token: body.token });
  }
  throw data(null, { status: 400 });
}

/** Whether this form's own submission is under way. */
function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** A failure that no field owns (a rate limit, an expired grant), in the page's language. */
function FailureAlert({ state }: { state: StepState | undefined }) {
  const { t } = useTranslation();
  const failure = state?.failed ? { message: state.message ?? "", fieldErrors: state.fieldErrors } : undefined;
  return <FormFailure failure={failure} title={t("recovery.failed")} testId="recovery-error" />;
}

/** The first step of either way: a lead, the failure, the one field (given its error) and the send button. */
function RequestStep(props: {
  state: StepState | undefined;
  intent: "email" | "sendCode";
  schema: SchemaSource;
  field: string;
  lead: string;
  submit: string;
  input: (error: string | undefined) => ReactNode;
}) {
  const check = useSchemaCheck(props.schema, props.state?.fieldErrors);
  const sending = useSending(props.intent);
  return (
    <Form method="post" noValidate onSubmit={check.onSubmit}>
      <input type="hidden" name="intent" value={props.intent} />
      <Stack gap="md">
        <Text size="sm">{props.lead}</Text>
        <FailureAlert state={props.state} />
        {props.input(check.errorOf(props.field))}
        <Button type="submit" loading={sending} style={{ alignSelf: "flex-start" }}>
          {props.submit}
        </Button>
      </Stack>
    </Form>
  );
}

function EmailStep({ state }: { state: StepState | undefined }) {
  const { t } = useTranslation();
  return (
    <RequestStep
      state={state}
      intent="email"
      schema={() => import("#contracts/recovery.ts").then((contract) => contract.forgotPasswordInput)}
      field="email"
      lead={t("recovery.emailLead")}
      submit={t("recovery.sendLink")}
      input={(error) => (
        <TextInput
          name="email"
          type="email"
          label={t("account.email")}
          autoComplete="email"
          required
          withAsterisk
          defaultValue={state?.values.email ?? ""}
          error={error}
        />
      )}
    />
  );
}

function PhoneStep({ state }: { state: StepState | undefined }) {
  const { t } = useTranslation();
  return (
    <RequestStep
      state={state}
      intent="sendCode"
      schema={() => import("#contracts/recovery.ts").then((contract) => contract.sendCodeQuery)}
      field="phone_number"
      lead={t("recovery.phoneLead")}
      submit={t("recovery.sendCode")}
      input={(error) => <PhoneField label={t("recovery.phone")} defaultValue={state?.values.phone_number ?? ""} error={error} />}
    />
  );
}

function CodeStep({ state }: { state: StepState }) {
  const { t } = useTranslation();
  const check = useSchemaCheck(() => import("#contracts/recovery.ts").then((contract) => contract.checkCodeInput), state.fieldErrors);
  const phone = state.values.phone_number ?? "";
  const checking = useSending("checkCode");
  const resending = useSending("resend");
  return (
    <Stack gap="md">
      {!state.failed && state.message ? (
        <Alert color="teal" role="status" data-testid="recovery-code-sent">
          {state.message}
        </Alert>
      ) : null}
      <FailureAlert state={state} />
      <Form method="post" noValidate onSubmit={check.onSubmit}>
        <input type="hidden" name="intent" value="checkCode" />
        <input type="hidden" name="phone_number" value={phone} />
        <Stack gap="md">
          <Text size="sm">{t("recovery.codeLead", { phone })}</Text>
          <TextInput
            name="code"
            label={t("recovery.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            withAsterisk
            autoFocus
            defaultValue={state.values.code ?? ""}
            error={check.errorOf("code") ?? check.errorOf("phone_number")}
          />
          <Button type="submit" loading={checking} style={{ alignSelf: "flex-start" }}>
            {t("recovery.checkCode")}
          </Button>
        </Stack>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="phone_number" value={phone} />
        <Group gap="md">
          <Text size="sm">{t("recovery.resendHint", { seconds: 60 })}</Text>
          <Button type="submit" variant="default" size="sm" loading={resending}>
            {t("recovery.resendCode")}
          </Button>
        </Group>
      </Form>
      <Anchor component={Link} to="?by=phone" size="sm">
        {t("recovery.otherNumber")}
      </Anchor>
    </Stack>
  );
}

function PasswordStep({ state }: { state: StepState }) {
  const { t } = useTranslation();
  const check = useSchemaCheck(() => import("#contracts/recovery.ts").then((contract) => contract.resetWithGrantInput), state.fieldErrors);
  const grantRefused = state.failed && !Object.keys(state.fieldErrors).length;
  const sending = useSending("setPassword");
  return (
    <Form method="post" noValidate onSubmit={check.onSubmit}>
      <input type="hidden" name="intent" value="setPassword" />
      <input type="hidden" name="token" value={state.token ?? ""} />
      <input type="hidden" name="phone_number" value={state.values.phone_number ?? ""} />
      <Stack gap="md">
        <Title order={2} size="h3">
          {t("recovery.newPasswordTitle")}
        </Title>
        <FailureAlert state={state} />
        {grantRefused ? (
          <Anchor component={Link} to="?by=phone">
            {t("recovery.startAgain")}
          </Anchor>
        ) : (
          <>
            <NewPasswordFields errorOf={check.errorOf} autoFocus />
            <Button type="submit" loading={sending} style={{ alignSelf: "flex-start" }}>
              {t("recovery.savePassword")}
            </Button>
          </>
        )}
      </Stack>
    </Form>
  );
}

/** `/user/forget`: a new password by e-mail link, or by a code sent to the phone. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const method = methodOf(useLocation().search);
  const step: Step = actionData?.step ?? method;
  const choosing = step === "email" || step === "phone";

  return (
    <Container size={560} py={48}>
      <Stack gap="md">
        <Title order={1}>{t("recovery.forgotTitle")}</Title>
        {choosing ? (
          <>
            <Text>{t("recovery.forgotLead")}</Text>
            <Group gap="xs" role="group" aria-label={t("recovery.chooseMethod")}>
              {(["email", "phone"] as const).map((option) => (
                <Button
                  key={option}
                  component={Link}
                  to={`?by=${option}`}
                  replace
                  variant={step === option ? "filled" : "default"}
                  aria-current={step === option ? "true" : undefined}
                  data-testid={`recovery-by-${option}`}
                >
                  {t(option === "email" ? "recovery.byEmail" : "recovery.byPhone")}
                </Button>
              ))}
            </Group>
          </>
        ) : null}
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          {step === "email" ? <EmailStep state={actionData} /> : null}
          {step === "phone" ? <PhoneStep state={actionData} /> : null}
          {step === "code" && actionData ? <CodeStep state={actionData} /> : null}
          {step === "password" && actionData ? <PasswordStep state={actionData} /> : null}
          {step === "emailSent" || step === "done" ? (
            <Stack gap="md">
              <Alert color="teal" role="status" title={t(step === "done" ? "recovery.doneTitle" : "recovery.emailSentTitle")} data-testid="recovery-success">
                {actionData?.message}
              </Alert>
              <Button component={PageLink} page="userLogin" style={{ alignSelf: "flex-start" }}>
                {t("recovery.goToLogin")}
              </Button>
            </Stack>
          ) : null}
        </Paper>
        {step !== "done" && step !== "emailSent" ? (
          <Anchor component={PageLink} page="userLogin" size="sm">
            {t("recovery.backToLogin")}
          </Anchor>
        ) : null}
      </Stack>
    </Container>
  );
}
