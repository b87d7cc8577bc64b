import { Alert, Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { postContacts } from "#contracts/contact.operations.ts";
import { i18nFor } from "#web/i18n/i18n.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, typedValues, useSchemaCheck, type FormAnswer } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/contact.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("contact.title"));

export async function action({ request, context }: Route.ActionArgs): Promise<FormAnswer> {
  const form = await request.formData();
  const result = await apiClient(context, localeOfRequest(request)).call(postContacts, { body: readForm(form, postContacts.body) });
  return formAnswer(result, form);
}

/** Offline, the request never reaches the server: say so, and keep everything that was typed. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<FormAnswer> {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return { ok: false, message: i18nFor(localeOfRequest(request)).t("network.offlineSubmit"), fieldErrors: {}, values: typedValues(form) };
  }
}

const fields = [
  { name: "full_name", label: "contact.fullName", autoComplete: "name", type: "text" },
  { name: "email", label: "contact.email", autoComplete: "email", type: "email" },
] as const;

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [dismissed, setDismissed] = useState<FormAnswer>();

  const failed = actionData && !actionData.ok ? actionData : undefined;
  const serverErrors = failed?.fieldErrors ?? {};
  const { onSubmit, errorOf } = useSchemaCheck(() => import("#contracts/contact.ts").then((contract) => contract.contactInput), serverErrors);
  const sent = actionData?.ok && actionData !== dismissed;

  return (
    <Container size={720} py={48}>
      <Stack gap="md">
        <Title order={1}>{t("contact.title")}</Title>
        <Text>{t("contact.lead")}</Text>
        {sent ? (
          <Alert color="teal" title={actionData.message} role="status" data-testid="contact-success">
            <Button variant="subtle" onClick={() => setDismissed(actionData)} mt="sm">
              {t("contact.sendAnother")}
            </Button>
          </Alert>
        ) : (
          <Paper withBorder p={{ base: "md", sm: "xl" }}>
            <Form method="post" noValidate onSubmit={onSubmit}>
              <Stack gap="md">
                <Text size="sm">{t("contact.requiredLegend")}</Text>
                <FormFailure failure={failed} title={t("contact.failed")} testId="contact-error" />
                {fields.map((field) => (
                  <TextInput
                    key={field.name}
                    name={field.name}
                    type={field.type}
                    label={t(field.label)}
                    autoComplete={field.autoComplete}
                    required
                    withAsterisk
                    defaultValue={failed?.values[field.name] ?? ""}
                    error={errorOf(field.name)}
                  />
                ))}
                <Textarea
                  name="content"
                  label={t("contact.content")}
                  required
                  withAsterisk
                  minRows={5}
                  autosize
                  defaultValue={failed?.values.content ?? ""}
                  error={errorOf("content")}
                />
                <Button type="submit" loading={sending} loaderProps={{ "aria-label": t("contact.sending") } as never} style={{ alignSelf: "flex-start" }}>
                  {t("contact.submit")}
                </Button>
              </Stack>
            </Form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
