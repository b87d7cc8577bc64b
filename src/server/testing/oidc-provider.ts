import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with its development login form.
 * `signIn` plays the person at the provider: it follows the authorization URL, submits the login form,
 * and returns the parameters the provider put in the address hash of the redirect.
 */
export async function startTestProvider(redirectUri: string, accounts: Record<string, TestAccount>, port = 0) {
  let handler: http.RequestListener = () => {};
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: "platform", client_secret: "platform-secret", redirect_uris: [redirectUri], response_types: ["code"], grant_types: ["authorization_code"] },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["test-cookie-key"] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => (accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) } : undefined),
    // The person consents by signing in; a grant covering what we ask is created on the spot.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email profile");
      grant.addOIDCClaims(["email", "email_verified", "name"]);
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback();

  async function signIn(authorizationUrl: string, accountId: string): Promise<string> {
    const cookies = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const [name, ...value] = (pair ?? "").split("=");
        if (name) cookies.set(name.trim(), value.join("="));
      }
      return response;
    };
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const response = await send(url);
      const location = response.headers.get("location");
      if (!location) throw new Error(`provider stopped at ${url} with ${response.status}`);
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next.hash.slice(1);
      if (next.pathname.startsWith("/interaction/")) {
        const submitted = await send(next.href, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ prompt: "login", login: accountId, password: "any" }).toString(),
        });
        url = new URL(submitted.headers.get("location") ?? "", next).href;
        continue;
      }
      url = next.href;
    }
    throw new Error("too many redirects at the provider");
  }

  return {
    issuer,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
