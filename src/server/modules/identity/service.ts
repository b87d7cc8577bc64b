import type { Profile, SigninInput } from "#contracts/identity.ts";
import { missingKycFields, type KycField } from "#contracts/profile.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { decoyHash, verifyPassword } from "./passwords.ts";
import { toProfile } from "./profile.ts";
import { clearFailedSignins, countActiveUsersByRole, findUserByEmail, findUserById, recordFailedSignin, type UserRow } from "./repo.ts";
import { createSession, revokeSession } from "./sessions.ts";

/** Failures allowed before the account starts backing off; each further failure doubles the wait (max 1 h). */
export const FREE_FAILURES = 5;
export const lockoutMs = (failures: number) => (failures < FREE_FAILURES ? 0 : Math.min(60 * 60_000, 2 ** (failures - FREE_FAILURES) * 60_000));

/**
 * The one password check of a sign-in (with a password, or linking a provider): refuses while the account
 * backs off, counts and audits every failure, and costs the same time whether or not the account exists.
 */
export async function checkPassword(deps: Deps, user: UserRow | undefined, password: string, subject: string): Promise<UserRow> {
  const { db, clock } = deps;
  const now = clock.now();
  if (user?.locked_until && user.locked_until > now.toISOString()) {
    throw ApiError.tooManyRequests((new Date(user.locked_until).getTime() - now.getTime()) / 1000);
  }
  const valid = user ? await verifyPassword(user.password_hash, password) : (await verifyPassword(await decoyHash(), password), false);
  if (user && valid) return user;
  if (user) {
    const failures = user.failed_signins + 1;
    const wait = lockoutMs(failures);
    await recordFailedSignin(db, user.id, failures, wait ? new Date(now.getTime() + wait).toISOString() : null, now.toISOString());
  }
  await recordAudit(db, clock, { actorId: user?.id ?? null, action: "auth.signin_failed", subject: user ? `user:${user.id}` : subject });
  throw new ApiError("UNAUTHENTICATED", { messageKey: "errors.badCredentials" });
}

export async function signin(deps: Deps, input: SigninInput, userAgent: string | undefined) {
  const { db, clock } = deps;
  const user = await checkPassword(deps, await findUserByEmail(db, input.email), input.password, `email:${input.email}`);
  return db.transaction().execute(async (trx) => {
    await clearFailedSignins(trx, user.id);
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
