import { successBody } from "#contracts/envelope.ts";
import { roles, signinResult } from "#contracts/identity.ts";
import { activationResult, activationStatus, checkcodeInput, codeSent, signupInput, verificationQuery } from "#contracts/registration.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByAccount, limitByClient } from "#server/http/rate-limit.ts";
import { activateWithCode, activateWithLink, activationStateOf, resendActivation, signup } from "./registration.service.ts";

const HOUR = 3600;

/** Registration and activation: sign up, type the code, ask for a new one, or open the e-mailed link. */
export function registrationRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/auth/signup"],
      tag: "Authentication",
      summary:
        "Register (18 or older; e-mail, phone and ID number unique). Signs the person in and sends an activation code by e-mail and SMS. `account_type` may be `investor`; the default is `candidate`.",
      access: "public",
      body: signupInput,
      response: successBody(signinResult),
      status: 201,
      errors: ["VALIDATION_FAILED", "CONFLICT", "RATE_LIMITED"],
    },
    async ({ body, c }) => {
      await limitByClient(c, { name: "signup", limit: c.var.deps.config.SIGNUP_RATE_LIMIT, windowSeconds: HOUR });
      return { data: await signup(c.var.deps, body, { locale: c.var.locale, userAgent: c.req.header("user-agent") }), messageKey: "messages.signedUp" };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/checkcode"],
      tag: "Authentication",
      summary: "Activate the signed-in account with the six-digit code (valid 10 minutes, 5 tries, single use).",
      access: roles,
      body: checkcodeInput,
      response: successBody(activationResult),
      errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ body, user, c }) => {
      await limitByClient(c, { name: "checkcode", limit: 30, windowSeconds: 600 });
      await limitByAccount(c, { name: "checkcode-account", limit: 10, windowSeconds: 600 }, user.id);
      return { data: await activateWithCode(c.var.deps, user, body.code), messageKey: "messages.accountActivated" };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/auth/activation"],
      tag: "Authentication",
      summary: "Whether the signed-in account is activated and how many seconds remain before a new code may be asked for (0: now). The code sent at registration starts the 60-second wait.",
      access: roles,
      response: successBody(activationStatus),
      errors: ["UNAUTHENTICATED"],
    },
    async ({ user, c }) => ({ data: await activationStateOf(c.var.deps, user) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/resendcode"],
      tag: "Authentication",
      summary: "Send a new activation code and link to the signed-in, not yet activated account (one per 60 seconds).",
      access: roles,
      response: successBody(codeSent),
      errors: ["UNAUTHENTICATED", "CONFLICT", "RATE_LIMITED"],
    },
    async ({ user, c }) => {
      await limitByClient(c, { name: "sendcode", limit: 20, windowSeconds: HOUR });
      await limitByAccount(c, { name: "sendcode-account", limit: 10, windowSeconds: HOUR }, user.id);
      return { data: await resendActivation(c.var.deps, user, c.var.locale), messageKey: "messages.activationCodeSent" };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/auth/verification"],
      tag: "Authentication",
      summary: "Verify the e-mail address with the link's token; this activates the account.",
      access: "public",
      query: verificationQuery,
      response: successBody(activationResult),
      errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ query, c }) => {
      await limitByClient(c, { name: "verification", limit: 30, windowSeconds: 600 });
      const result = await activateWithLink(c.var.deps, query.token);
      return { data: { activated: result.activated }, messageKey: result.already ? "messages.alreadyActivated" : "messages.accountActivated" };
    },
  );
}
