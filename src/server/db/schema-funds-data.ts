import type { Generated } from "kysely";
import type { Timestamp } from "./schema.ts";

/** Funds II tables (migration 0023, docs/funds-data.md). Decimals are exact text; days are "YYYY-MM-DD". */

export interface ChisoTable {
  id: Generated<number>;
  date_create: string;
  /** VN-Index close. */
  giatri1: string;
  /** VN30-Index close. */
  giatri2: string | null;
  /** HNX-Index close. */
  giatri3: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface XuatxuTable {
  id: Generated<number>;
  taisan: string;
  khoiluong: string;
  giadvdt: string;
  date: string;
  /** Fund: 0 TSTT, 1 TSBV. */
  type: number;
  sort: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceOverviewsTable {
  loai: number;
  title_vi: string;
  title_en: string;
  body_vi: string;
  body_en: string;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface InveslistTable {
  id: Generated<number>;
  /** Fund: 0 TSTT, 1 TSBV. */
  loai: number;
  /** Asset class, `investmentCategories` in src/contracts/funds-data.ts. */
  cate_id: number;
  title_vi: string;
  title_en: string;
  /** Percent of NAV, exact text with at most 2 decimals. */
  weight: string;
  sort: number;
  /** 1 shown, 0 hidden. */
  status: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Fund reports (migration 0032): the PDF lives in private storage under `file_id`. */
export interface FundReportsTable {
  id: Generated<number>;
  /** Category, `reportCategories` in src/contracts/funds-reports.ts (the spec's catID). */
  cat_id: number;
  /** Fund: 0 TSTT, 1 TSBV. */
  loai: number;
  title_vi: string;
  title_en: string;
  /** "YYYY-MM-DD". */
  date: string;
  /** 1 published, 0 draft. */
  status: number;
  file_id: string;
  bytes: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}
