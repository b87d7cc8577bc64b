import { Alert } from "@mantine/core";
import { useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Confirmation } from "#web/components/Confirmation.tsx";

/** What the fund pages' actions answer. */
export type FundsActionResult = { ok: boolean; message: string; fieldErrors: Record<string, string> };

export interface PendingAction {
  title: string;
  body: string;
  confirm: string;
  colour?: string;
  /** What cannot be undone once confirmed. */
  irreversible?: string;
  /** The form's hidden fields (intent, id, …). */
  fields: Record<string, string | number>;
  /** Fields the person fills in (e.g. a reason for a cancellation). */
  extra?: ReactNode;
  /** Where the form posts; the current page's action when left out. */
  action?: string;
}

/**
 * Asks before an administrative action (approve, cancel, mark paid, delete) through the site's one confirmation
 * dialog, as a form posting the action's fields: on success it closes and hands the API's message to the page, a
 * refusal (409 …) stays in the dialog.
 */
function ConfirmDialog({ pending, onClose, onDone }: { pending: PendingAction | undefined; onClose: () => void; onDone: (message: string) => void }) {
  const fetcher = useFetcher<FundsActionResult>();
  useEffect(() => {
    if (pending) fetcher.reset();
  }, [pending]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      onDone(fetcher.data.message);
      fetcher.reset();
    }
    // Runs for a new answer from the server only.
  }, [fetcher.state, fetcher.data]);
  const failure = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <Confirmation
      opened={pending !== undefined}
      title={pending?.title ?? ""}
      body={pending?.body}
      irreversible={pending?.irreversible}
      confirmLabel={pending?.confirm ?? ""}
      colour={pending?.colour ?? "blue"}
      busy={fetcher.state !== "idle"}
      onCancel={onClose}
      form={(content) => (
        <fetcher.Form method="post" {...(pending?.action ? { action: pending.action } : {})}>
          {Object.entries(pending?.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {content}
        </fetcher.Form>
      )}
    >
      {pending?.extra}
      {failure ? (
        <Alert color="red" role="alert" data-testid="confirm-error">
          {failure.message}
        </Alert>
      ) : null}
    </Confirmation>
  );
}

/** The page-level outcome of the last action. */
function Outcome({ message, testId }: { message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <Alert color="teal" role="status" data-testid={testId}>
      {message}
    </Alert>
  );
}

/** A page's confirmation dialog, and the outcome of the last action it (or `done`) reported. */
export function useConfirm(outcomeTestId: string) {
  const [pending, setPending] = useState<PendingAction>();
  const [outcome, setOutcome] = useState<string>();
  const done = (message: string) => {
    setPending(undefined);
    setOutcome(message);
  };
  return {
    ask: setPending,
    done,
    outcome: <Outcome message={outcome} testId={outcomeTestId} />,
    dialog: <ConfirmDialog pending={pending} onClose={() => setPending(undefined)} onDone={done} />,
  };
}
