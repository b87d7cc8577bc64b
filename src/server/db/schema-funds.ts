import type { Generated } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import type { Timestamp } from "./schema.ts";

/**
 * Tables of the fund area (migrations 0020-0022, docs/funds.md). Money columns are bigint: PostgreSQL hands them
 * back as text, SQLite as numbers; the funds repos read them through `Number()` (every value is a safe integer).
 */
type BigInt = number | string;

/** NAV records (the spec's `hieuqua`). */
export interface HieuquaTable {
  id: Generated<number>;
  /** 0 TSTT, 1 TSBV. */
  loai: number;
  /** YYYY-MM-DD, the NAV's date. */
  date_create: string;
  /** NAV per unit, hundredths of a đồng. */
  giatri1: BigInt;
  /** Total net asset value, whole đồng. */
  giatri2: BigInt | null;
  /** VN-Index close, hundredths of a point. */
  giatri3: BigInt | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type BackdateState = "awaiting" | "approved" | "refused";

export interface FundOrdersTable {
  id: Generated<number>;
  user_id: number;
  loai: number;
  type: "buy" | "sell";
  /** docs/glossary.md: 0 unconfirmed, 1 pending, 2 approved, 3 priced, 4 paid, 5 cancelled. */
  tinhtrang: number;
  /** Buy: amount paid (VND). Sell: net proceeds once priced. */
  giatri: BigInt | null;
  fee: BigInt | null;
  fee_bps: number | null;
  /** Buy: VND that bought no unit. */
  remainder: BigInt | null;
  /** NAV per unit dealt at, hundredths of a đồng. */
  price: BigInt | null;
  /** Buy: units allocated, hundredths. */
  model: BigInt | null;
  /** Sell: units sold, hundredths. */
  soluongban: BigInt | null;
  /** Sell: the purchase lot. */
  order_id: number | null;
  nav_id: number | null;
  /** When the investor placed it (online: the server's time; a paper order: when its instruction was received). */
  date_create: Timestamp;
  /** When the server recorded it: it is priced only at a NAV published after this. */
  recorded_at: Timestamp;
  /** A back-dated paper order: why, and the second administrator's decision (awaiting, approved, refused). */
  backdate_reason: string | null;
  backdate_state: BackdateState | null;
  backdate_decided_by: number | null;
  backdate_decided_at: Timestamp | null;
  trade_date: string;
  dealing_date: string;
  source: "web" | "offline";
  locale: Locale;
  idempotency_key: string | null;
  request_hash: string | null;
  created_by: number | null;
  approved_at: Timestamp | null;
  approved_by: number | null;
  priced_at: Timestamp | null;
  paid_at: Timestamp | null;
  paid_by: number | null;
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  updated_at: Timestamp;
}

export type LedgerAccount = "available" | "reserved";
type LedgerKind = "allocation" | "reservation" | "release" | "sale" | "correction";

/** Append-only (triggers refuse UPDATE and DELETE). */
export interface FundUnitLedgerTable {
  id: Generated<number>;
  user_id: number;
  loai: number;
  lot_id: number;
  order_id: number;
  account: LedgerAccount;
  kind: LedgerKind;
  /** Signed hundredths of a unit. */
  units: BigInt;
  created_by: number | null;
  created_at: Timestamp;
}

export interface FundSettingsTable {
  id: number;
  buy_fee_bps: number;
  /** JSON: [{ min_days, bps }], ascending from day 0. */
  sell_fee_schedule: string;
  cutoff_minutes: number;
  min_buy_vnd: BigInt;
  /** The NAPAS BIN of the bank investors pay into (src/domain/vietnam-banks.ts); empty: not chosen, sales stop. */
  bank_bin: string;
  /** The bank name typed before the list existed that migration 0049 matched to no bank; empty once one is chosen. */
  bank_unmatched: string;
  bank_account: string;
  bank_holder: string;
  bank_branch: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** A weekday the market is closed (migration 0030). */
export interface FundHolidaysTable {
  /** YYYY-MM-DD, Vietnam. */
  date: string;
  name: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface FundSellCodesTable {
  order_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts_left: number;
  created_at: Timestamp;
}
