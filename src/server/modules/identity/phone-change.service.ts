import type { Locale } from "#contracts/locale.ts";
import type { Profile } from "#contracts/identity.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { enforceLimits } from "#server/http/rate-limit.ts";
import { recordAudit } from "#server/lib/audit.ts";
import type { RateRule } from "#server/lib/rate-limit.ts";
import { codeError, consumeDigits, issueCode, RESEND_COOLDOWN_MS } from "./codes.ts";
import { queueEmail, queueSms } from "./messages.ts";
import { toProfile } from "./profile.ts";
import { findActiveUser, lockUser, takenByAnother, updateUser } from "./profile-edit.repo.ts";

/** Codes sent to new numbers, per account: each one is an SMS someone pays for. */
const requestsByUser: readonly RateRule[] = [
  { name: "phone-change", limit: 5, windowSeconds: 60 * 60 },
  { name: "phone-change-day", limit: 10, windowSeconds: 24 * 60 * 60 },
];

const phoneTaken = () =>
  new ApiError("CONFLICT", { messageKey: "errors.duplicate.phone_number", details: [{ path: "phone_number", messageKey: "errors.duplicate.phone_number" }] });

/** `POST auth/profile/phone`: sends a code to the new number; nothing changes until it is typed back. */
export async function requestPhoneChange(deps: Deps, caller: AuthUser, phone: string, locale: Locale) {
  const { db } = deps;
  const user = await findActiveUser(db, caller.id);
  if (!user) throw new ApiError("UNAUTHENTICATED");
  if (user.phone_number === phone) {
    throw new ApiError("UNPROCESSABLE", { messageKey: "errors.phoneUnchanged", details: [{ path: "phone_number", messageKey: "errors.phoneUnchanged" }] });
  }
  if (await takenByAnother(db, "phone_number", phone, user.id)) throw phoneTaken();
  await enforceLimits(deps, requestsByUser, `user:${user.id}`);
  await db.transaction().execute(async (trx) => {
    const code = await issueCode(trx, deps, user.id, "phone_change", { payload: phone });
    await queueSms(trx, deps, phone, locale, "phoneChange", code);
  });
  return { phone_number: phone, resend_after: RESEND_COOLDOWN_MS / 1000 };
}

/**
 * `POST auth/profile/phone/confirm`: the code sent to the new number makes it the account's number. The holder is
 * told by e-mail, in the language they use here, so a change they did not make does not go unnoticed.
 */
export async function confirmPhoneChange(deps: Deps, caller: AuthUser, code: string, locale: Locale): Promise<Profile> {
  const { db, clock, database } = deps;
  const check = await consumeDigits(deps, caller.id, "phone_change", code);
  if (!check.ok) throw codeError(check);
  const phone = check.payload;
  if (!phone) throw codeError({ reason: "invalid" });
  const changed = db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, database.dialect, caller.id);
    if (!row) throw new ApiError("UNAUTHENTICATED");
    if (await takenByAnother(trx, "phone_number", phone, row.id)) throw phoneTaken();
    const now = clock.now().toISOString();
    await updateUser(trx, row.id, { phone_number: phone, updated_at: now });
    await recordAudit(trx, clock, {
      actorId: caller.id,
      action: "user.phone_changed",
      subject: `user:${row.id}`,
      before: { phone_number: row.phone_number },
      after: { phone_number: phone },
    });
    await queueEmail(trx, deps, row.email, locale, "phoneChanged", { name: row.full_name, phone: phone.slice(-3) });
    return toProfile({ ...row, phone_number: phone, updated_at: now });
  });
  // Two accounts confirming the same number at once: the unique index decides, the loser hears "already registered".
  return changed.catch((error: unknown) => {
    throw isUniqueViolation(error) ? phoneTaken() : error;
  });
}
