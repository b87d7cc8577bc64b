import { successBody } from "#contracts/envelope.ts";
import { profile, roles, signedOut, signinInput, signinResult } from "#contracts/identity.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import { clientAddress } from "#server/http/request-info.ts";
import { oidcRoutes } from "./oidc.routes.ts";
import { profileOf, signin, signout } from "./signin.service.ts";

export const signedIn = roles;

export function identityRoutes(api: ApiRouter) {
  oidcRoutes(api);
  api.route(
    {
      method: "post",
      paths: ["/auth/signin"],
      tag: "Authentication",
      summary: "Sign in with e-mail and password; returns an opaque bearer token (also usable as the session cookie).",
      access: "public",
      body: signinInput,
      response: successBody(signinResult),
      errors: ["UNAUTHENTICATED", "RATE_LIMITED"],
    },
    async ({ body, c }) => {
      await limitByClient(c, { name: "signin", limit: c.var.deps.config.SIGNIN_RATE_LIMIT, windowSeconds: 600 });
      return { data: await signin(c.var.deps, body, clientAddress(c), c.req.header("user-agent")) };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/logout"],
      tag: "Authentication",
      summary: "End the current session on the server.",
      access: signedIn,
      response: successBody(signedOut),
      errors: ["UNAUTHENTICATED"],
    },
    async ({ user, c }) => {
      await signout(c.var.deps, user.sessionId);
      return { data: { signed_out: true as const } };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/auth/profile"],
      tag: "Authentication",
      summary: "The signed-in person's profile.",
      access: signedIn,
      response: successBody(profile),
      errors: ["UNAUTHENTICATED"],
    },
    async ({ user, c }) => ({ data: await profileOf(c.var.deps, user.id) }),
  );
}
