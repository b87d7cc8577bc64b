import { getAuthOidc, postAuthOidcCallback, postAuthOidcLink, postAuthOidcStart } from "#contracts/identity.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import { clientAddress } from "#server/http/request-info.ts";
import { finishOidc, linkOidc, oidcSettings, startOidc } from "./oidc.service.ts";

export function oidcRoutes(api: ApiRouter) {
  api.handle(getAuthOidc, async ({ c }) => {
    const settings = oidcSettings(c.var.deps);
    return { data: { enabled: settings !== undefined, name: settings?.name ?? "" } };
  });
  api.handle(postAuthOidcStart, async ({ body, c }) => {
    await limitByClient(c, { name: "oidc", limit: 30, windowSeconds: 600 });
    return { data: await startOidc(c.var.deps, body.return_to, body.locale) };
  });
  api.handle(postAuthOidcCallback, async ({ body, c }) => {
    await limitByClient(c, { name: "oidc", limit: 30, windowSeconds: 600 });
    return { data: await finishOidc(c.var.deps, body.params, c.req.header("user-agent")) };
  });
  api.handle(postAuthOidcLink, async ({ body, c }) => {
    await limitByClient(c, { name: "signin", limit: c.var.deps.config.SIGNIN_RATE_LIMIT, windowSeconds: 600 });
    return { data: await linkOidc(c.var.deps, body.link_token, body.password, clientAddress(c), c.req.header("user-agent")) };
  });
}
