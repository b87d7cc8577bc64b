import { UnrankableError } from "#domain/results-record.ts";
import { ApiError } from "./errors.ts";

/**
 * The pure rules' own errors as the API answers them (a 4xx in the caller's language, never a 500), for a rule
 * that meets them where no service turned them into an ApiError first. The one today: results that cannot be ranked
 * because marks of the round are no longer final.
 */
export function fromDomainError(error: unknown): ApiError | null {
  if (error instanceof UnrankableError) return new ApiError("CONFLICT", { messageKey: "results.unrankable", vars: { count: error.unmarked.length } });
  return null;
}
