import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Mantine's password input does not tell screen readers it is invalid when it shows an error, and its
 * show/hide button is labelled in English whatever the page's language; this one does both right.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ "aria-label": t(visible ? "account.hidePassword" : "account.showPassword"), "aria-pressed": visible }}
    />
  );
}
