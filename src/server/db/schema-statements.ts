import type { Generated } from "kysely";
import type { Timestamp } from "./schema.ts";

/** Tables of bank statements (migration 0051; docs/funds.md, "Bank statements"). */
export interface FundStatementImportsTable {
  id: Generated<number>;
  /** The format's id (statement-formats/*.json). */
  format: string;
  file_name: string;
  file_sha256: string;
  /** Credit lines in the file, and debit lines (not stored). */
  credits: number;
  debits: number;
  /** Of the credit lines new to the platform: matched at once, left to decide; and those already known. */
  matched: number;
  to_decide: number;
  known: number;
  created_by: number;
  created_at: Timestamp;
}

type StatementLineStatus = "matched" | "to_decide" | "refund" | "refunded" | "ignored";

export interface FundStatementLinesTable {
  id: Generated<number>;
  import_id: number;
  /** "sha256:" and the hash of the bank's transaction id or of the normalised line (statement-matching.ts). */
  line_key: string;
  transaction_id: string | null;
  /** YYYY-MM-DD, the bank's date. */
  booked_on: string;
  /** Whole VND received. */
  amount: number | string;
  description: string;
  account: string | null;
  /** JSON [{loai, id}]. */
  refs: string;
  outcome: string;
  status: StatementLineStatus;
  order_id: number | null;
  reason: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  refunded_by: number | null;
  refunded_at: Timestamp | null;
  created_at: Timestamp;
}
