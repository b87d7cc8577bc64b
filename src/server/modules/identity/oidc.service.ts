import * as client from "openid-client";
import type { Locale } from "#contracts/locale.ts";
import type { OidcOutcome } from "#contracts/oidc.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { decoyHash } from "./passwords.ts";
import { emailIsClosed, findUserByEmail, findUserById } from "./accounts.repo.ts";
import { checkPassword } from "./signin.service.ts";
import { digest, newToken } from "./secrets.ts";
import { createSession } from "./sessions.ts";

const REQUEST_TTL_MS = 10 * 60_000;
const OIDC_RETURN_PATH = "/auth/signin";

type Settings = { issuer: string; clientId: string; clientSecret: string | undefined; name: string };

export function oidcSettings(deps: Pick<Deps, "config">): Settings | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME } = deps.config;
  return OIDC_ISSUER && OIDC_CLIENT_ID
    ? { issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET, name: OIDC_PROVIDER_NAME }
    : undefined;
}

/** Discovery is a network call: done once per process and issuer, retried after a failure. */
const discovered = new Map<string, Promise<client.Configuration>>();
function providerConfig(settings: Settings): Promise<client.Configuration> {
  let config = discovered.get(settings.issuer + settings.clientId);
  if (!config) {
    const local = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(settings.issuer).hostname);
    config = client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, local ? { execute: [client.allowInsecureRequests] } : {})
      .catch((error: unknown) => {
        discovered.delete(settings.issuer + settings.clientId);
        throw error;
      });
    discovered.set(settings.issuer + settings.clientId, config);
  }
  return config;
}

function requireSettings(deps: Deps): Settings {
  const settings = oidcSettings(deps);
  if (!settings) throw new ApiError("NOT_FOUND");
  return settings;
}

const redirectUri = (deps: Deps) => deps.config.PUBLIC_URL + OIDC_RETURN_PATH;

/** Starts a sign-in: PKCE + state + nonce kept server-side; the provider answers in the address hash. */
export async function startOidc(deps: Deps, returnTo: string | undefined, locale: Locale) {
  const settings = requireSettings(deps);
  const config = await providerConfig(settings).catch(() => {
    throw new ApiError("UNPROCESSABLE", { messageKey: "errors.oidcUnavailable" });
  });
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = deps.clock.now();
  await deps.db
    .insertInto("oidc_requests")
    .values({
      state_hash: digest(state),
      code_verifier: codeVerifier,
      nonce,
      return_to: returnTo ?? null,
      locale,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + REQUEST_TTL_MS).toISOString(),
    })
    .execute();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(deps),
    scope: "openid email profile",
    response_type: "code",
    response_mode: "fragment",
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { authorization_url: url.href };
}

/**
 * Finishes a sign-in from the parameters the provider returned. A known provider identity signs in;
 * a new e-mail gets an account; an e-mail that already has an account is linked only after its password.
 */
export async function finishOidc(deps: Deps, params: string, userAgent: string | undefined): Promise<OidcOutcome> {
  const settings = requireSettings(deps);
  const { db, clock } = deps;
  const search = new URLSearchParams(params.replace(/^[#?]/, ""));
  const state = search.get("state") ?? "";
  const now = clock.now().toISOString();
  const request = await db.selectFrom("oidc_requests").selectAll().where("state_hash", "=", digest(state)).executeTakeFirst();
  if (!request || request.consumed_at || request.expires_at <= now) throw new ApiError("UNPROCESSABLE", { messageKey: "errors.oidcFailed" });
  const claimed = await db
    .updateTable("oidc_requests")
    .set({ consumed_at: now })
    .where("id", "=", request.id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError("UNPROCESSABLE", { messageKey: "errors.oidcFailed" });

  let claims: client.IDToken & client.UserInfoResponse;
  try {
    const config = await providerConfig(settings);
    const tokens = await client.authorizationCodeGrant(config, new URL(`${redirectUri(deps)}?${search.toString()}`), {
      pkceCodeVerifier: request.code_verifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error("no ID token");
    // Providers may keep profile claims out of the ID token; the userinfo endpoint has them.
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    claims = { ...userinfo, ...idToken };
  } catch (error) {
    deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "oidc sign-in failed");
    throw new ApiError("UNPROCESSABLE", { messageKey: "errors.oidcFailed" });
  }

  const subject = claims.sub;
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : undefined;
  const emailVerified = claims.email_verified === true;
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 120) : (email ?? "—");

  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom("provider_identities")
      .innerJoin("users", "users.id", "provider_identities.user_id")
      .select(["users.id", "users.role"])
      .where("provider", "=", settings.issuer)
      .where("subject", "=", subject)
      .where("users.deleted_at", "is", null)
      .executeTakeFirst();
    if (linked) {
      const session = await createSession(trx, deps, linked.id, userAgent);
      await recordAudit(trx, clock, { actorId: linked.id, action: "auth.signin_oidc", subject: `user:${linked.id}` });
      return {
        status: "signed_in",
        token: session.token,
        expires_at: session.expiresAt,
        role: linked.role,
        return_to: request.return_to,
        locale: request.locale,
      } as const;
    }
    if (!email) throw new ApiError("UNPROCESSABLE", { messageKey: "errors.oidcNoEmail" });
    // A closed (soft-deleted) account still holds its address: no new account can take it.
    if (await emailIsClosed(trx, email)) throw new ApiError("CONFLICT", { messageKey: "errors.duplicate.email" });
    const existing = await findUserByEmail(trx, email);
    if (existing) {
      const linkToken = newToken();
      await trx
        .updateTable("oidc_requests")
        .set({
          link_token_hash: digest(linkToken),
          link_user_id: existing.id,
          link_subject: subject,
          expires_at: new Date(clock.now().getTime() + REQUEST_TTL_MS).toISOString(),
        })
        .where("id", "=", request.id)
        .execute();
      return { status: "link_required", link_token: linkToken, email } as const;
    }
    const created = await trx
      .insertInto("users")
      .values({
        email,
        full_name: name,
        role: "candidate",
        // No usable password: this person signs in through the provider (or resets a password by e-mail).
        password_hash: await deps.passwords.hash(newToken()),
        activated_at: emailVerified ? now : null,
        locale: request.locale,
        created_at: now,
        updated_at: now,
      })
      .returning(["id", "role"])
      .executeTakeFirstOrThrow();
    await trx.insertInto("provider_identities").values({ user_id: created.id, provider: settings.issuer, subject, created_at: now }).execute();
    const session = await createSession(trx, deps, created.id, userAgent);
    await recordAudit(trx, clock, {
      actorId: created.id,
      action: "auth.signup_oidc",
      subject: `user:${created.id}`,
      after: { email, provider: settings.issuer },
    });
    return {
      status: "signed_in",
      token: session.token,
      expires_at: session.expiresAt,
      role: created.role,
      return_to: request.return_to,
      locale: request.locale,
    } as const;
  });
}

/** The owner of an existing account proves it with their password; then the provider identity is linked. */
export async function linkOidc(deps: Deps, linkToken: string, password: string, client: string, userAgent: string | undefined): Promise<OidcOutcome> {
  const settings = requireSettings(deps);
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  const request = await db.selectFrom("oidc_requests").selectAll().where("link_token_hash", "=", digest(linkToken)).executeTakeFirst();
  const user = request?.link_user_id ? await findUserById(db, request.link_user_id) : undefined;
  if (!request || !user || !request.link_subject || request.expires_at <= now) {
    await deps.passwords.verify(await decoyHash(), password);
    throw new ApiError("UNPROCESSABLE", { messageKey: "errors.oidcFailed" });
  }
  await checkPassword(deps, user, password, { email: user.email, client, subject: `user:${user.id}` });
  const subject = request.link_subject;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("oidc_requests")
      .set({ link_token_hash: null })
      .where("id", "=", request.id)
      .where("link_token_hash", "=", digest(linkToken))
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ApiError("UNPROCESSABLE", { messageKey: "errors.oidcFailed" });
    await trx.insertInto("provider_identities").values({ user_id: user.id, provider: settings.issuer, subject, created_at: now }).execute();
    const session = await createSession(trx, deps, user.id, userAgent);
    await recordAudit(trx, clock, { actorId: user.id, action: "auth.provider_linked", subject: `user:${user.id}`, after: { provider: settings.issuer } });
    return {
      status: "signed_in",
      token: session.token,
      expires_at: session.expiresAt,
      role: user.role,
      return_to: request.return_to,
      locale: request.locale,
    } as const;
  });
}
