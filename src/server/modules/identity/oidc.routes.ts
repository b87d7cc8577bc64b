import { successBody } from "#contracts/envelope.ts";
import { oidcCallbackInput, oidcLinkInput, oidcOutcome, oidcStart, oidcStartInput, oidcStatus } from "#contracts/oidc.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import { clientAddress } from "#server/http/request-info.ts";
import { finishOidc, linkOidc, oidcSettings, startOidc } from "./oidc.service.ts";

export function oidcRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/auth/oidc"], tag: "Authentication", summary: "Whether sign-in with the external OpenID Connect provider is configured, and its name.", access: "public", response: successBody(oidcStatus) },
    async ({ c }) => {
      const settings = oidcSettings(c.var.deps);
      return { data: { enabled: settings !== undefined, name: settings?.name ?? "" } };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/oidc/start"],
      tag: "Authentication",
      summary: "Begin sign-in with the provider: returns the provider's authorization URL (PKCE, state and nonce kept server-side; the answer comes back in the address hash of /auth/signin).",
      access: "public",
      body: oidcStartInput,
      response: successBody(oidcStart),
      errors: ["NOT_FOUND", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ body, c }) => {
      await limitByClient(c, { name: "oidc", limit: 30, windowSeconds: 600 });
      return { data: await startOidc(c.var.deps, body.return_to, body.locale) };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/oidc/callback"],
      tag: "Authentication",
      summary: "Finish sign-in with the parameters from the address hash. Signs in, creates an account for a new e-mail, or asks the owner of an existing account to confirm with their password.",
      access: "public",
      body: oidcCallbackInput,
      response: successBody(oidcOutcome),
      errors: ["NOT_FOUND", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ body, c }) => {
      await limitByClient(c, { name: "oidc", limit: 30, windowSeconds: 600 });
      return { data: await finishOidc(c.var.deps, body.params, c.req.header("user-agent")) };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/auth/oidc/link"],
      tag: "Authentication",
      summary: "Link the provider identity to the existing account with the same e-mail after its password is confirmed, then sign in.",
      access: "public",
      body: oidcLinkInput,
      response: successBody(oidcOutcome),
      errors: ["NOT_FOUND", "UNAUTHENTICATED", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ body, c }) => {
      await limitByClient(c, { name: "signin", limit: c.var.deps.config.SIGNIN_RATE_LIMIT, windowSeconds: 600 });
      return { data: await linkOidc(c.var.deps, body.link_token, body.password, clientAddress(c), c.req.header("user-agent")) };
    },
  );
}
