import type { Kysely } from "kysely";
import type { CodePurpose, Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { digest, newCode, newToken } from "./secrets.ts";

export const CODE_TTL_MS = 10 * 60_000;
const LINK_TTL_MS = 24 * 60 * 60_000;
export const MAX_TRIES = 5;
export const RESEND_COOLDOWN_MS = 60_000;

/** Six digits typed by a person, or a long token carried by a link. */
const kindOf: Record<CodePurpose, "digits" | "token"> = {
  activation: "digits",
  reset_phone: "digits",
  email_link: "token",
  reset_link: "token",
  reset_grant: "token",
  phone_change: "digits",
};

/** How long until a new secret of this purpose may be issued to the user (0: now), counted from the last one sent. */
export async function cooldownLeftMs(executor: Kysely<Database>, deps: Pick<Deps, "clock">, userId: number, purpose: CodePurpose): Promise<number> {
  const last = await executor
    .selectFrom("one_time_codes")
    .select("created_at")
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return last ? Math.max(0, new Date(last.created_at).getTime() + RESEND_COOLDOWN_MS - deps.clock.now().getTime()) : 0;
}

/** A fresh secret for (user, purpose) and its row, stored hashed; the secret itself is handed out once. */
function freshCode(userId: number, purpose: CodePurpose, now: Date, options: { ttlMs?: number; payload?: string } = {}) {
  const secret = kindOf[purpose] === "digits" ? newCode() : newToken();
  const ttlMs = options.ttlMs ?? (kindOf[purpose] === "digits" ? CODE_TTL_MS : LINK_TTL_MS);
  const row = {
    user_id: userId,
    purpose,
    secret_hash: digest(secret),
    expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    created_at: now.toISOString(),
    payload: options.payload ?? null,
  };
  return { secret, row };
}

/**
 * Issues a fresh secret for (user, purpose) and voids the earlier ones; the secret is returned once, stored hashed.
 * Refuses with 429 while the last one is younger than the cool-down (unless `ignoreCooldown`).
 */
export async function issueCode(
  executor: Kysely<Database>,
  deps: Pick<Deps, "clock">,
  userId: number,
  purpose: CodePurpose,
  options: { ttlMs?: number; ignoreCooldown?: boolean; payload?: string } = {},
): Promise<string> {
  const now = deps.clock.now();
  if (!options.ignoreCooldown) {
    const wait = await cooldownLeftMs(executor, deps, userId, purpose);
    if (wait > 0) throw ApiError.tooManyRequests(wait / 1000);
  }
  await executor
    .updateTable("one_time_codes")
    .set({ consumed_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("consumed_at", "is", null)
    .execute();
  const { secret, row } = freshCode(userId, purpose, now, options);
  await executor.insertInto("one_time_codes").values(row).execute();
  return secret;
}

/**
 * The first secrets of an account created in the same transaction, one of each purpose, in one insert: such an
 * account has no earlier code to void and no cool-down to wait (the sign-up, at launch-day concurrency).
 */
export async function issueFirstCodes<P extends CodePurpose>(
  executor: Kysely<Database>,
  deps: Pick<Deps, "clock">,
  userId: number,
  purposes: readonly P[],
): Promise<Record<P, string>> {
  const now = deps.clock.now();
  const codes = purposes.map((purpose) => ({ purpose, ...freshCode(userId, purpose, now) }));
  await executor
    .insertInto("one_time_codes")
    .values(codes.map((code) => code.row))
    .execute();
  return Object.fromEntries(codes.map((code) => [code.purpose, code.secret])) as Record<P, string>;
}

/** A failed check; `wrongCode` when what was typed is not the live code (no live code counts as wrong too). */
export type CodeCheck =
  { ok: true; userId: number; payload?: string | null } | { ok: false; reason: "invalid" | "expired" | "too_many_tries"; wrongCode?: true };

/**
 * Checks a six-digit code typed for a known user: the live code of that purpose, at most MAX_TRIES tries,
 * single use. A wrong try is counted by one conditional increment, so concurrent tries can never count more than
 * MAX_TRIES "wrong" answers; the right code is taken only while tries remain. Whether the code has expired is told
 * only to whoever typed it right: a wrong guess learns nothing about the code's state.
 */
export async function consumeDigits(deps: Pick<Deps, "db" | "clock">, userId: number, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  const live = await db
    .selectFrom("one_time_codes")
    .selectAll()
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("consumed_at", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const right = live?.secret_hash === digest(code);
  if (!live || (live.expires_at <= now && !right)) return { ok: false, reason: "invalid", wrongCode: true };
  if (!right) {
    const counted = await db
      .updateTable("one_time_codes")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", live.id)
      .where("attempts", "<", MAX_TRIES)
      .returning("attempts")
      .executeTakeFirst();
    return { ok: false, reason: counted ? "invalid" : "too_many_tries", wrongCode: true };
  }
  if (live.expires_at <= now) return { ok: false, reason: "expired" };
  const used = await db
    .updateTable("one_time_codes")
    .set({ consumed_at: now })
    .where("id", "=", live.id)
    .where("consumed_at", "is", null)
    .where("attempts", "<", MAX_TRIES)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 1) return { ok: true, userId, payload: live.payload };
  const after = await db.selectFrom("one_time_codes").select("attempts").where("id", "=", live.id).executeTakeFirstOrThrow();
  return { ok: false, reason: after.attempts >= MAX_TRIES ? "too_many_tries" : "invalid" };
}

/** Checks a link token (nobody types it, so no try counter): unknown, used or expired tokens fail. */
export async function consumeToken(
  deps: Pick<Deps, "db" | "clock">,
  purpose: CodePurpose,
  token: string,
  options: { peek?: boolean } = {},
): Promise<CodeCheck> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  const row = await db.selectFrom("one_time_codes").selectAll().where("secret_hash", "=", digest(token)).where("purpose", "=", purpose).executeTakeFirst();
  if (!row || row.consumed_at) return { ok: false, reason: "invalid" };
  if (row.expires_at <= now) return { ok: false, reason: "expired" };
  if (options.peek) return { ok: true, userId: row.user_id };
  const used = await db.updateTable("one_time_codes").set({ consumed_at: now }).where("id", "=", row.id).where("consumed_at", "is", null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: "invalid" };
  return { ok: true, userId: row.user_id };
}

/** The client-facing error for a failed check. */
export function codeError(check: { ok?: false; reason: Exclude<CodeCheck, { ok: true }>["reason"] }): ApiError {
  return new ApiError("UNPROCESSABLE", { messageKey: `errors.code.${check.reason}` });
}
