import { Alert, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FetcherWithComponents } from "react-router";
import { Confirmation } from "./Confirmation.tsx";

type ReasonResult = { ok: boolean; message: string; fieldErrors: Record<string, string> };

export interface ReasonDialogProps<R extends ReasonResult> {
  opened: boolean;
  onClose: () => void;
  /** The fetcher whose form posts the action (`fields` as hidden inputs, and `reason`). */
  fetcher: FetcherWithComponents<R>;
  fields: Record<string, string | number>;
  title: string;
  body: string;
  irreversible?: string;
  confirmLabel: string;
  colour?: string;
  reasonTestId: string;
  confirmTestId: string;
}

/**
 * The confirmation of an action that the API audits with a reason (cancelling a winner, withdrawing a round's
 * confirmation): the reason field, the API's refusal in the page's language, and the form that posts them.
 */
export function ReasonDialog<R extends ReasonResult>({
  opened,
  onClose,
  fetcher,
  fields,
  title,
  body,
  irreversible,
  confirmLabel,
  colour,
  reasonTestId,
  confirmTestId,
}: ReasonDialogProps<R>) {
  const { t } = useTranslation();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <Confirmation
      opened={opened}
      onCancel={onClose}
      title={title}
      body={body}
      irreversible={irreversible}
      confirmLabel={confirmLabel}
      colour={colour}
      busy={fetcher.state !== "idle"}
      confirmTestId={confirmTestId}
      form={(content) => (
        <fetcher.Form method="post" noValidate>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {content}
        </fetcher.Form>
      )}
    >
      <Textarea
        name="reason"
        label={t("results.admin.reason")}
        required
        withAsterisk
        minLength={3}
        maxLength={1000}
        autosize
        error={result?.fieldErrors.reason}
        data-testid={reasonTestId}
      />
      {result && !result.ok && !result.fieldErrors.reason ? (
        <Alert color="red" role="alert">
          {result.message}
        </Alert>
      ) : null}
    </Confirmation>
  );
}
