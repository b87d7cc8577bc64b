import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorBody } from "#contracts/envelope.ts";
import type { z } from "#contracts/zod.ts";

export type FieldErrors = Record<string, string>;

/** First message per field from a zod failure; messages are keys of the shared catalogue. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The API's field messages (already in the page's language), by field name. */
export function serverFieldErrors(error: ErrorBody): FieldErrors {
  return Object.fromEntries((error.details ?? []).map((detail) => [detail.path, detail.message]));
}

/** Moves the focus to the first field, in the order the form shows them, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, unknown>): void {
  const first = Array.from(form?.elements ?? []).find((element) => "name" in element && typeof element.name === "string" && element.name in errors);
  (first as HTMLElement | undefined)?.focus();
}

/**
 * Checks a form with its shared zod schema before it is sent: on failure nothing is sent, the messages show
 * under the fields in the page's language and the first wrong field gets the focus. Server messages show
 * for fields the browser found nothing wrong with.
 */
export function useSchemaCheck(schema: z.ZodType, serverErrors: FieldErrors = {}) {
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
    focusFirstInvalid(event.currentTarget, errors);
  };
  const errorOf = (name: string): string | undefined => (clientErrors[name] ? t(clientErrors[name] as never, { ns: "shared" }) : serverErrors[name]);
  return { onSubmit, errorOf };
}
