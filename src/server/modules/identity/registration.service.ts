import type { Kysely } from "kysely";
import { vietnamDay } from "#contracts/account.ts";
import type { Locale } from "#contracts/locale.ts";
import { isAdultOn, UNDER_AGE, type SignupInput } from "#contracts/registration.ts";
import { isUniqueViolation, uniqueViolationColumns } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJobs, type QueuedJob } from "#server/lib/jobs.ts";
import { codeError, consumeDigits, consumeToken, cooldownLeftMs, issueCode, issueFirstCodes, RESEND_COOLDOWN_MS } from "./codes.ts";
import { emailJob, smsJob, webLink } from "./messages.ts";
import { toProfile } from "./profile.ts";
import { findUserById, insertUser, markActivated, ownerOfSecret, takenIdentifiers, voidCodes, type UserRow } from "./accounts.repo.ts";
import { digest } from "./secrets.ts";
import { createSession } from "./sessions.ts";

/** The unique columns of an account and the form field each one comes from. */
const fieldOfColumn = { email: "email", phone_number: "phone_number", id_number: "cmt" } as const;
type UniqueColumn = keyof typeof fieldOfColumn;
const isUniqueColumn = (name: string): name is UniqueColumn => Object.hasOwn(fieldOfColumn, name);

/** "Already registered", per field, and nothing about the account that holds it. */
function alreadyRegistered(columns: UniqueColumn[]): ApiError {
  return new ApiError("CONFLICT", {
    messageKey: "errors.alreadyRegistered",
    details: columns.map((column) => ({ path: fieldOfColumn[column], messageKey: `errors.duplicate.${fieldOfColumn[column]}` })),
  });
}

/**
 * Creates the account (candidate unless the person registers as an investor), signs the person in and sends
 * the activation code and link, all in one transaction. Uniqueness is the database's: the unique indexes refuse a
 * taken e-mail, phone or ID number (and decide races between simultaneous sign-ups), and only then is every taken
 * field looked up, to name them all at once. A launch-day sign-up makes no statement it does not need.
 */
export async function signup(deps: Deps, input: SignupInput, context: { locale: Locale; userAgent: string | undefined }) {
  const { db, clock } = deps;
  const now = clock.now();
  if (!isAdultOn(input.birth_date, vietnamDay(now))) {
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "birth_date", messageKey: UNDER_AGE }] });
  }
  const passwordHash = await deps.passwords.hash(input.password);
  const identifiers = { email: input.email, phone_number: input.phone_number, id_number: input.cmt };
  try {
    return await db.transaction().execute(async (trx) => {
      const role = input.account_type ?? "candidate";
      const user = await insertUser(trx, {
        ...identifiers,
        password_hash: passwordHash,
        full_name: input.full_name,
        role,
        birth_date: input.birth_date,
        nation: input.nation,
        person_type: input.person_type,
        locale: context.locale,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      if (input.ref_code) await deps.hooks.identity.recordReferral(trx, clock, user.id, input.ref_code);
      const session = await createSession(trx, deps, user.id, context.userAgent);
      const codes = await issueFirstCodes(trx, deps, user.id, ["activation", "email_link"]);
      await enqueueJobs(trx, clock, activationMessages(deps, user, context.locale, codes.activation, codes.email_link));
      await recordAudit(trx, clock, {
        actorId: user.id,
        action: "auth.signup",
        subject: `user:${user.id}`,
        after: { email: user.email, role, person_type: user.person_type },
      });
      return { token: session.token, expires_at: session.expiresAt, user: toProfile(user) };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const taken = await takenIdentifiers(db, identifiers);
    const columns = (Object.keys(taken) as UniqueColumn[]).filter((column) => taken[column]);
    throw alreadyRegistered(columns.length ? columns : uniqueViolationColumns(error).filter(isUniqueColumn));
  }
}

/** The activation code and e-mail link, by e-mail and, with a phone, the code by SMS. */
function activationMessages(deps: Pick<Deps, "config">, user: UserRow, locale: Locale, code: string, token: string): QueuedJob[] {
  const link = webLink(deps, locale, `/user/verify?token=${encodeURIComponent(token)}`);
  const email = emailJob(user.email, locale, "activation", { name: user.full_name, code, link });
  return user.phone_number ? [email, smsJob(user.phone_number, locale, "activation", code)] : [email];
}

/** A fresh six-digit code (respecting the cool-down) and e-mail link, sent as `activationMessages`. */
async function sendActivation(trx: Kysely<Database>, deps: Deps, user: UserRow, locale: Locale) {
  const code = await issueCode(trx, deps, user.id, "activation");
  const token = await issueCode(trx, deps, user.id, "email_link", { ignoreCooldown: true });
  await enqueueJobs(trx, deps.clock, activationMessages(deps, user, locale, code, token));
}

const alreadyActivated = () => new ApiError("CONFLICT", { messageKey: "errors.alreadyActivated" });

export async function resendActivation(deps: Deps, caller: AuthUser, locale: Locale) {
  if (caller.activated) throw alreadyActivated();
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new ApiError("UNAUTHENTICATED");
  await deps.db.transaction().execute((trx) => sendActivation(trx, deps, user, locale));
  return { sent: true as const, resend_after_seconds: RESEND_COOLDOWN_MS / 1000 };
}

/**
 * Where the caller's activation stands: whether it is done and, if not, how many seconds remain before a new code
 * may be asked for (the code sent at registration counts, so the page can count down instead of answering 429).
 */
export async function activationStateOf(deps: Deps, caller: AuthUser) {
  if (caller.activated) return { activated: true, resend_after_seconds: 0 };
  const wait = await cooldownLeftMs(deps.db, deps, caller.id, "activation");
  return { activated: false, resend_after_seconds: Math.ceil(wait / 1000) };
}

/** Activates the caller's account with the six-digit code (tries counted, single use, expiring). */
export async function activateWithCode(deps: Deps, caller: AuthUser, code: string) {
  if (caller.activated) throw alreadyActivated();
  const check = await consumeDigits(deps, caller.id, "activation", code);
  if (!check.ok) throw codeError(check);
  await activate(deps, caller.id, "code");
  return { activated: true as const };
}

/**
 * Activates the account an e-mail link was sent to. A link that no longer works because its account is
 * already active (used before, opened by a mail scanner, or superseded by the typed code) says so instead of failing.
 */
export async function activateWithLink(deps: Deps, token: string): Promise<{ activated: true; already: boolean }> {
  const check = await consumeToken(deps, "email_link", token);
  if (check.ok) {
    await activate(deps, check.userId, "email_link");
    return { activated: true, already: false };
  }
  if (check.reason === "invalid") {
    const owner = await ownerOfSecret(deps.db, "email_link", digest(token));
    if (owner?.activated_at) return { activated: true, already: true };
  }
  throw codeError(check);
}

async function activate(deps: Deps, userId: number, via: "code" | "email_link") {
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const changed = await markActivated(trx, userId, now);
    await voidCodes(trx, userId, ["activation", "email_link"], now);
    if (changed) await recordAudit(trx, deps.clock, { actorId: userId, action: "auth.activated", subject: `user:${userId}`, after: { via } });
  });
}
