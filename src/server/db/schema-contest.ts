import type { Generated } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import type { EntryFileRefusal, EntryFileState } from "#contracts/entry.ts";
import type { Timestamp } from "./schema.ts";

/** Tables of the contest: editions, prizes, drafts, entries and their files. */

export interface ContestEditionsTable {
  id: Generated<number>;
  name_vi: string;
  name_en: string | null;
  launch_at: Timestamp;
  submission_opens_at: Timestamp;
  submission_closes_at: Timestamp;
  semi_final_results_at: Timestamp;
  final_results_at: Timestamp;
  choice_question_vi: string;
  choice_question_en: string | null;
  /** JSON: { A: { vi, en }, …, E: { vi, en } } */
  choice_options_json: string;
  correct_option: string;
  essay_question_vi: string;
  essay_question_en: string | null;
  /** JSON: UploadLimits (src/contracts/contest.ts) */
  limits_json: string;
  semi_final_count: number;
  jury_vote_count: number;
  /** A third judge marks an entry when its two essay totals differ by more than this. */
  disagreement_threshold: number;
  /** JSON: LuckyDrawPlan (src/contracts/contest.ts) */
  lucky_draw_json: string;
  demo_shift_days: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContestPrizesTable {
  id: Generated<number>;
  edition_id: number;
  rank: string;
  /** Display order, highest prize first. */
  position: number;
  count: number;
  /** Integer VND; PostgreSQL returns bigint as a string. */
  amount_vnd: number | string;
}

export interface EntryDraftsTable {
  id: Generated<number>;
  user_id: number;
  choice_answer: string | null;
  title: string | null;
  /** 1 once the contestant ticked "I accept the contest rules" (kept so a reload finds it ticked). */
  rules_accepted: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When Send was pressed while a file was being checked (ADR 0030); null otherwise. The entry is sent as of then. */
  send_requested_at: Timestamp | null;
  /** The answers that Send carried (`SendRequest`, JSON), kept until the last check sends them. */
  send_request: string | null;
}

export interface EntriesTable {
  /** The submission sequence number. */
  id: Generated<number>;
  user_id: number;
  edition_id: number;
  /** Anonymous code judges know the entry by in the semi-final; the contestant's own entry code. */
  code: string;
  /** The final round's anonymous code, given at the entry's first final-round assignment (docs/judging.md). */
  final_code: string | null;
  choice_answer: string;
  title: string;
  status: "submitted" | "marked" | "excluded";
  locale: Locale;
  rules_accepted_at: Timestamp;
  submitted_at: Timestamp;
  marked_at: Timestamp | null;
  excluded_at: Timestamp | null;
  excluded_by: number | null;
  exclusion_reason: string | null;
  /** When the contestant declared they are neither organising-committee staff nor a relative of staff (migration 0046). */
  not_staff_declared_at: Timestamp | null;
  /** Folded search fields (see db/search-text.ts); written with every change of them. */
  search_text: Generated<string>;
  /** JSON array of judge ids the contestant declared a conflict of interest with. */
  conflict_judge_ids_json: Generated<string>;
  /** 1 when the contestant consented to their name being published with the results (migration 0019). */
  publish_name: Generated<number>;
}

export interface EntryFilesTable {
  id: Generated<number>;
  user_id: number;
  entry_id: number | null;
  kind: "essay" | "image" | "video";
  /** uploading → checking (every byte stored, its job queued) → ready, or refused (bytes deleted): ADR 0029. */
  state: EntryFileState;
  /** Why a refused file was refused (its message is `entry.<refusal>`); null otherwise. */
  refusal: EntryFileRefusal | null;
  /** The tus upload's id (also its URL's last segment). */
  upload_id: string;
  /** The judge's anonymised copy in private storage, once ready: what every link to the file serves. */
  file_id: string | null;
  /** The contestant's file as uploaded (private; administrators read it, audited); null for files stored before migration 0043 until their copy is made. */
  original_file_id: string | null;
  name: string;
  media_type: string | null;
  /** Declared size while uploading; the size of the file as uploaded once ready (the draft's limits count it). */
  bytes: number;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}
