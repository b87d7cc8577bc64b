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
