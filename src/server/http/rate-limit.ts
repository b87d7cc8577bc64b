import type { Deps } from "#server/deps.ts";
import type { RateRule } from "#server/lib/rate-limit.ts";
import type { AppContext } from "./api.ts";
import { ApiError } from "./errors.ts";
import { clientAddress } from "./request-info.ts";

/** Counts one hit of `key` on every rule (e.g. per minute, then per day); the first refusal is a 429 with Retry-After. */
export async function enforceLimits(deps: Pick<Deps, "rateLimiter">, rules: RateRule | readonly RateRule[], key: string): Promise<void> {
  for (const rule of Array.isArray(rules) ? rules : [rules]) {
    const outcome = await deps.rateLimiter.hit(rule, key);
    if (!outcome.allowed) throw ApiError.tooManyRequests(outcome.retryAfterSeconds);
  }
}

/** Limits by the caller's address. */
export const limitByClient = (c: AppContext, rules: RateRule | readonly RateRule[]) => enforceLimits(c.var.deps, rules, clientAddress(c));

/** Limits a signed-in account, wherever it calls from. */
export const limitByAccount = (c: AppContext, rules: RateRule | readonly RateRule[], userId: number) => enforceLimits(c.var.deps, rules, `user:${userId}`);
