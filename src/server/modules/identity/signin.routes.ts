import { getAuthProfile, postAuthLogout, postAuthSignin } from "#contracts/identity.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import { clientAddress } from "#server/http/request-info.ts";
import { oidcRoutes } from "./oidc.routes.ts";
import { profileOf, signin, signout } from "./signin.service.ts";

export function identityRoutes(api: ApiRouter) {
  oidcRoutes(api);
  api.handle(postAuthSignin, async ({ body, c }) => {
    await limitByClient(c, { name: "signin", limit: c.var.deps.config.SIGNIN_RATE_LIMIT, windowSeconds: 600 });
    return { data: await signin(c.var.deps, body, clientAddress(c), c.req.header("user-agent")) };
  });
  api.handle(postAuthLogout, async ({ user, c }) => {
    await signout(c.var.deps, user.sessionId);
    return { data: { signed_out: true as const } };
  });
  api.handle(getAuthProfile, async ({ user, c }) => ({ data: await profileOf(c.var.deps, user.id) }));
}
