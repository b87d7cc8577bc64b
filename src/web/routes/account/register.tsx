import { Anchor, Button, Checkbox, Container, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import { postAuthSignup } from "#contracts/identity-registration.operations.ts";
import { personTypes, selfServiceRoles } from "#contracts/registration-terms.ts";
import { CountrySelect } from "#web/components/CountrySelect.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { focusFirstInvalid, formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { landingPage, loadProfile, sessionCookie } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/register.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { PasswordField } from "#web/components/PasswordField.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("registration.title"));

/**
 * Someone already signed in has nothing to register: send them on. A referral link (`?ref=CODE`,
 * docs/referrals.md) fills in the referral code and chooses the investor account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const user = await loadProfile(context, locale);
  if (user) throw redirect(pathTo(locale, user.activated || user.role === "administrator" ? landingPage[user.role] : "activate"));
  const query = new URL(request.url).searchParams;
  // ?type=investor: the fund pages' "register as an investor" chooses the investor account for the visitor.
  return { refCode: (query.get("ref") ?? "").trim().slice(0, 40), investor: query.get("type") === "investor" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const result = await apiClient(context, locale).call(postAuthSignup, { body: readForm(form, postAuthSignup.body) });
  if (result.ok) {
    throw redirect(pathTo(locale, "activate"), { headers: { "Set-Cookie": sessionCookie(context, result.data.token, result.data.expires_at) } });
  }
  // The form comes back as typed, but never the passwords.
  form.delete("password");
  form.delete("password_confirmation");
  return formAnswer(result, form);
}

const textFields = [
  { name: "full_name", label: "registration.fullName", autoComplete: "name", type: "text" },
  { name: "cmt", label: "registration.cmt", autoComplete: "off", type: "text" },
  {
    name: "birth_date",
    label: "registration.birthDate",
    autoComplete: "bday",
    type: "text",
    hint: "registration.birthDateHint",
    placeholder: "registration.birthDatePlaceholder",
  },
  { name: "phone_number", label: "registration.phone", autoComplete: "tel", type: "tel", hint: "phoneField.hint" },
  { name: "email", label: "registration.email", autoComplete: "email", type: "email" },
] as const;

/** Hints under the inputs, so the inputs of a row line up whether or not a field has a hint. */
const fieldOrder: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];

/** Today's sign-up schema (an adult on this day in Vietnam), loaded once the page is alive (lib/forms.ts). */
const signupSchema = () =>
  Promise.all([import("#contracts/registration.ts"), import("#contracts/account.ts")]).then(([registration, account]) =>
    registration.signupInputOn(account.vietnamDay(new Date())),
  );

export default function Register({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = actionData?.fieldErrors ?? {};
  const { onSubmit, errorOf } = useSchemaCheck(signupSchema, serverErrors);
  const kept = actionData?.values;
  const refCode = kept?.ref_code ?? loaderData?.refCode ?? "";

  useEffect(() => {
    if (actionData) focusFirstInvalid(formRef.current, actionData.fieldErrors);
  }, [actionData]);

  return (
    <Container size={720} py={48}>
      <Stack gap="md">
        <Title order={1}>{t("registration.title")}</Title>
        <Text>{t("registration.lead")}</Text>
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Form method="post" noValidate ref={formRef} onSubmit={onSubmit}>
            <Stack gap="md">
              <Text size="sm">{t("registration.requiredLegend")}</Text>
              <FormFailure failure={actionData} title={t("registration.failed")} testId="register-error" />
              <Radio.Group
                name="account_type"
                label={t("registration.accountType")}
                withAsterisk
                defaultValue={kept?.account_type || (refCode || loaderData?.investor ? "investor" : "candidate")}
                error={errorOf("account_type")}
              >
                <Group gap="lg" mt={6}>
                  {selfServiceRoles.map((role) => (
                    <Radio key={role} value={role} label={t(`registration.accountTypes.${role}`)} />
                  ))}
                </Group>
              </Radio.Group>
              <Radio.Group
                name="person_type"
                label={t("registration.personType")}
                withAsterisk
                defaultValue={kept?.person_type || "person"}
                error={errorOf("person_type")}
              >
                <Group gap="lg" mt={6}>
                  {personTypes.map((type) => (
                    <Radio key={type} value={type} label={t(`registration.${type}`)} />
                  ))}
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="register-fields">
                {textFields.map((field) => (
                  <TextInput
                    key={field.name}
                    name={field.name}
                    type={field.type}
                    label={t(field.label)}
                    description={"hint" in field ? t(field.hint) : undefined}
                    inputWrapperOrder={fieldOrder}
                    placeholder={"placeholder" in field ? t(field.placeholder) : undefined}
                    autoComplete={field.autoComplete}
                    required
                    withAsterisk
                    defaultValue={kept?.[field.name] ?? ""}
                    error={errorOf(field.name)}
                  />
                ))}
                <CountrySelect
                  name="nation"
                  label={t("registration.nation")}
                  required
                  withAsterisk
                  defaultValue={kept?.nation ?? ""}
                  error={errorOf("nation")}
                />
                <PasswordField
                  name="password"
                  label={t("registration.password")}
                  description={t("registration.passwordHint")}
                  inputWrapperOrder={fieldOrder}
                  autoComplete="new-password"
                  required
                  withAsterisk
                  error={errorOf("password")}
                />
                <PasswordField
                  name="password_confirmation"
                  label={t("registration.passwordConfirmation")}
                  autoComplete="new-password"
                  required
                  withAsterisk
                  error={errorOf("password_confirmation")}
                />
              </SimpleGrid>
              <TextInput
                name="ref_code"
                label={t("registration.refCode")}
                description={t("registration.refCodeHint")}
                inputWrapperOrder={fieldOrder}
                autoComplete="off"
                maxLength={40}
                defaultValue={refCode}
                error={errorOf("ref_code")}
                styles={{ input: { fontFamily: "monospace" } }}
                data-testid="register-ref-code"
              />
              <Checkbox
                name="accept_terms"
                required
                defaultChecked={kept?.accept_terms === "on"}
                error={errorOf("accept_terms")}
                aria-invalid={errorOf("accept_terms") ? true : undefined}
                label={
                  <>
                    <Trans
                      i18nKey="registration.acceptTerms"
                      components={{
                        rules: <Anchor component={PageLink} underline="always" page="contest" params={{ id: "dieu-le" }} target="_blank" rel="noopener" />,
                      }}
                    />{" "}
                    <Text span size="sm" c="dimmed">
                      {t("registration.opensInNewTab")}
                    </Text>
                    <Text span c="var(--mantine-color-error)" aria-hidden>
                      {" *"}
                    </Text>
                  </>
                }
              />
              <Button
                type="submit"
                loading={navigation.state === "submitting"}
                loaderProps={{ "aria-label": t("registration.submitting") } as never}
                style={{ alignSelf: "flex-start" }}
              >
                {t("registration.submit")}
              </Button>
            </Stack>
          </Form>
        </Paper>
        <Text size="sm">
          {t("registration.haveAccount")}{" "}
          <Anchor component={PageLink} page="userLogin" underline="always">
            {t("registration.signIn")}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
