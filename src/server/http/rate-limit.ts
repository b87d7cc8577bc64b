import type { RateRule } from "#server/lib/rate-limit.ts";
import type { AppContext } from "./api.ts";
import { ApiError } from "./errors.ts";
import { clientAddress } from "./request-info.ts";

/** Counts one hit for the caller's address; a refusal is a 429 with Retry-After. */
export async function limitByClient(c: AppContext, rule: RateRule): Promise<void> {
  const outcome = await c.var.deps.rateLimiter.hit(rule, clientAddress(c));
  if (!outcome.allowed) {
    throw new ApiError("RATE_LIMITED", {
      vars: { seconds: outcome.retryAfterSeconds },
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
}

/** Counts one hit for a signed-in account, wherever it calls from; a refusal is a 429 with Retry-After. */
export async function limitByAccount(c: AppContext, rule: RateRule, userId: number): Promise<void> {
  const outcome = await c.var.deps.rateLimiter.hit(rule, `user:${userId}`);
  if (!outcome.allowed) {
    throw new ApiError("RATE_LIMITED", {
      vars: { seconds: outcome.retryAfterSeconds },
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
}
