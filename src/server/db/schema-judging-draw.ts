import type { Generated } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import type { Timestamp } from "./schema.ts";

/** Tables of the lucky draw and of judging. */

/** The id is the lucky number. */
export interface LuckyEntriesTable {
  id: Generated<number>;
  user_id: number;
  joined_at: Timestamp;
  locale: Locale;
}

export interface DrawWeeksTable {
  week: number;
  prizes: number;
  cutoff_at: Timestamp;
  /** SHA-256 of the secret, hex; set once. */
  commitment: string;
  committed_at: Timestamp;
  committed_by: number;
  list_count: number | null;
  list_sha256: string | null;
  /** The frozen list's canonical text (src/domain/lucky-draw.ts), served as is. */
  list_text: string | null;
  frozen_at: Timestamp | null;
  beacon_value: string | null;
  beacon_source: string | null;
  /** Revealed at the draw; null before. */
  secret: string | null;
  drawn_at: Timestamp | null;
  drawn_by: number | null;
}

export interface DrawWinnersTable {
  id: Generated<number>;
  week: number;
  position: number;
  lucky_number: number;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  cancelled_by: number | null;
  emailed_at: Timestamp | null;
}

export type JudgingRoundName = "semi_final" | "final";

/** A round's marking window, when an administrator set one (else the edition's timeline gives it). */
export interface JudgingRoundsTable {
  id: Generated<number>;
  edition_id: number;
  round: JudgingRoundName;
  marking_starts_at: Timestamp;
  marking_deadline: Timestamp;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** One run of automatic assignment: its seed and outcome. */
export interface JudgingRunsTable {
  id: Generated<number>;
  edition_id: number;
  round: JudgingRoundName;
  seed: string;
  cap: number | null;
  added: number;
  /** JSON array of entry codes still short of judges. */
  short_codes_json: string;
  load_min: number;
  load_max: number;
  created_by: number | null;
  created_at: Timestamp;
}

export interface JudgingAssignmentsTable {
  id: Generated<number>;
  edition_id: number;
  round: JudgingRoundName;
  entry_id: number;
  judge_id: number;
  source: "automatic" | "manual" | "third_judge";
  run_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface JudgingMarksTable {
  id: Generated<number>;
  assignment_id: number;
  creativity: number;
  communication: number;
  sustainability: number;
  total: number;
  comment: string | null;
  state: "draft" | "submitted";
  submitted_at: Timestamp | null;
  reopened_at: Timestamp | null;
  reopened_by: number | null;
  reopen_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An entry's standing in a round; scores in integer halves. */
export interface JudgingResultsTable {
  id: Generated<number>;
  entry_id: number;
  round: JudgingRoundName;
  state: "unassigned" | "in_progress" | "needs_third" | "marked";
  choice_points: number;
  essay_halves: number | null;
  total_halves: number | null;
  finalised_at: Timestamp | null;
  updated_at: Timestamp;
}

/** Conflicts an administrator added; the others are derived from declarations and rules when needed. */
export interface JudgingConflictsTable {
  id: Generated<number>;
  judge_id: number;
  contestant_id: number;
  reason: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface JudgeDeclarationsTable {
  id: Generated<number>;
  judge_id: number;
  organisations_json: string;
  people_json: string;
  email_domains_json: string;
  /** The language of the judge's last visit to the judging area: their reminders are written in it. */
  locale: Locale;
  updated_at: Timestamp;
}

export interface JudgingRemindersTable {
  id: Generated<number>;
  edition_id: number;
  round: JudgingRoundName;
  judge_id: number;
  kind: "3d" | "1d";
  sent_at: Timestamp;
}
