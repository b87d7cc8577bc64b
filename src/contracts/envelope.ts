import { z } from "./zod.ts";

/** Machine codes of every API failure. The human text lives in the server's message catalogue. */
export const errorCodes = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "NOT_PUBLISHED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function successBody<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

export function listBody<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  });
}
