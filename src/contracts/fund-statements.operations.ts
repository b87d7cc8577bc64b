import { successBody } from "./envelope.ts";
import {
  lineDecision,
  STATEMENT_MAX_BYTES,
  statementFormatView,
  statementImport,
  statementImported,
  statementLine,
  statementLinesQuery,
  statementUploadForm,
} from "./fund-statements.ts";
import { defineOperation, MULTIPART_OVERHEAD_BYTES } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { z } from "./zod.ts";

// Bank statements of the funds' account (docs/funds.md, "Bank statements"): import, decide, undo, refund.

const common = { tag: "Funds: bank statements", access: ["administrator"] } as const;

/** The upload's whole body: the file and the multipart framing around it. */
export const STATEMENT_UPLOAD_MAX_BYTES = STATEMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export const getFundsStatementsFormats = defineOperation({
  ...common,
  method: "get",
  paths: ["/funds/statements/formats"],
  summary: "The statement formats an import may name (one per bank export; data files, docs/funds.md), in the caller's language; the generic CSV first.",
  response: successBody(z.array(statementFormatView)),
});

export const postFundsStatements = defineOperation({
  ...common,
  method: "post",
  paths: ["/funds/statements"],
  summary:
    "Import a statement: multipart form with format (an id of /funds/statements/formats) and file (CSV or xlsx, at most 2 MB). Each credit line not imported before (by the bank's transaction id, else a hash of the line) is matched by its order reference and exact amount: an exact match approves the buy as ctrl 2 does (audited; undo while unpriced); any other line waits for a decision. The same file again adds nothing (`known`). A file that does not read (not CSV/xlsx, columns missing, a date or amount unreadable) is 422 and changes nothing.",
  multipart: { schema: statementUploadForm, maxBytes: STATEMENT_UPLOAD_MAX_BYTES },
  response: successBody(statementImported),
  status: 201,
  errors: ["PAYLOAD_TOO_LARGE", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const getFundsStatements = defineOperation({
  ...common,
  method: "get",
  paths: ["/funds/statements"],
  summary: "The latest 50 imports, newest first, with their counts.",
  response: successBody(z.array(statementImport)),
});

export const getFundsStatementsLines = defineOperation({
  ...common,
  method: "get",
  paths: ["/funds/statements/lines"],
  summary:
    "Statement lines by status, oldest first (500 at most): to_decide (default; each with its candidate orders), refund (the refund list: to refund and refunded), matched, ignored.",
  query: statementLinesQuery,
  response: successBody(z.array(statementLine)),
});

export const postFundsStatementsLinesIdDecision = defineOperation({
  ...common,
  method: "post",
  paths: ["/funds/statements/lines/:id/decision"],
  summary:
    "Decide a line waiting for one: match (order_id: a buy awaiting payment of exactly this amount; approved as by ctrl 2), refund (onto the refund list, optional reason) or ignore (reason required). A line decided already is 409. Audited.",
  params: idParams,
  body: lineDecision,
  response: successBody(statementLine),
  errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
});

export const postFundsStatementsLinesIdUndo = defineOperation({
  ...common,
  method: "post",
  paths: ["/funds/statements/lines/:id/undo"],
  summary: "Undo a line's match while its order is not priced: the order awaits payment again and the line waits for a decision (409 once priced). Audited.",
  params: idParams,
  response: successBody(statementLine),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const postFundsStatementsLinesIdRefunded = defineOperation({
  ...common,
  method: "post",
  paths: ["/funds/statements/lines/:id/refunded"],
  summary: "Mark a line of the refund list refunded (the transfer back was made outside the platform). Audited.",
  params: idParams,
  response: successBody(statementLine),
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const postFundsStatementsLinesIdReopen = defineOperation({
  ...common,
  method: "post",
  paths: ["/funds/statements/lines/:id/reopen"],
  summary:
    "Reopen a line put on the refund list or ignored: it waits for a decision again, its reason cleared (kept in the audit event). A line refunded already is 409: the money has left the account, and a refund made in error is a new payment to record. A matched line is undone instead. Audited.",
  params: idParams,
  response: successBody(statementLine),
  errors: ["NOT_FOUND", "CONFLICT"],
});
