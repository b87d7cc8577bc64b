import { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { sql } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { Clock } from "./clock.ts";

export interface RateRule {
  /** Bucket name, e.g. "contact". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` under `rule`; returns how long to wait when the limit is passed. */
  hit(rule: RateRule, key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

/**
 * Fixed-window counters in the database: one atomic upsert per hit, shared by every process
 * that shares the database, so limits hold behind a load balancer without Redis.
 */
export function databaseRateLimiter(db: Db, clock: Clock): RateLimiter {
  return {
    async hit(rule, key) {
      const now = clock.now();
      const windowStart = new Date(Math.floor(now.getTime() / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000).toISOString();
      const row = await db
        .insertInto("rate_limits")
        .values({ key: `${rule.name}:${key}`, window_start: windowStart, hits: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            hits: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end`,
            window_start: sql<string>`excluded.window_start`,
          }),
        )
        .returning(["hits"])
        .executeTakeFirstOrThrow();
      if (row.hits <= rule.limit) return { allowed: true };
      const windowEnds = new Date(windowStart).getTime() + rule.windowSeconds * 1000;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
    },
    close: async () => {},
  };
}

/** Redis-backed limits when `REDIS_URL` is set: cheaper than the database under heavy traffic. */
export function redisRateLimiter(url: string): RateLimiter {
  const client = new Redis(url, { enableOfflineQueue: false, lazyConnect: false, maxRetriesPerRequest: 1 });
  const limiters = new Map<string, RateLimiterRedis>();
  return {
    async hit(rule, key) {
      let limiter = limiters.get(rule.name);
      if (!limiter) {
        limiter = new RateLimiterRedis({ storeClient: client, keyPrefix: `rl:${rule.name}`, points: rule.limit, duration: rule.windowSeconds });
        limiters.set(rule.name, limiter);
      }
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        throw rejection;
      }
    },
    close: async () => {
      client.disconnect();
    },
  };
}

/** Drops database counters whose window ended before `before` (they can never count again). */
export async function pruneRateLimits(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("window_start", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
