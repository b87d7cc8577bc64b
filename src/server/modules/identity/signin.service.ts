import type { Profile, SigninInput } from "#contracts/identity.ts";
import { missingKycFields, type KycField } from "#contracts/profile.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import type { RateRule } from "#server/lib/rate-limit.ts";
import { decoyHash } from "./passwords.ts";
import { toProfile } from "./profile.ts";
import { countActiveUsersByRole, findUserByEmail, findUserById, type UserRow } from "./accounts.repo.ts";
import { createSession, revokeSession } from "./sessions.ts";

/**
 * Throttling of password checks (OWASP, "Authentication": protect against automated attacks without letting
 * anyone lock an account). Counted on wrong passwords only, keyed by the e-mail address as typed, so an
 * unknown address counts, answers and waits exactly like a registered one.
 */
const signinThrottle = {
  /** One client guessing one account: after 5 wrong passwords in 15 minutes it waits for the window to end (429). */
  pair: { name: "signin-failures-pair", limit: 5, windowSeconds: 15 * 60 },
  /** Many clients guessing one account: past this, every try on it is slowed down; none is refused. */
  account: { name: "signin-failures-account", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The slow-down of every try on an account under attack (its owner still gets in, a little later). */
export const UNDER_ATTACK_DELAY_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who is trying which account: the e-mail address as typed (normalised) and the client's address. */
export interface SigninAttempt {
  email: string;
  client: string;
  /** Audit subject when the address belongs to no account. */
  subject: string;
}

/**
 * The one password check of a sign-in (with a password, or linking a provider). A client that failed too often
 * on this account waits (429); an account many clients fail on is slowed down, never locked, so its owner's
 * right password from a clean client still works. Every failure is counted and audited, and the check costs
 * the same whether or not the account exists.
 */
export async function checkPassword(deps: Deps, user: UserRow | undefined, password: string, attempt: SigninAttempt): Promise<UserRow> {
  const { db, clock, rateLimiter } = deps;
  const account = attempt.email.trim().toLowerCase();
  const pair = `${account}|${attempt.client}`;
  const pairOutcome = await rateLimiter.peek(signinThrottle.pair, pair);
  if (!pairOutcome.allowed) throw ApiError.tooManyRequests(pairOutcome.retryAfterSeconds);
  if (!(await rateLimiter.peek(signinThrottle.account, account)).allowed) await pause(UNDER_ATTACK_DELAY_MS);
  const valid = user ? await deps.passwords.verify(user.password_hash, password) : (await deps.passwords.verify(await decoyHash(), password), false);
  if (user && valid) return user;
  await rateLimiter.hit(signinThrottle.pair, pair);
  await rateLimiter.hit(signinThrottle.account, account);
  await recordAudit(db, clock, {
    actorId: user?.id ?? null,
    action: "auth.signin_failed",
    subject: user ? `user:${user.id}` : attempt.subject,
    after: { client: attempt.client },
  });
  throw new ApiError("UNAUTHENTICATED", { messageKey: "errors.badCredentials" });
}

export async function signin(deps: Deps, input: SigninInput, client: string, userAgent: string | undefined) {
  const { db, clock } = deps;
  const user = await checkPassword(deps, await findUserByEmail(db, input.email), input.password, {
    email: input.email,
    client,
    subject: `email:${input.email}`,
  });
  return db.transaction().execute(async (trx) => {
    const session = await createSession(trx, deps, user.id, userAgent);
    await recordAudit(trx, clock, { actorId: user.id, action: "auth.signin", subject: `user:${user.id}` });
    return { token: session.token, expires_at: session.expiresAt, user: toProfile(user) };
  });
}

export async function signout(deps: Deps, sessionId: number) {
  await revokeSession(deps.db, deps, sessionId);
}

/** A person may buy or sell only when every KYC field is filled (spec dashboard-and-funds, section 5). */
export function canTransact(profile: Pick<Profile, KycField>): boolean {
  return missingKycFields(profile).length === 0;
}

export async function profileOf(deps: Deps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError("UNAUTHENTICATED");
  return toProfile(user);
}

export async function usersByRole(deps: Deps) {
  const rows = await countActiveUsersByRole(deps.db);
  const count = (role: string) => Number(rows.find((r) => r.role === role)?.count ?? 0);
  return {
    users: rows.reduce((sum, r) => sum + Number(r.count), 0),
    administrators: count("administrator"),
    judges: count("judge"),
    candidates: count("candidate"),
    investors: count("investor"),
  };
}
