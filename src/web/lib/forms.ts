import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorBody } from "#contracts/envelope.ts";
import type { z } from "#contracts/zod.ts";

export type FieldErrors = Record<string, string>;

/** First message per field from a zod failure, by dotted path ("limits.title_max"); messages are keys of the shared catalogue. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The message of a field, or of a part of it ("lucky_draw.weekly_prizes" shows a message about "lucky_draw.weekly_prizes.3"). */
function messageFor(errors: FieldErrors, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1];
}

/** The API's field messages (already in the page's language), by field name. */
export function serverFieldErrors(error: ErrorBody): FieldErrors {
  return Object.fromEntries((error.details ?? []).map((detail) => [detail.path, detail.message]));
}

/** Moves the focus to the first field, in the order the form shows them, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, unknown>): void {
  const paths = Object.keys(errors);
  const first = Array.from(form?.elements ?? []).find(
    (element) => "name" in element && typeof element.name === "string" && element.name !== "" && paths.some((path) => path === element.name || path.startsWith(`${element.name as string}.`)),
  );
  (first as HTMLElement | undefined)?.focus();
}

/**
 * Checks a form with its shared zod schema before it is sent: on failure nothing is sent, the messages show
 * under the fields in the page's language and the first wrong field gets the focus. Server messages show
 * for fields the browser found nothing wrong with. `toInput` turns the form's fields into what the schema
 * reads, for forms whose fields are not the request body one to one.
 */
export function useSchemaCheck(schema: z.ZodType, serverErrors: FieldErrors = {}, toInput: (form: FormData) => unknown = (form) => Object.fromEntries(form)) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(toInput(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf(parsed.error);
    setClientErrors(errors);
    focusFirstInvalid(event.currentTarget, errors);
  };
  const errorOf = (name: string): string | undefined => {
    const client = messageFor(clientErrors, name);
    // A message that is not a catalogue key still reads as the catalogue's "not valid", never as library text.
    return client ? t(client as never, { ns: "shared", defaultValue: t("validation.invalidValue", { ns: "shared" }) }) : messageFor(serverErrors, name);
  };
  return { onSubmit, errorOf };
}
