import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { resetPasswordInput, type AdminUser } from "#contracts/users.ts";
import { PasswordField } from "#web/components/PasswordField.tsx";
import { fieldErrorsOf, type FieldErrors } from "#web/lib/forms.ts";
import type { UserActionResult } from "./actions.ts";

/**
 * Sets a new password for an account: the one typed, or (left empty) one the server generates, shown once in a
 * second dialog with a copy button. Other outcomes close the dialog and hand the server's message to the list.
 */
export function ResetPasswordDialog({ user, onClose, onDone }: { user: AdminUser | undefined; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const resetter = useFetcher<UserActionResult>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [generated, setGenerated] = useState<{ name: string; password: string }>();

  // A new target starts clean: no message left from the previous one.
  useEffect(() => {
    if (!user) return;
    setErrors({});
    resetter.reset();
  }, [user]);
  useEffect(() => {
    if (resetter.state !== "idle" || !resetter.data?.ok) return;
    if (resetter.data.generatedPassword && user) setGenerated({ name: user.full_name, password: resetter.data.generatedPassword });
    onClose();
    if (!resetter.data.generatedPassword) onDone(resetter.data.message);
    resetter.reset();
    // Runs for a new answer from the server only; the dialog's own state is read, not watched.
  }, [resetter.state, resetter.data]);

  const failure = resetter.data && !resetter.data.ok && resetter.state === "idle" ? resetter.data : undefined;
  const errorOf = (name: string) => (errors[name] ? t(errors[name] as never, { ns: "shared" }) : failure?.fieldErrors[name]);

  return (
    <>
      <Modal opened={user !== undefined} onClose={onClose} title={user ? t("adminUsers.resetModal.title", { name: user.full_name }) : ""} centered>
        {user ? (
          <resetter.Form
            method="post"
            noValidate
            onSubmit={(event) => {
              const parsed = resetPasswordInput.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
              if (!parsed.success) {
                event.preventDefault();
                setErrors(fieldErrorsOf(parsed.error));
              } else setErrors({});
            }}
          >
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={user.id} />
            <Stack gap="md">
              <Text>{t("adminUsers.resetModal.body")}</Text>
              {failure && !Object.keys(failure.fieldErrors).length ? (
                <Alert color="red" role="alert">
                  {failure.message}
                </Alert>
              ) : null}
              <PasswordField name="password" label={t("adminUsers.resetModal.password")} autoComplete="new-password" error={errorOf("password")} data-autofocus />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t("adminUsers.resetModal.cancel")}
                </Button>
                <Button type="submit" loading={resetter.state !== "idle"} data-testid="reset-confirm">
                  {t("adminUsers.resetModal.confirm")}
                </Button>
              </Group>
            </Stack>
          </resetter.Form>
        ) : null}
      </Modal>

      <Modal opened={generated !== undefined} onClose={() => setGenerated(undefined)} title={generated ? t("adminUsers.generated.title", { name: generated.name }) : ""} centered>
        {generated ? (
          <Stack gap="md">
            <Text>{t("adminUsers.generated.body")}</Text>
            <Code block fz="lg" data-testid="generated-password">
              {generated.password}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={generated.password}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {t(copied ? "adminUsers.generated.copied" : "adminUsers.generated.copy")}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setGenerated(undefined)}>{t("adminUsers.generated.close")}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
