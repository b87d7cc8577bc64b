import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { sql } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { Clock } from "./clock.ts";
import { requestRedis } from "./redis.ts";

export interface RateRule {
  /** Bucket name, e.g. "contact". */
  name: string;
  limit: number;
  windowSeconds: number;
}

type RateOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one hit for `key` under `rule`; returns how long to wait when the limit is passed. */
  hit(rule: RateRule, key: string): Promise<RateOutcome>;
  /** Whether `key` has used up `rule` in the current window, without counting a hit (e.g. limits on failures only). */
  peek(rule: RateRule, key: string): Promise<RateOutcome>;
  close(): Promise<void>;
}

/**
 * Counters in the database: one atomic upsert per hit, shared by every process that shares the database, so
 * limits hold behind a load balancer without Redis. A window opens at a key's first hit and lasts
 * `windowSeconds` (as Redis counts), never cut by the wall clock: a one-a-minute cool-down must not let a
 * second hit through because the first one fell in a minute's last second.
 */
export function databaseRateLimiter(db: Db, clock: Clock): RateLimiter {
  const windowOf = (rule: RateRule) => {
    const now = clock.now().getTime();
    return { now, cutoff: new Date(now - rule.windowSeconds * 1000).toISOString() };
  };
  const refusal = (rule: RateRule, windowStart: string, now: number): RateOutcome => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(windowStart) + rule.windowSeconds * 1000 - now) / 1000)),
  });
  return {
    async hit(rule, key) {
      const { now, cutoff } = windowOf(rule);
      const open = sql<boolean>`rate_limits.window_start > ${cutoff}`;
      const row = await db
        .insertInto("rate_limits")
        .values({ key: `${rule.name}:${key}`, window_start: new Date(now).toISOString(), hits: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            hits: sql<number>`case when ${open} then rate_limits.hits + 1 else 1 end`,
            window_start: sql<string>`case when ${open} then rate_limits.window_start else excluded.window_start end`,
          }),
        )
        .returning(["hits", "window_start"])
        .executeTakeFirstOrThrow();
      return row.hits <= rule.limit ? { allowed: true } : refusal(rule, row.window_start, now);
    },
    async peek(rule, key) {
      const { now, cutoff } = windowOf(rule);
      const row = await db
        .selectFrom("rate_limits")
        .select(["hits", "window_start"])
        .where("key", "=", `${rule.name}:${key}`)
        .where("window_start", ">", cutoff)
        .executeTakeFirst();
      return !row || row.hits < rule.limit ? { allowed: true } : refusal(rule, row.window_start, now);
    },
    close: async () => {},
  };
}

/** Redis-backed limits when `REDIS_URL` is set: cheaper than the database under heavy traffic. */
export function redisRateLimiter(url: string): RateLimiter {
  const { client, ready: connected } = requestRedis(url);
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterOf = (rule: RateRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: client, keyPrefix: `rl:${rule.name}`, points: rule.limit, duration: rule.windowSeconds });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  return {
    async peek(rule, key) {
      await connected;
      const used = await limiterOf(rule).get(key);
      return !used || used.consumedPoints < rule.limit
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) };
    },
    async hit(rule, key) {
      await connected;
      try {
        await limiterOf(rule).consume(key);
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
