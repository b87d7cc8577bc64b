import type { JudgingRoundName } from "./schema-judging-draw.ts";

/** Accounts per UTC hour of creation and per role, nation or person type (migration 0036, kept by a trigger on users). */
export interface AccountCountsTable {
  dimension: "role" | "nation" | "person_type";
  /** "YYYY-MM-DDTHH", UTC. */
  hour: string;
  /** The role, nation or person type; "" where the account has none. */
  value: string;
  registered: number;
  activated: number;
}

/** Each judge's load per edition and round, entries not excluded (migration 0037, kept by triggers). */
export interface JudgingLoadsTable {
  edition_id: number;
  round: JudgingRoundName;
  judge_id: number;
  assigned: number;
  submitted: number;
  drafts: number;
}
