import type { Readable } from "node:stream";
import { STATEMENT_MAX_BYTES, statementFields } from "#contracts/fund-statements.ts";
import {
  getFundsStatements,
  getFundsStatementsFormats,
  getFundsStatementsLines,
  postFundsStatements,
  postFundsStatementsLinesIdDecision,
  postFundsStatementsLinesIdRefunded,
  postFundsStatementsLinesIdReopen,
  postFundsStatementsLinesIdUndo,
  STATEMENT_UPLOAD_MAX_BYTES,
} from "#contracts/fund-statements.operations.ts";
import type { ApiRouter, AppContext } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { readUpload } from "#server/http/multipart.ts";
import { formatViews } from "./statement-formats.ts";
import { decideLine, importStatement, markRefunded, reopenLine, undoMatch } from "./statements.service.ts";
import { findLine, linesWithStatus } from "./statements.repo.ts";
import { importViews, lineViews } from "./statements.views.ts";

/** The file in memory (2 MB at most, counted while it arrives): the worker reads it whole. */
async function collect(stream: Readable, fileName: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > STATEMENT_MAX_BYTES)
      throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "errors.fileTooLarge", vars: { mb: STATEMENT_MAX_BYTES / 1024 / 1024 } });
    chunks.push(chunk);
  }
  return { fileName, bytes: Buffer.concat(chunks) };
}

const uploadOf = async (c: AppContext) => {
  const upload = await readUpload(c, {
    fileField: "file",
    fields: statementFields,
    maxBodyBytes: STATEMENT_UPLOAD_MAX_BYTES,
    onFile: collect,
    discard: async () => undefined,
  });
  if (!upload.file || upload.file.bytes.byteLength === 0)
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "file", messageKey: "validation.required.file" }] });
  return { format: upload.fields.format, fileName: upload.file.fileName || "statement", bytes: upload.file.bytes };
};

const lineAnswer = async (c: AppContext, id: number) => (await lineViews(c.var.deps.db, [(await findLine(c.var.deps.db, id))!]))[0]!;

/** Bank statements of the funds' account (docs/funds.md, "Bank statements"): import, decide, undo, refund. */
export function statementRoutes(api: ApiRouter) {
  api.handle(getFundsStatementsFormats, async ({ c }) => ({ data: formatViews(c.var.locale) }));
  api.handle(postFundsStatements, async ({ user, c }) => ({
    data: await importStatement(c.var.deps, user.id, await uploadOf(c), c.var.locale),
    messageKey: "statements.imported",
  }));
  api.handle(getFundsStatements, async ({ c }) => ({ data: await importViews(c.var.deps.db) }));
  api.handle(getFundsStatementsLines, async ({ query, c }) => ({ data: await lineViews(c.var.deps.db, await linesWithStatus(c.var.deps.db, query.status)) }));
  api.handle(postFundsStatementsLinesIdDecision, async ({ params, body, user, c }) => {
    await decideLine(c.var.deps, user.id, params.id, body);
    return { data: await lineAnswer(c, params.id), messageKey: "statements.decided" };
  });
  api.handle(postFundsStatementsLinesIdUndo, async ({ params, user, c }) => {
    await undoMatch(c.var.deps, user.id, params.id);
    return { data: await lineAnswer(c, params.id), messageKey: "statements.undone" };
  });
  api.handle(postFundsStatementsLinesIdRefunded, async ({ params, user, c }) => {
    await markRefunded(c.var.deps, user.id, params.id);
    return { data: await lineAnswer(c, params.id), messageKey: "statements.refundedDone" };
  });
  api.handle(postFundsStatementsLinesIdReopen, async ({ params, user, c }) => {
    await reopenLine(c.var.deps, user.id, params.id);
    return { data: await lineAnswer(c, params.id), messageKey: "statements.reopened" };
  });
}
