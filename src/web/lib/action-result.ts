import type { ErrorBody } from "#contracts/envelope.ts";
import { serverFieldErrors } from "./forms.ts";

/** What a form action answers: the API's message, and its messages per field. */
export type ActionResult = { ok: boolean; message: string; fieldErrors: Record<string, string> };

export function actionResult(result: { ok: true; message?: string } | { ok: false; error: ErrorBody }): ActionResult {
  if (result.ok) return { ok: true, message: result.message ?? "", fieldErrors: {} };
  return { ok: false, message: result.error.message, fieldErrors: serverFieldErrors(result.error) };
}
