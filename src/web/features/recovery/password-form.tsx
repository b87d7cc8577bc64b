import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PasswordField } from "#web/components/PasswordField.tsx";

/** The new password twice; never filled in again after a failed attempt. */
export function NewPasswordFields({ errorOf, autoFocus = false }: { errorOf: (name: string) => string | undefined; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PasswordField
        name="password"
        label={t("recovery.newPassword")}
        description={t("recovery.newPasswordHint")}
        autoComplete="new-password"
        required
        withAsterisk
        autoFocus={autoFocus}
        error={errorOf("password")}
      />
      <PasswordField
        name="password_confirmation"
        label={t("recovery.confirmPassword")}
        autoComplete="new-password"
        required
        withAsterisk
        error={errorOf("password_confirmation")}
      />
    </Stack>
  );
}
