import type { Kysely } from "kysely";
import { passwordLooksLikeEmail } from "#contracts/account.ts";
import type { Locale } from "#contracts/locale.ts";
import type { ChangePasswordInput, CheckCodeInput } from "#contracts/recovery.ts";
import type { CodePurpose, Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { enforceLimits } from "#server/http/rate-limit.ts";
import { recordAudit } from "#server/lib/audit.ts";
import type { RateRule } from "#server/lib/rate-limit.ts";
import { CODE_TTL_MS, codeError, consumeDigits, consumeToken, issueCode, MAX_TRIES, RESEND_COOLDOWN_MS } from "./codes.ts";
import { queueEmail, queueSms, webLink } from "./messages.ts";
import { findUserByPhone, setPasswordHash, voidResetSecrets } from "./recovery.repo.ts";
import { findUserByEmail, findUserById, type UserRow } from "./accounts.repo.ts";
import { revokeUserSessions } from "./sessions.ts";

/** How long the permission earned by a right phone code lasts. */
const GRANT_TTL_MS = 15 * 60_000;

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Limits of the recovery calls. Each list is a ladder: a short window, then longer ones, so someone who keeps
 * asking waits longer and longer (the back-off). Per client address (callers behind one carrier NAT share it,
 * so those are generous) and per account, e-mail address or phone number (counted whether or not it is
 * registered, so a refusal reveals nothing).
 */
export const recoveryLimits = {
  forgotByClient: [
    { name: "forgot-password", limit: 20, windowSeconds: 10 * minute },
    { name: "forgot-password-day", limit: 100, windowSeconds: day },
  ],
  forgotByEmail: [
    { name: "forgot-password-email", limit: 3, windowSeconds: 15 * minute },
    { name: "forgot-password-email-day", limit: 10, windowSeconds: day },
  ],
  sendCodeByClient: [
    { name: "reset-code-send", limit: 20, windowSeconds: 10 * minute },
    { name: "reset-code-send-day", limit: 100, windowSeconds: day },
  ],
  /** The first rung is the resend cool-down; it applies to unknown numbers too, so it reveals nothing. */
  sendCodeByPhone: [
    { name: "reset-code-phone", limit: 1, windowSeconds: RESEND_COOLDOWN_MS / 1000 },
    { name: "reset-code-phone-hour", limit: 5, windowSeconds: hour },
    { name: "reset-code-phone-day", limit: 10, windowSeconds: day },
  ],
  checkCodeByClient: [
    { name: "reset-code-check", limit: 30, windowSeconds: 10 * minute },
    { name: "reset-code-check-day", limit: 150, windowSeconds: day },
  ],
  checkCodeByPhone: [
    { name: "reset-code-check-phone", limit: 10, windowSeconds: 10 * minute },
    { name: "reset-code-check-phone-day", limit: 30, windowSeconds: day },
  ],
  changeByUser: [
    { name: "change-password", limit: 10, windowSeconds: 15 * minute },
    { name: "change-password-day", limit: 30, windowSeconds: day },
  ],
} as const satisfies Record<string, readonly RateRule[]>;

/** Same answer for every address or number, registered or not. */
const requested = () => ({ requested: true as const, resend_after: RESEND_COOLDOWN_MS / 1000 });

/**
 * A fresh secret, or nothing while the previous one is younger than the cool-down: the person already has a
 * live one on its way, and the caller's answer must not differ from the one given for an unknown account.
 */
async function issueUnlessCoolingDown(executor: Kysely<Database>, deps: Pick<Deps, "clock">, userId: number, purpose: CodePurpose) {
  try {
    return await issueCode(executor, deps, userId, purpose);
  } catch (error) {
    if (error instanceof ApiError && error.code === "RATE_LIMITED") return undefined;
    throw error;
  }
}

/**
 * Both ways of asking for a reset: the limits of the address (registered or not), then a secret sent by `send`
 * when the address belongs to an account, and one audit row either way. The message itself is sent later by the
 * job worker, so a registered address costs the request little more than an unknown one: no difference in timing
 * a caller could measure.
 */
async function requestSecret(
  deps: Deps,
  request: { channel: "email" | "phone"; address: string; purpose: CodePurpose; limits: readonly RateRule[] },
  find: (db: Kysely<Database>, address: string) => Promise<UserRow | undefined>,
  send: (trx: Kysely<Database>, user: UserRow, secret: string) => Promise<void>,
) {
  const { db, clock } = deps;
  const { channel, address } = request;
  await enforceLimits(deps, request.limits, `${channel}:${address}`);
  const user = await find(db, address);
  await db.transaction().execute(async (trx) => {
    if (user) {
      const secret = await issueUnlessCoolingDown(trx, deps, user.id, request.purpose);
      if (secret) await send(trx, user, secret);
    }
    await recordAudit(trx, clock, {
      actorId: user?.id ?? null,
      action: "auth.password_reset_requested",
      subject: user ? `user:${user.id}` : `${channel}:${address}`,
      after: { channel },
    });
  });
  return requested();
}

/** `POST auth/forgot-password`: a single-use link by e-mail when the address belongs to an account. */
export function requestResetLink(deps: Deps, email: string, locale: Locale) {
  const request = { channel: "email", address: email, purpose: "reset_link", limits: recoveryLimits.forgotByEmail } as const;
  return requestSecret(deps, request, findUserByEmail, async (trx, user, token) => {
    const link = webLink(deps, locale, `/user/reset?token=${encodeURIComponent(token)}`);
    await queueEmail(trx, deps, user.email, locale, "resetLink", { name: user.full_name, link });
  });
}

/** `GET auth/reset?token=`: whether a link can still be used (nothing is consumed). */
export async function checkResetLink(deps: Deps, token: string) {
  const check = await consumeToken(deps, "reset_link", token, { peek: true });
  if (!check.ok) throw codeError(check);
  if (!(await findUserById(deps.db, check.userId))) throw codeError({ ok: false, reason: "invalid" });
  return { valid: true as const };
}

/** `GET auth/resetpasssendcode`: a six-digit code by SMS when the number belongs to an account. */
export function requestResetCode(deps: Deps, phone: string, locale: Locale) {
  const request = { channel: "phone", address: phone, purpose: "reset_phone", limits: recoveryLimits.sendCodeByPhone } as const;
  return requestSecret(deps, request, findUserByPhone, (trx, _user, code) => queueSms(trx, deps, phone, locale, "resetCode", code));
}

/**
 * Wrong tries per number, registered or not, within a code's lifetime. A wrong answer is judged by this counter
 * alone, never by the account behind the number, so no sequence of tries tells the two apart; the code's own try
 * counter (codes.ts) still ends a real code after MAX_TRIES wrong tries.
 */
const wrongTriesByPhone: RateRule = { name: "reset-code-wrong", limit: MAX_TRIES, windowSeconds: CODE_TTL_MS / 1000 };

/** `POST auth/resetpasscheckcode`: the right code earns a short-lived, single-use grant to set a password. */
export async function checkResetCode(deps: Deps, input: CheckCodeInput) {
  const { db, clock } = deps;
  await enforceLimits(deps, recoveryLimits.checkCodeByPhone, `phone:${input.phone_number}`);
  const user = await findUserByPhone(db, input.phone_number);
  const check = user ? await consumeDigits(deps, user.id, "reset_phone", input.code) : ({ ok: false, reason: "invalid", wrongCode: true } as const);
  if (!check.ok) {
    // What only the right code may learn ("expired", a used-up code) is told as it is; a wrong guess is not.
    if (!check.wrongCode) throw codeError(check);
    const tries = await deps.rateLimiter.hit(wrongTriesByPhone, `phone:${input.phone_number}`);
    throw codeError({ ok: false, reason: tries.allowed ? "invalid" : "too_many_tries" });
  }
  return db.transaction().execute(async (trx) => {
    const token = await issueCode(trx, deps, check.userId, "reset_grant", { ttlMs: GRANT_TTL_MS, ignoreCooldown: true });
    await recordAudit(trx, clock, { actorId: check.userId, action: "auth.password_reset_code_verified", subject: `user:${check.userId}` });
    return { token, expires_at: new Date(clock.now().getTime() + GRANT_TTL_MS).toISOString() };
  });
}

function refuseEmailAsPassword(user: UserRow, password: string) {
  if (passwordLooksLikeEmail(password, user.email)) {
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "password", messageKey: "validation.password.sameAsEmail" }] });
  }
}

/** The follow-up of every password change: one e-mail to the owner, and no way back in with an old secret. */
async function afterPasswordChange(trx: Kysely<Database>, deps: Deps, user: UserRow, locale: Locale, now: string) {
  await voidResetSecrets(trx, user.id, now);
  await queueEmail(trx, deps, user.email, locale, "passwordChanged", { name: user.full_name });
}

/**
 * `POST auth/reset` (link from the e-mail) and `POST auth/resetpass-password` (grant from the phone code):
 * sets the new password, uses up the token and signs the person out everywhere.
 */
export async function resetPassword(deps: Deps, purpose: "reset_link" | "reset_grant", token: string, password: string, locale: Locale) {
  const { db, clock } = deps;
  const peek = await consumeToken(deps, purpose, token, { peek: true });
  if (!peek.ok) throw codeError(peek);
  const user = await findUserById(db, peek.userId);
  if (!user) throw codeError({ ok: false, reason: "invalid" });
  refuseEmailAsPassword(user, password);
  // Hashing is slow on purpose; do it before the transaction so no lock is held meanwhile.
  const passwordHash = await deps.passwords.hash(password);
  await db.transaction().execute(async (trx) => {
    // Consumed inside the transaction: of two concurrent uses of one token, exactly one changes the password.
    const used = await consumeToken({ db: trx, clock }, purpose, token);
    if (!used.ok) throw codeError(used);
    const now = clock.now().toISOString();
    await setPasswordHash(trx, user.id, passwordHash, now);
    await revokeUserSessions(trx, deps, user.id);
    await afterPasswordChange(trx, deps, user, locale, now);
    await recordAudit(trx, clock, {
      actorId: user.id,
      action: "auth.password_reset",
      subject: `user:${user.id}`,
      after: { channel: purpose === "reset_link" ? "email" : "phone", sessions_revoked: "all" },
    });
  });
  return { updated: true as const };
}

/** `POST auth/change-password`: needs the current password; every other session of the person is signed out. */
export async function changePassword(deps: Deps, caller: AuthUser, input: ChangePasswordInput, locale: Locale) {
  const { db, clock } = deps;
  await enforceLimits(deps, recoveryLimits.changeByUser, `user:${caller.id}`);
  const user = await findUserById(db, caller.id);
  if (!user) throw new ApiError("UNAUTHENTICATED");
  if (!(await deps.passwords.verify(user.password_hash, input.current_password))) {
    await recordAudit(db, clock, { actorId: user.id, action: "auth.password_change_failed", subject: `user:${user.id}` });
    throw new ApiError("UNPROCESSABLE", {
      messageKey: "errors.wrongCurrentPassword",
      details: [{ path: "current_password", messageKey: "errors.wrongCurrentPassword" }],
    });
  }
  refuseEmailAsPassword(user, input.password);
  const passwordHash = await deps.passwords.hash(input.password);
  await db.transaction().execute(async (trx) => {
    const now = clock.now().toISOString();
    await setPasswordHash(trx, user.id, passwordHash, now);
    await revokeUserSessions(trx, deps, user.id, caller.sessionId);
    await afterPasswordChange(trx, deps, user, locale, now);
    await recordAudit(trx, clock, { actorId: user.id, action: "auth.password_changed", subject: `user:${user.id}`, after: { sessions_revoked: "others" } });
  });
  return { updated: true as const };
}
