import { getAuthActivation, getAuthVerification, postAuthCheckcode, postAuthResendcode, postAuthSignup } from "#contracts/identity-registration.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByAccount, limitByClient } from "#server/http/rate-limit.ts";
import { activateWithCode, activateWithLink, activationStateOf, resendActivation, signup } from "./registration.service.ts";

const HOUR = 3600;

/** Registration and activation: sign up, type the code, ask for a new one, or open the e-mailed link. */
export function registrationRoutes(api: ApiRouter) {
  api.handle(postAuthSignup, async ({ body, c }) => {
    await limitByClient(c, { name: "signup", limit: c.var.deps.config.SIGNUP_RATE_LIMIT, windowSeconds: HOUR });
    return { data: await signup(c.var.deps, body, { locale: c.var.locale, userAgent: c.req.header("user-agent") }), messageKey: "messages.signedUp" };
  });
  api.handle(postAuthCheckcode, async ({ body, user, c }) => {
    await limitByClient(c, { name: "checkcode", limit: 30, windowSeconds: 600 });
    await limitByAccount(c, { name: "checkcode-account", limit: 10, windowSeconds: 600 }, user.id);
    return { data: await activateWithCode(c.var.deps, user, body.code), messageKey: "messages.accountActivated" };
  });
  api.handle(getAuthActivation, async ({ user, c }) => ({ data: await activationStateOf(c.var.deps, user) }));
  api.handle(postAuthResendcode, async ({ user, c }) => {
    await limitByClient(c, { name: "sendcode", limit: 20, windowSeconds: HOUR });
    await limitByAccount(c, { name: "sendcode-account", limit: 10, windowSeconds: HOUR }, user.id);
    return { data: await resendActivation(c.var.deps, user, c.var.locale), messageKey: "messages.activationCodeSent" };
  });
  api.handle(getAuthVerification, async ({ query, c }) => {
    await limitByClient(c, { name: "verification", limit: 30, windowSeconds: 600 });
    const result = await activateWithLink(c.var.deps, query.token);
    return { data: { activated: result.activated }, messageKey: result.already ? "messages.alreadyActivated" : "messages.accountActivated" };
  });
}
