import {
  getAuthReset,
  getAuthResetpasssendcode,
  postAuthChangePassword,
  postAuthForgotPassword,
  postAuthReset,
  postAuthResetpassPassword,
  postAuthResetpasscheckcode,
} from "#contracts/identity-registration.operations.ts";
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
  api.handle(postAuthForgotPassword, async ({ body, c }) => {
    await limitClient(c, recoveryLimits.forgotByClient);
    return { data: await requestResetLink(c.var.deps, body.email, c.var.locale), messageKey: "messages.resetLinkSent" };
  });
  api.handle(getAuthReset, async ({ query, c }) => ({ data: await checkResetLink(c.var.deps, query.token) }));
  api.handle(postAuthReset, async ({ body, query, c }) => {
    const token = body.token?.trim() || query.token?.trim();
    if (!token) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "token", messageKey: "validation.required.token" }] });
    return { data: await resetPassword(c.var.deps, "reset_link", token, body.password, c.var.locale), messageKey: "messages.passwordReset" };
  });
  api.handle(getAuthResetpasssendcode, async ({ query, c }) => {
    await limitClient(c, recoveryLimits.sendCodeByClient);
    return { data: await requestResetCode(c.var.deps, query.phone_number, c.var.locale), messageKey: "messages.resetCodeSent" };
  });
  api.handle(postAuthResetpasscheckcode, async ({ body, c }) => {
    await limitClient(c, recoveryLimits.checkCodeByClient);
    return { data: await checkResetCode(c.var.deps, body) };
  });
  api.handle(postAuthResetpassPassword, async ({ body, c }) => ({
    data: await resetPassword(c.var.deps, "reset_grant", body.token, body.password, c.var.locale),
    messageKey: "messages.passwordReset",
  }));
  api.handle(postAuthChangePassword, async ({ body, user, c }) => ({
    data: await changePassword(c.var.deps, user, body, c.var.locale),
    messageKey: "messages.passwordChanged",
  }));
}
