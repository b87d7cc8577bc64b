import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { resetPasswordInput, type AdminUser } from "#contracts/users.ts";
import { PasswordField } from "#web/components/PasswordField.tsx";
import { useSchemaCheck } from "#web/lib/forms.ts";
import type { UserActionResult } from "./actions.ts";

/** The form for one account; it is mounted per account, so a new one starts without the previous one's messages. */
function ResetForm({ user, resetter, onClose }: { user: AdminUser; resetter: FetcherWithComponents<UserActionResult>; onClose: () => void }) {
  const { t } = useTranslation();
  const failure = resetter.data && !resetter.data.ok && resetter.state === "idle" ? resetter.data : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(resetPasswordInput, failure?.fieldErrors);
  return (
    <resetter.Form method="post" noValidate onSubmit={onSubmit}>
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
  );
}

/**
 * Sets a new password for an account: the one typed, or (left empty) one the server generates, shown once in a
 * second dialog with a copy button. Other outcomes close the dialog and hand the server's message to the list.
 */
export function ResetPasswordDialog({ user, onClose, onDone }: { user: AdminUser | undefined; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const resetter = useFetcher<UserActionResult>();
  const [generated, setGenerated] = useState<{ name: string; password: string }>();

  // A new target starts clean: no message left from the previous one.
  useEffect(() => {
    if (user) resetter.reset();
  }, [user]);
  useEffect(() => {
    if (resetter.state !== "idle" || !resetter.data?.ok) return;
    if (resetter.data.generatedPassword && user) setGenerated({ name: user.full_name, password: resetter.data.generatedPassword });
    onClose();
    if (!resetter.data.generatedPassword) onDone(resetter.data.message);
    resetter.reset();
    // Runs for a new answer from the server only; the dialog's own state is read, not watched.
  }, [resetter.state, resetter.data]);

  return (
    <>
      <Modal opened={user !== undefined} onClose={onClose} title={user ? t("adminUsers.resetModal.title", { name: user.full_name }) : ""} centered>
        {user ? <ResetForm key={user.id} user={user} resetter={resetter} onClose={onClose} /> : null}
      </Modal>

      <Modal
        opened={generated !== undefined}
        onClose={() => setGenerated(undefined)}
        title={generated ? t("adminUsers.generated.title", { name: generated.name }) : ""}
        centered
      >
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
