import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The `phone_number` input of the forms that send a code by SMS (changing the number, resetting the password):
 * a required telephone field with the hint on the numbers the API takes (Vietnamese, or international with +).
 */
export function PhoneField({ label, defaultValue, error }: { label: string; defaultValue: string; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextInput
      name="phone_number"
      type="tel"
      label={label}
      description={t("phoneField.hint")}
      autoComplete="tel"
      required
      withAsterisk
      defaultValue={defaultValue}
      error={error}
    />
  );
}
