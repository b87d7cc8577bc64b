import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorBody } from "#contracts/envelope.ts";
import type { Locale } from "#contracts/locale.ts";
import { issueVars, localVars } from "#contracts/issue-vars.ts";
import type { z } from "#contracts/zod.ts";
import { readForm } from "./form-input.ts";

export type FieldErrors = Record<string, string>;

/** First message per field from a zod failure, by dotted path ("limits.title_max"), in the page's language. */
function fieldErrorsOf(error: z.ZodError, translate: (key: string, vars: Record<string, number>) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".");
    errors[field] ??= translate(issue.message, issueVars(issue).vars ?? {});
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

/** The fields as they were typed, to show a refused form again as it was sent. */
export const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].filter(([, value]) => typeof value === "string").map(([name, value]) => [name, value as string]));

/**
 * What an action answers once the API has had a form: the API's message in the page's language and, when it refused,
 * its messages per field and what was typed, so the page shows the form again as sent with each message under its field.
 */
export function formAnswer(result: { ok: true; message?: string } | { ok: false; error: ErrorBody }, form: FormData) {
  return result.ok
    ? { ok: true as const, message: result.message ?? "", fieldErrors: {} as FieldErrors, values: {} as Record<string, string> }
    : { ok: false as const, message: result.error.message, fieldErrors: serverFieldErrors(result.error), values: typedValues(form) };
}
export type FormAnswer = ReturnType<typeof formAnswer>;

/** Moves the focus to the first field, in the order the form shows them, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, unknown>): void {
  const paths = Object.keys(errors);
  // A field that posts through a hidden input (components/DateField.tsx) names itself in `data-field`.
  const nameOf = (element: Element) =>
    element instanceof HTMLInputElement && element.type === "hidden" ? "" : (element as HTMLInputElement).name || (element as HTMLElement).dataset.field || "";
  const first = Array.from(form?.elements ?? []).find((element) => {
    const name = nameOf(element);
    return name !== "" && paths.some((path) => path === name || path.startsWith(`${name}.`));
  });
  (first as HTMLElement | undefined)?.focus();
}

/**
 * A form's schema, or a function that loads it (a dynamic import). Public pages pass the function: their schemas
 * and zod load right after the page has come alive instead of before (docs/performance.md, "Bundles").
 */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/**
 * Checks a form with its shared zod schema before it is sent: on failure nothing is sent, the messages show
 * under the fields in the page's language and the first wrong field gets the focus. Server messages show
 * for fields the browser found nothing wrong with. The form is read as its action reads it (`readForm`, with the
 * same schema), so the browser checks exactly the body the action will send. A schema that is still loading when the
 * form is sent is waited for, then the form is sent again; one that cannot load (offline) leaves the check
 * to the server.
 */
export function useSchemaCheck(source: SchemaSource, serverErrors: FieldErrors = {}, toInput?: (form: FormData) => unknown) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  // A message that is not a catalogue key still reads as the catalogue's "not valid", never as library text.
  const translate = (key: string, vars: Record<string, number>) =>
    t(key as never, { ns: "shared", ...localVars(vars, locale), defaultValue: t("validation.invalidValue", { ns: "shared" }) });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const loaded = useRef<z.ZodType | null | undefined>(undefined);
  const load = typeof source === "function" ? source : undefined;
  const loading = useRef<Promise<z.ZodType | null>>(undefined);
  const loadOnce = (from: () => Promise<z.ZodType>) =>
    (loading.current ??= from().then(
      (schema) => (loaded.current = schema),
      () => (loaded.current = null),
    ));
  // Once, after the page came alive: the loader is the same import on every render.
  useEffect(() => {
    if (load) void loadOnce(load);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const schema = load ? loaded.current : (source as z.ZodType);
    if (schema === null) return;
    const form = event.currentTarget;
    if (schema === undefined) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadOnce(load!).then(() => form.requestSubmit(submitter));
      return;
    }
    const data = new FormData(form);
    const parsed = schema.safeParse(toInput ? toInput(data) : readForm(data, schema));
    if (parsed.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf(parsed.error, translate);
    setClientErrors(errors);
    focusFirstInvalid(form, errors);
  };
  const errorOf = (name: string): string | undefined => messageFor(clientErrors, name) ?? messageFor(serverErrors, name);
  return { onSubmit, errorOf };
}
