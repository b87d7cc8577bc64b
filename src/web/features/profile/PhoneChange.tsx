import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { phoneChangeConfirmInput, phoneChangeInput } from "#contracts/profile.ts";
import { PhoneField } from "#web/components/PhoneField.tsx";
import { useSchemaCheck } from "#web/lib/forms.ts";

/** What the phone forms' action answered: a code was sent to `phone_number`, the number changed, or a failure. */
export type PhoneChangeResult =
  | { step: "code"; ok: true; message: string; phone_number: string }
  | { step: "done"; ok: true; message: string }
  | { step: "request" | "code"; ok: false; message: string; fieldErrors: Record<string, string>; phone_number: string };

/**
 * The phone number can reset the password, so it changes in two steps: a code goes by SMS to the new number,
 * and typing it back changes the number (and e-mails the account holder). Both steps post to the page's action.
 */
export function PhoneChange({ current, result }: { current: string | null; result: PhoneChangeResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const failed = result && !result.ok ? result : undefined;
  const request = useSchemaCheck(phoneChangeInput, failed?.step === "request" ? failed.fieldErrors : undefined);
  const confirm = useSchemaCheck(phoneChangeConfirmInput, failed?.step === "code" ? failed.fieldErrors : undefined);
  const awaitingCode = result?.step === "code";
  const failure = failed && !Object.keys(failed.fieldErrors).length ? failed.message : undefined;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="profile-phone" data-testid="phone-change">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-phone">
          {t("profile.phone.title")}
        </Title>
        <Text size="sm">{t("profile.phone.lead")}</Text>
        <TextInput label={t("profile.phone.current")} value={current ?? t("profile.kyc.notProvided")} readOnly disabled data-testid="phone-current" />
        {result?.ok ? (
          <Alert color="teal" role="status" data-testid="phone-success">
            {result.message}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" data-testid="phone-error">
            {failure}
          </Alert>
        ) : null}
        {awaitingCode ? (
          <Form method="post" noValidate onSubmit={confirm.onSubmit} key="code">
            <input type="hidden" name="intent" value="phone-confirm" />
            <input type="hidden" name="sent_to" value={result.phone_number} />
            <Stack gap="md">
              <TextInput
                name="code"
                label={t("profile.phone.code", { phone: result.phone_number })}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                withAsterisk
                error={confirm.errorOf("code")}
              />
              <Group>
                <Button type="submit" loading={pending === "phone-confirm"}>
                  {t("profile.phone.confirm")}
                </Button>
              </Group>
            </Stack>
          </Form>
        ) : null}
        <Form method="post" noValidate onSubmit={request.onSubmit} key={`request-${current ?? ""}`}>
          <input type="hidden" name="intent" value="phone-request" />
          <Stack gap="md">
            <PhoneField
              label={t("profile.phone.new")}
              defaultValue={result && "phone_number" in result ? result.phone_number : ""}
              error={request.errorOf("phone_number")}
            />
            <Group>
              <Button type="submit" variant={awaitingCode ? "default" : "filled"} loading={pending === "phone-request"}>
                {t(awaitingCode ? "profile.phone.resend" : "profile.phone.send")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}
