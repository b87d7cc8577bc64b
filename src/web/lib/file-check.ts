import type { FormEvent } from "react";

/** What the browser can say of a chosen file before sending it; each maps to a message of the form's own. */
export interface FileMessages {
  /** Given when the form needs a file: no file chosen. */
  missing?: string;
  tooLarge: string;
  /** Given with `types`: a file of another media type. */
  wrongType?: string;
}

/**
 * An upload form's `onSubmit` check of its file input, before any byte is sent: answers the message of the first
 * problem (and stops the submission), or undefined. The API checks the same again; this only spares the wait for a
 * large upload that would be refused.
 */
export function refuseBadFile(
  event: Pick<FormEvent<HTMLFormElement>, "currentTarget" | "preventDefault">,
  rules: { maxBytes: number; types?: readonly string[] },
  messages: FileMessages,
): string | undefined {
  const file = event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.files?.[0];
  const problem = !file
    ? messages.missing
    : file.size > rules.maxBytes
      ? messages.tooLarge
      : rules.types && !rules.types.includes(file.type)
        ? messages.wrongType
        : undefined;
  if (problem) event.preventDefault();
  return problem;
}
