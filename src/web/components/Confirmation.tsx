import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ConfirmRequest {
  title: string;
  /** What the action does, in a sentence. */
  body: ReactNode;
  /** What cannot be undone once confirmed, said before the person confirms. */
  irreversible?: string;
  confirmLabel: string;
  colour?: string;
  /** Runs when the person confirms; left out when `form` wraps the dialog and its submit button confirms. */
  onConfirm?: () => void;
}

export interface ConfirmationProps extends ConfirmRequest {
  opened: boolean;
  onCancel: () => void;
  busy?: boolean;
  /** Wraps the dialog's content (e.g. in a form whose hidden fields the confirm button submits). */
  form?: (content: ReactNode) => ReactNode;
  /** Fields or messages between the text and the buttons (a reason to give, the API's refusal). */
  children?: ReactNode;
  confirmTestId?: string;
}

/**
 * The one confirmation dialog of the site: asks before an action, says what cannot be undone, and gives the safe
 * answer the focus first. Escape and the close button cancel; focus stays inside while it is open and goes back to
 * the button that opened it (Mantine's modal).
 */
export function Confirmation({
  opened,
  title,
  body,
  irreversible,
  confirmLabel,
  colour,
  onConfirm,
  onCancel,
  busy,
  form,
  children,
  confirmTestId = "confirm-submit",
}: ConfirmationProps) {
  const { t } = useTranslation();
  const content = (
    <Stack gap="md">
      {typeof body === "string" ? <Text>{body}</Text> : body}
      {irreversible ? (
        <Alert color="red" variant="light" title={t("confirmation.cannotUndo")} data-testid="confirm-irreversible">
          {irreversible}
        </Alert>
      ) : null}
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus data-testid="confirm-cancel">
          {t("confirmation.cancel")}
        </Button>
        <Button type={onConfirm ? "button" : "submit"} color={colour} loading={busy} onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ "aria-label": t("confirmation.cancel") }}>
      {opened ? (form ? form(content) : content) : null}
    </Modal>
  );
}

/**
 * A page's way to ask: `ask({ title, body, irreversible, confirmLabel, onConfirm })` opens the dialog; confirming
 * closes it and runs `onConfirm`. `beforeSubmit(request, submit)` is a form's submit handler that asks first (after
 * the browser's own checks of required fields), then submits the same form with `submit` (useSubmit's or a fetcher's).
 */
export function useConfirmation(confirmTestId?: string) {
  const [request, setRequest] = useState<ConfirmRequest>();
  const close = () => setRequest(undefined);
  const dialog = (
    <Confirmation
      opened={request !== undefined}
      title={request?.title ?? ""}
      body={request?.body}
      irreversible={request?.irreversible}
      confirmLabel={request?.confirmLabel ?? ""}
      colour={request?.colour}
      onCancel={close}
      onConfirm={() => {
        close();
        request?.onConfirm?.();
      }}
      confirmTestId={confirmTestId}
    />
  );
  const beforeSubmit = (asked: Omit<ConfirmRequest, "onConfirm">, submit: (form: HTMLFormElement) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setRequest({ ...asked, onConfirm: () => void submit(form) });
  };
  return { ask: setRequest, beforeSubmit, dialog };
}
