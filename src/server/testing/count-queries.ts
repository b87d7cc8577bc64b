import type { KyselyPlugin } from "kysely";
import type { Deps } from "#server/deps.ts";

/**
 * The same dependencies with a database handle that counts the statements sent through it, for tests that hold a
 * read path to its number of queries.
 */
export function countingQueries<D extends Pick<Deps, "db">>(deps: D): { deps: D; queries: () => number } {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => {
      queries += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { deps: { ...deps, db: deps.db.withPlugin(counter) }, queries: () => queries };
}
