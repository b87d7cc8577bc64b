import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { personTypes } from "#contracts/account.ts";
import type { Profile } from "#contracts/identity.ts";
import { missingKycFields, profileUpdateInput, type KycField } from "#contracts/profile.ts";
import { focusFirstInvalid, useSchemaCheck, type FormAnswer } from "#web/lib/forms.ts";
import { dayForInput } from "./day.ts";
import { CountrySelect } from "#web/components/CountrySelect.tsx";
import { FormFailure } from "#web/components/FormFailure.tsx";

interface TextField {
  name: string;
  label: string;
  autoComplete: string;
  type?: "text" | "tel";
  inputMode?: "numeric";
  hint?: string;
  placeholder?: string;
  day?: boolean;
  /** A country code, chosen from the list. */
  country?: boolean;
}

const nameField: TextField = { name: "full_name", label: "account.fullName", autoComplete: "name" };
const personalFields: TextField[] = [
  nameField,
  { name: "birth_date", label: "account.birthDate", autoComplete: "bday", hint: "profile.dateHint", placeholder: "profile.datePlaceholder", day: true },
  { name: "nation", label: "account.nation", autoComplete: "country", country: true },
];

const kycTextFields: TextField[] = [
  { name: "address", label: "profile.fields.address", autoComplete: "street-address" },
  { name: "cmt", label: "profile.fields.cmt", autoComplete: "off" },
  { name: "ngaycmt", label: "profile.fields.ngaycmt", autoComplete: "off", hint: "profile.dateHint", placeholder: "profile.datePlaceholder", day: true },
  { name: "noicapcmt", label: "profile.fields.noicapcmt", autoComplete: "off" },
  { name: "tenchutknh", label: "profile.fields.tenchutknh", autoComplete: "off" },
  { name: "tknh", label: "profile.fields.tknh", autoComplete: "off", inputMode: "numeric" },
  { name: "nganhangtknh", label: "profile.fields.nganhangtknh", autoComplete: "off" },
  { name: "chinhanhtknh", label: "profile.fields.chinhanhtknh", autoComplete: "off" },
];

/** What the form shows for a saved profile (days as dd/mm/yyyy). */
function savedValues(user: Profile): Record<string, string> {
  const values: Record<string, string> = { person_type: user.person_type ?? "person" };
  for (const field of [...personalFields, ...kycTextFields]) {
    const value = user[field.name as keyof Profile];
    values[field.name] = field.day ? dayForInput(value as string | null) : value == null ? "" : String(value);
  }
  return values;
}

/**
 * The profile form: personal fields for everyone, and for investors the identity and bank fields of KYC.
 * Checked in the browser with the API's own schema; the server's per-field messages come back in the page's
 * language, and on any failure the form shows what was typed, not what was saved.
 */
export function ProfileForm({ user, result }: { user: Profile; result: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(profileUpdateInput, failed?.fieldErrors);
  const shown = failed?.values ?? savedValues(user);
  const investor = user.role === "investor";
  // Administrators keep a name only: the contest's and the funds' personal fields are not theirs.
  const administrator = user.role === "administrator";
  const missing = new Set<string>(missingKycFields(user) satisfies KycField[]);
  const submitting =
    navigation.state === "submitting" &&
    navigation.formMethod?.toLowerCase() === "post" &&
    navigation.formEncType !== "multipart/form-data" &&
    !navigation.formData?.has("intent");

  useEffect(() => {
    if (failed) focusFirstInvalid(formRef.current, failed.fieldErrors);
  }, [failed]);

  const input = (field: TextField, required: boolean) =>
    field.country ? (
      <CountrySelect
        key={field.name}
        name={field.name}
        label={t(field.label as never)}
        autoComplete={field.autoComplete}
        required={required}
        withAsterisk={required}
        defaultValue={shown[field.name] ?? ""}
        error={errorOf(field.name)}
      />
    ) : (
      <TextInput
        key={field.name}
        name={field.name}
        type={field.type ?? "text"}
        inputMode={field.inputMode}
        label={t(field.label as never)}
        description={field.hint ? t(field.hint as never) : required || !missing.has(field.name) ? undefined : t("profile.kyc.notProvided")}
        placeholder={field.placeholder ? t(field.placeholder as never) : undefined}
        autoComplete={field.autoComplete}
        required={required}
        withAsterisk={required}
        defaultValue={shown[field.name] ?? ""}
        error={errorOf(field.name)}
      />
    );

  return (
    <Form
      method="post"
      noValidate
      ref={formRef}
      // A saved change re-renders the form with the saved (normalised) values; a failure keeps what was typed.
      key={JSON.stringify(savedValues(user))}
      onSubmit={onSubmit}
    >
      <Stack gap="lg">
        {result?.ok ? (
          <Alert color="teal" role="status" data-testid="profile-success">
            {result.message}
          </Alert>
        ) : null}
        <FormFailure failure={failed} title={t("profile.failed")} testId="profile-error" />
        <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="profile-personal">
          <Stack gap="md">
            <Title order={2} size="h3" id="profile-personal">
              {t("profile.personalSection")}
            </Title>
            <Text size="sm">{t("profile.requiredLegend")}</Text>
            <TextInput label={t("account.email")} value={user.email} description={t("profile.emailLocked")} readOnly disabled />
            {administrator ? (
              input(nameField, true)
            ) : (
              <>
                <Radio.Group
                  name="person_type"
                  label={t("profile.personType")}
                  withAsterisk
                  defaultValue={shown.person_type || "person"}
                  error={errorOf("person_type")}
                >
                  <Group gap="lg" mt={6}>
                    {personTypes.map((type) => (
                      <Radio key={type} value={type} label={t(`profile.${type}`)} />
                    ))}
                  </Group>
                </Radio.Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {personalFields.map((field) => input(field, true))}
                </SimpleGrid>
              </>
            )}
          </Stack>
        </Paper>
        {investor ? (
          <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="profile-kyc">
            <Stack gap="md">
              <Title order={2} size="h3" id="profile-kyc">
                {t("profile.kycSection")}
              </Title>
              <Text size="sm">{t("profile.kycLead")}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {kycTextFields.map((field) => input(field, false))}
              </SimpleGrid>
            </Stack>
          </Paper>
        ) : null}
        <Button type="submit" loading={submitting} style={{ alignSelf: "flex-start" }}>
          {t("profile.save")}
        </Button>
      </Stack>
    </Form>
  );
}
