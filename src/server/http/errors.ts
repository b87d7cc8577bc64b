import type { Context } from "hono";
import type { ErrorBody, ErrorCode } from "#contracts/envelope.ts";
import type { Locale } from "#contracts/locale.ts";
import { issueVars, localVars } from "#contracts/issue-vars.ts";
import { translateShared } from "#contracts/messages.ts";
import type { z } from "zod";

const statusOf: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_PUBLISHED: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export interface ErrorDetail {
  path: string;
  /** An i18n key of the shared catalogue, translated when the response is written. */
  messageKey: string;
  /** The message's own variables (a text's maximum length), beside the error's. */
  vars?: Record<string, number>;
}

/** A failure the client should hear about; the error handler turns it into the envelope in the caller's language. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly vars: Record<string, string | number>;
  readonly headers: Record<string, string>;
  /** A more precise message than the code's own, as a key of the shared catalogue. */
  readonly messageKey: string;

  constructor(
    code: ErrorCode,
    options: { details?: ErrorDetail[]; vars?: Record<string, string | number>; headers?: Record<string, string>; messageKey?: string } = {},
  ) {
    super(code);
    this.code = code;
    this.status = statusOf[code];
    this.details = options.details;
    this.vars = options.vars ?? {};
    this.headers = options.headers ?? {};
    this.messageKey = options.messageKey ?? `errors.${code}`;
  }

  /** "Too many requests; try again in N seconds", with the Retry-After header. */
  static tooManyRequests(seconds: number): ApiError {
    const wait = Math.max(1, Math.ceil(seconds));
    return new ApiError("RATE_LIMITED", { vars: { seconds: wait }, headers: { "Retry-After": String(wait) } });
  }

  static fromZod(error: z.ZodError): ApiError {
    return new ApiError("VALIDATION_FAILED", {
      details: error.issues.map((issue) => ({ path: issue.path.join("."), messageKey: issue.message, ...issueVars(issue) })),
    });
  }
}

/** The failure envelope (ARCHITECTURE §4) in the caller's language: every refusal the app writes is built here. */
export function errorBodyOf(error: ApiError, locale: Locale): ErrorBody {
  const detail = (d: ErrorDetail) => ({ path: d.path, message: translateShared(locale, d.messageKey, { ...error.vars, ...localVars(d.vars ?? {}, locale) }) });
  return {
    error: error.code,
    message: translateShared(locale, error.messageKey, error.vars),
    ...(error.details ? { details: error.details.map(detail) } : {}),
  };
}

/** The envelope as the answer, with the error's status and headers (Retry-After…) and any the caller adds. */
/**
 * A refused body is left unread on the connection, so the connection cannot carry another request: the answer says
 * so (Node then closes the socket after it) instead of promising keep-alive and closing anyway.
 */
export const REFUSED_BODY = { Connection: "close" } as const;

export function errorResponse(c: Context, error: ApiError, locale: Locale, headers: Record<string, string> = {}): Response {
  for (const [name, value] of Object.entries({ ...error.headers, ...(error.status === 413 ? REFUSED_BODY : {}), ...headers })) c.header(name, value);
  return jsonWithLength(c, JSON.stringify(errorBodyOf(error, locale)), error.status);
}

/** A JSON answer with its length, which lets the compressor leave it alone below 1 KiB, as most API answers are. */
export function jsonWithLength(c: Context, json: string, status: number, headers: Record<string, string> = {}): Response {
  return c.body(json, status as 200, { "Content-Type": "application/json", ...headers, "Content-Length": String(Buffer.byteLength(json)) });
}
