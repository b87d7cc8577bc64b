import type { Generated } from "kysely";
import type { Timestamp } from "./schema.ts";

/** Tables of the referral programme (migration 0034, docs/referrals.md). Bigint columns come back as text on PostgreSQL. */
type BigInt = number | string;

export interface ReferralCodesTable {
  user_id: number;
  code: string;
  created_at: Timestamp;
}

/** Written once at registration; triggers refuse UPDATE and DELETE, a check refuses self-referral. */
export interface ReferralsTable {
  /** The referred account. */
  user_id: number;
  referrer_id: number;
  /** The code the account registered with. */
  code: string;
  created_at: Timestamp;
}

type CommissionKind = "accrual" | "reversal";

/** Append-only (triggers refuse UPDATE and DELETE); one row of each kind per order at most. */
export interface ReferralCommissionsTable {
  id: Generated<number>;
  referrer_id: number;
  /** The referred investor whose order it is. */
  user_id: number;
  order_id: number;
  kind: CommissionKind;
  base_vnd: BigInt;
  bps: number;
  /** Signed whole đồng. */
  amount: BigInt;
  reason: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface ReferralSettingsTable {
  id: number;
  commission_bps: number;
  updated_by: number | null;
  updated_at: Timestamp;
}
