import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { AdminUser } from "#contracts/users.ts";
import type { UserActionResult } from "./actions.ts";

/** Asks before deleting an account; on success closes and hands the server's message to the list. */
export function DeleteUserDialog({ user, onClose, onDone }: { user: AdminUser | undefined; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const deleter = useFetcher<UserActionResult>();
  // A new target starts clean: no message left from the previous one.
  useEffect(() => {
    if (user) deleter.reset();
  }, [user]);
  useEffect(() => {
    if (deleter.state === "idle" && deleter.data?.ok) {
      onDone(deleter.data.message);
      deleter.reset();
    }
    // Runs for a new answer from the server only.
  }, [deleter.state, deleter.data]);
  const failure = deleter.data && !deleter.data.ok && deleter.state === "idle" ? deleter.data : undefined;
  return (
    <Modal opened={user !== undefined} onClose={onClose} title={t("adminUsers.deleteModal.title")} centered>
      {user ? (
        <deleter.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={user.id} />
          <Stack gap="md">
            <Text>{t("adminUsers.deleteModal.body", { name: user.full_name, email: user.email })}</Text>
            {failure ? (
              <Alert color="red" role="alert" data-testid="delete-error">
                {failure.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("adminUsers.deleteModal.cancel")}
              </Button>
              <Button type="submit" color="red" loading={deleter.state !== "idle"} data-testid="delete-confirm">
                {t("adminUsers.deleteModal.confirm")}
              </Button>
            </Group>
          </Stack>
        </deleter.Form>
      ) : null}
    </Modal>
  );
}
