import { data } from "react-router";
import type { StatementImported } from "#contracts/fund-statements.ts";
import {
  postFundsStatements,
  postFundsStatementsLinesIdDecision,
  postFundsStatementsLinesIdRefunded,
  postFundsStatementsLinesIdReopen,
  postFundsStatementsLinesIdUndo,
} from "#contracts/fund-statements.operations.ts";
import type { apiClient } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { serverFieldErrors } from "#web/lib/forms.ts";
import { fundsResult } from "./admin.server.ts";
import type { FundsActionResult } from "#web/components/ConfirmDialog.tsx";

type Api = ReturnType<typeof apiClient>;
export type StatementUploadResult =
  { ok: true; message: string; imported: StatementImported["import"] } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** The statement upload: the multipart form goes on to the API unread (it limits the size and reads the file). */
export async function uploadStatement(api: Api, request: Request): Promise<StatementUploadResult> {
  const result = await api.call(postFundsStatements, { forward: request });
  if (result.ok) return { ok: true, message: result.message ?? "", imported: result.data.import };
  return { ok: false, message: result.error.message, fieldErrors: serverFieldErrors(result.error) };
}

/**
 * The decisions on a line (match to an order, refund, ignore with a reason: the decision's own fields), undoing a
 * match, marking a refund made, reopening. Every one names the line by `id`.
 */
export async function statementDecision(api: Api, form: FormData): Promise<FundsActionResult> {
  const intent = form.get("intent");
  const params = readForm(form, postFundsStatementsLinesIdDecision.params);
  if (intent === "decision")
    return fundsResult(await api.call(postFundsStatementsLinesIdDecision, { params, body: readForm(form, postFundsStatementsLinesIdDecision.body) }));
  if (intent === "undo") return fundsResult(await api.call(postFundsStatementsLinesIdUndo, { params }));
  if (intent === "refunded") return fundsResult(await api.call(postFundsStatementsLinesIdRefunded, { params }));
  if (intent === "reopen") return fundsResult(await api.call(postFundsStatementsLinesIdReopen, { params }));
  throw data(null, { status: 400 });
}
