/** The public cache's shared generation counter (migration 0029). */
export interface CacheGenerationsTable {
  name: string;
  generation: number;
}
