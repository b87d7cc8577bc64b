import type { Readable } from "node:stream";
import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { lineDecision, STATEMENT_MAX_BYTES, statementFields, statementFormatView, statementImport, statementImported, statementLine, statementLinesQuery, statementUploadForm } from "#contracts/fund-statements.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter, AppContext } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { MULTIPART_OVERHEAD_BYTES, readUpload } from "#server/http/multipart.ts";
import { formatViews } from "./statement-formats.ts";
import { decideLine, importStatement, markRefunded, undoMatch } from "./statements.service.ts";
import { findLine, linesWithStatus } from "./statements.repo.ts";
import { importViews, lineViews } from "./statements.views.ts";

const administrators = ["administrator"] as const;
const tag = "Funds: bank statements";
const UPLOAD_MAX_BYTES = STATEMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The file in memory (2 MB at most, counted while it arrives): the worker reads it whole. */
async function collect(stream: Readable, fileName: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > STATEMENT_MAX_BYTES) throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "errors.fileTooLarge", vars: { mb: STATEMENT_MAX_BYTES / 1024 / 1024 } });
    chunks.push(chunk);
  }
  return { fileName, bytes: Buffer.concat(chunks) };
}

const uploadOf = async (c: AppContext) => {
  const upload = await readUpload(c, { fileField: "file", fields: statementFields, maxBodyBytes: UPLOAD_MAX_BYTES, onFile: collect, discard: async () => undefined });
  if (!upload.file || upload.file.bytes.byteLength === 0) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "file", messageKey: "validation.required.file" }] });
  return { format: upload.fields.format, fileName: upload.file.fileName || "statement", bytes: upload.file.bytes };
};

const lineAnswer = async (c: AppContext, id: number) => (await lineViews(c.var.deps.db, [(await findLine(c.var.deps.db, id))!]))[0]!;

/** Bank statements of the funds' account (docs/funds.md, "Bank statements"): import, decide, undo, refund. */
export function statementRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/funds/statements/formats"], tag, access: administrators, summary: "The statement formats an import may name (one per bank export; data files, docs/funds.md), in the caller's language; the generic CSV first.", response: successBody(z.array(statementFormatView)) },
    async ({ c }) => ({ data: formatViews(c.var.locale) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/funds/statements"],
      tag,
      access: administrators,
      summary:
        "Import a statement: multipart form with format (an id of /funds/statements/formats) and file (CSV or xlsx, at most 2 MB). Each credit line not imported before (by the bank's transaction id, else a hash of the line) is matched by its order reference and exact amount: an exact match approves the buy as ctrl 2 does (audited; undo while unpriced); any other line waits for a decision. The same file again adds nothing (`known`). A file that does not read (not CSV/xlsx, columns missing, a date or amount unreadable) is 422 and changes nothing.",
      multipart: { schema: statementUploadForm, maxBytes: UPLOAD_MAX_BYTES },
      response: successBody(statementImported),
      status: 201,
      errors: ["PAYLOAD_TOO_LARGE", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ user, c }) => ({ data: await importStatement(c.var.deps, user.id, await uploadOf(c), c.var.locale), messageKey: "statements.imported" }),
  );
  api.route(
    { method: "get", paths: ["/funds/statements"], tag, access: administrators, summary: "The latest 50 imports, newest first, with their counts.", response: successBody(z.array(statementImport)) },
    async ({ c }) => ({ data: await importViews(c.var.deps.db) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/funds/statements/lines"],
      tag,
      access: administrators,
      summary: "Statement lines by status, oldest first (500 at most): to_decide (default; each with its candidate orders), refund (the refund list: to refund and refunded), matched, ignored.",
      query: statementLinesQuery,
      response: successBody(z.array(statementLine)),
    },
    async ({ query, c }) => ({ data: await lineViews(c.var.deps.db, await linesWithStatus(c.var.deps.db, query.status)) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/funds/statements/lines/:id/decision"],
      tag,
      access: administrators,
      summary: "Decide a line waiting for one: match (order_id: a buy awaiting payment of exactly this amount; approved as by ctrl 2), refund (onto the refund list, optional reason) or ignore (reason required). A line decided already is 409. Audited.",
      params: idParams,
      body: lineDecision,
      response: successBody(statementLine),
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, body, user, c }) => {
      await decideLine(c.var.deps, user.id, params.id, body);
      return { data: await lineAnswer(c, params.id), messageKey: "statements.decided" };
    },
  );
  api.route(
    { method: "post", paths: ["/funds/statements/lines/:id/undo"], tag, access: administrators, summary: "Undo a line's match while its order is not priced: the order awaits payment again and the line waits for a decision (409 once priced). Audited.", params: idParams, response: successBody(statementLine), errors: ["NOT_FOUND", "CONFLICT"] },
    async ({ params, user, c }) => {
      await undoMatch(c.var.deps, user.id, params.id);
      return { data: await lineAnswer(c, params.id), messageKey: "statements.undone" };
    },
  );
  api.route(
    { method: "post", paths: ["/funds/statements/lines/:id/refunded"], tag, access: administrators, summary: "Mark a line of the refund list refunded (the transfer back was made outside the platform). Audited.", params: idParams, response: successBody(statementLine), errors: ["NOT_FOUND", "CONFLICT"] },
    async ({ params, user, c }) => {
      await markRefunded(c.var.deps, user.id, params.id);
      return { data: await lineAnswer(c, params.id), messageKey: "statements.refundedDone" };
    },
  );
}
