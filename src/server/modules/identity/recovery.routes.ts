import { successBody } from "#contracts/envelope.ts";
import { roles } from "#contracts/identity.ts";
import {
  changePasswordInput,
  checkCodeInput,
  forgotPasswordInput,
  passwordUpdated,
  recoveryRequested,
  resetGrant,
  resetLinkQuery,
  resetLinkTokenQuery,
  resetLinkValid,
  resetWithGrantInput,
  resetWithLinkInput,
  sendCodeQuery,
} from "#contracts/recovery.ts";
import type { AppContext, ApiRouter } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import type { RateRule } from "#server/lib/rate-limit.ts";
import { changePassword, checkResetCode, checkResetLink, recoveryLimits, requestResetCode, requestResetLink, resetPassword } from "./recovery.service.ts";

async function limitClient(c: AppContext, rules: readonly RateRule[]) {
  for (const rule of rules) await limitByClient(c, rule);
}

/** Password recovery by e-mail link or phone code, and password change (spec 001 section 7, "Authentication"). */
export function recoveryRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/auth/forgot-password"],
      tag: "Authentication",
      summary: "Ask for a password reset link by e-mail. The answer is the same whether or not the address is registered.",
      access: "public",
      body: forgotPasswordInput,
      response: successBody(recoveryRequested),
      errors: ["VALIDATION_FAILED", "RATE_LIMITED"],
    },
    async ({ body, c }) => {
      await limitClient(c, recoveryLimits.forgotByClient);
      return { data: await requestResetLink(c.var.deps, body.email, c.var.locale), messageKey: "messages.resetLinkSent" };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/auth/reset"],
      tag: "Authentication",
      summary: "Check that a password reset link can still be used (nothing is consumed).",
      access: "public",
      query: resetLinkQuery,
      response: successBody(resetLinkValid),
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
    },
    async ({ query, c }) => ({ data: await checkResetLink(c.var.deps, query.token) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/reset"],
      tag: "Authentication",
      summary: "Set a new password with the token of a reset link (in the body, or as the page's `token` query). Signs the person out everywhere.",
      access: "public",
      body: resetWithLinkInput,
      query: resetLinkTokenQuery,
      response: successBody(passwordUpdated),
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
    },
    async ({ body, query, c }) => {
      const token = body.token?.trim() || query.token?.trim();
      if (!token) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "token", messageKey: "validation.required.token" }] });
      return { data: await resetPassword(c.var.deps, "reset_link", token, body.password, c.var.locale), messageKey: "messages.passwordReset" };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/auth/resetpasssendcode"],
      tag: "Authentication",
      summary: "Send a six-digit reset code by SMS (10 minutes, 5 tries, single use; one per minute). The answer is the same whether or not the number is registered.",
      access: "public",
      query: sendCodeQuery,
      response: successBody(recoveryRequested),
      errors: ["VALIDATION_FAILED", "RATE_LIMITED"],
    },
    async ({ query, c }) => {
      await limitClient(c, recoveryLimits.sendCodeByClient);
      return { data: await requestResetCode(c.var.deps, query.phone_number, c.var.locale), messageKey: "messages.resetCodeSent" };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/resetpasscheckcode"],
      tag: "Authentication",
      summary: "Check a reset code; the right one returns a single-use token (15 minutes) for auth/resetpass-password.",
      access: "public",
      body: checkCodeInput,
      response: successBody(resetGrant),
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ body, c }) => {
      await limitClient(c, recoveryLimits.checkCodeByClient);
      return { data: await checkResetCode(c.var.deps, body) };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/resetpass-password"],
      tag: "Authentication",
      summary: "Set a new password with the token returned by auth/resetpasscheckcode. Signs the person out everywhere.",
      access: "public",
      body: resetWithGrantInput,
      response: successBody(passwordUpdated),
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
    },
    async ({ body, c }) => ({ data: await resetPassword(c.var.deps, "reset_grant", body.token, body.password, c.var.locale), messageKey: "messages.passwordReset" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/change-password"],
      tag: "Authentication",
      summary: "Change the password (the current one is required). Every other session of the person is signed out.",
      access: roles,
      body: changePasswordInput,
      response: successBody(passwordUpdated),
      errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ body, user, c }) => ({ data: await changePassword(c.var.deps, user, body, c.var.locale), messageKey: "messages.passwordChanged" }),
  );
}
