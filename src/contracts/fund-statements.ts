import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/**
 * Bank statements (docs/funds.md, "Bank statements"): an administrator imports the fund account's statement, each
 * credit line is matched to a buy awaiting payment by its reference and exact amount, and the rest wait for a
 * decision. Amounts are whole VND (JSON integers).
 */

/** The largest statement file accepted: a month of a busy account's CSV is well under 1 MB. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export const statementFormatView = z.object({ id: z.string(), name: z.string() });

/** The text field of the multipart form of `POST /funds/statements`. */
export const statementFields = ["format"] as const;
export const statementUploadForm = z.object({
  format: z.string().describe("The id of a format of GET /funds/statements/formats (e.g. generic, vietcombank, techcombank)."),
  file: z.string().describe("The statement: CSV (UTF-8) or xlsx, at most 2 MB.").meta({ format: "binary" }),
});

export const statementImport = z.object({
  id: z.number().int(),
  format: z.string(),
  file_name: z.string(),
  credits: z.number().int(),
  debits: z.number().int(),
  matched: z.number().int(),
  to_decide: z.number().int(),
  known: z.number().int(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), full_name: z.string().nullable() }),
});
export type StatementImportView = z.infer<typeof statementImport>;

export const candidateOrder = z.object({
  id: z.number().int(),
  reference: z.string(),
  loai: z.number().int(),
  giatri: z.number().int().nullable(),
  tinhtrang: z.number().int(),
  date_create: z.string(),
  investor: z.object({ id: z.number().int(), full_name: z.string().nullable() }),
});
export type CandidateOrder = z.infer<typeof candidateOrder>;

export const lineOutcomes = ["exact", "amount_differs", "unknown_reference", "duplicate_payment", "several_orders"] as const;
export const lineStatuses = ["matched", "to_decide", "refund", "refunded", "ignored"] as const;
export type LineStatus = (typeof lineStatuses)[number];

export const statementLine = z.object({
  id: z.number().int(),
  import_id: z.number().int(),
  transaction_id: z.string().nullable(),
  booked_on: z.string(),
  amount: z.number().int(),
  description: z.string(),
  outcome: z.enum(lineOutcomes),
  status: z.enum(lineStatuses),
  order: candidateOrder.nullable(),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Orders the administrator may match it to: those its references name, then buys awaiting this exact amount. */
  candidates: z.array(candidateOrder),
});
export type StatementLineView = z.infer<typeof statementLine>;

export const statementImported = z.object({
  import: statementImport,
  /** The lines this file brought that need a decision (the file's other new lines were matched). */
  to_decide: z.array(statementLine),
});
export type StatementImported = z.infer<typeof statementImported>;

/** `GET /funds/statements/lines?status=`: to_decide (default), refund (to refund and refunded), matched, ignored. */
export const statementLinesQuery = z.object({ status: z.enum(["to_decide", "refund", "matched", "ignored"], "validation.invalidValue").default("to_decide") });

const reason = personText("statements.validation.reason").min(3, "statements.validation.reason").max(500, "validation.textTooLong");
/** `POST /funds/statements/lines/{id}/decision`. */
export const lineDecision = z.discriminatedUnion(
  "decision",
  [
    z.object({
      decision: z.literal("match"),
      order_id: z.coerce
        .number("statements.validation.order")
        .int("statements.validation.order")
        .positive("statements.validation.order")
        .max(2_147_483_647, "statements.validation.order"),
    }),
    z.object({ decision: z.literal("refund"), reason: reason.optional() }),
    z.object({ decision: z.literal("ignore"), reason }),
  ],
  "statements.validation.decision",
);
export type LineDecision = z.infer<typeof lineDecision>;
