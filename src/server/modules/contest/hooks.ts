import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";

/**
 * What the contest asks of the modules built on it (results, judging). They read the edition through the contest,
 * so the contest imports neither: deps.ts, the composition root, hands their answers in as `deps.hooks.contest`.
 */
export interface ContestHooks {
  /** Which rounds' results are published (results). */
  publishedResults(db: Db, editionId: number): Promise<{ semi_final: boolean; final: boolean }>;
  /** Whether the prize table is frozen by published final results (results). */
  prizesLocked(db: Db, editionId: number): Promise<boolean>;
  /** Whether exclusions may still change, before the screening closes (results). */
  screeningOpen(db: Db, editionId: number): Promise<boolean>;
  /** Whether every id is an active judge (judging). */
  allActiveJudges(deps: Pick<Deps, "db">, ids: number[]): Promise<boolean>;
}
