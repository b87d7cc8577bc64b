import { PasswordInput, Stack } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "#contracts/zod.ts";
import type { ErrorBody } from "#contracts/envelope.ts";
import { fieldErrorsOf, type FieldErrors } from "#web/lib/form-errors.ts";

/** The API's field messages (already in the page's language), by field name. */
export function serverFieldErrors(error: ErrorBody): Record<string, string> {
  return Object.fromEntries((error.details ?? []).map((detail) => [detail.path, detail.message]));
}

/**
 * Checks a form with its shared zod schema before it is sent: on failure nothing is sent, the messages show
 * under the fields and the first wrong field gets the focus. Server messages show when the client found none.
 */
export function useSchemaCheck(schema: z.ZodType, serverErrors: Record<string, string> = {}) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf(parsed.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const errorOf = (name: string): string | undefined => (clientErrors[name] ? t(clientErrors[name] as never, { ns: "shared" }) : serverErrors[name]);
  return { onSubmit, errorOf };
}

/** The new password twice; never filled in again after a failed attempt. */
export function NewPasswordFields({ errorOf, autoFocus = false }: { errorOf: (name: string) => string | undefined; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PasswordInput
        name="password"
        label={t("recovery.newPassword")}
        description={t("recovery.newPasswordHint")}
        autoComplete="new-password"
        required
        withAsterisk
        autoFocus={autoFocus}
        error={errorOf("password")}
      />
      <PasswordInput
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
