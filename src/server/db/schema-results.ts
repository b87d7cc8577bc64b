import type { Generated } from "kysely";
import type { Timestamp } from "./schema.ts";

/** Tables of the results (migrations 0018, 0019; docs/results.md). */

export type ResultsRoundName = "semi_final" | "final";

export type ResultsRoundState = "open" | "computed" | "confirmed" | "published";

export interface ResultsScreeningTable {
  edition_id: number;
  closed_at: Timestamp;
  closed_by: number;
}

export interface ResultsRoundsTable {
  id: Generated<number>;
  edition_id: number;
  round: ResultsRoundName;
  state: ResultsRoundState;
  inputs_sha256: string | null;
  /** JSON: [{ seq, total }] */
  ranking_json: string | null;
  computed_at: Timestamp | null;
  computed_by: number | null;
  confirmed_at: Timestamp | null;
  confirmed_by: number | null;
  scheduled_at: Timestamp | null;
  scheduled_by: number | null;
  published_at: Timestamp | null;
  published_by: number | null;
}

export interface ResultsRecordsTable {
  id: Generated<number>;
  edition_id: number;
  stage: ResultsRoundName;
  version: number;
  sha256: string;
  record_json: string;
  frozen_at: Timestamp;
}

export interface ResultsCancellationsTable {
  id: Generated<number>;
  edition_id: number;
  entry_id: number;
  reason: string;
  cancelled_by: number;
  cancelled_at: Timestamp;
}

export interface JuryMembersTable {
  id: Generated<number>;
  edition_id: number;
  user_id: number;
  added_by: number;
  added_at: Timestamp;
}

export interface JuryVotesTable {
  edition_id: number;
  /** JSON: sequence numbers in final-ranking order. */
  candidates_json: string;
  opened_at: Timestamp;
  closed_at: Timestamp | null;
  closed_by: number | null;
}

export interface JuryBallotsTable {
  id: Generated<number>;
  edition_id: number;
  juror_id: number;
  /** JSON: sequence numbers, most preferred first. */
  ranking_json: string;
  submitted_at: Timestamp;
}
