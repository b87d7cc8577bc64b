import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { digest, newToken } from "./secrets.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** Renew the expiry at most this often, so reads do not turn into writes on every request. */
const RENEW_AFTER_MS = 60 * 60_000;

export async function createSession(executor: Kysely<Database>, deps: Pick<Deps, "clock">, userId: number, userAgent: string | undefined) {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await executor
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: digest(token),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: expiresAt,
      user_agent: userAgent?.slice(0, 255) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** The user behind a live token (sliding expiry), or nothing for an unknown, expired, revoked or deleted one. */
export async function authenticate(deps: Deps, token: string): Promise<AuthUser | undefined> {
  const { db, clock } = deps;
  const now = clock.now();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id as sessionId", "sessions.last_used_at", "users.id", "users.role", "users.activated_at"])
    .where("sessions.token_hash", "=", digest(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now.toISOString())
    .where("users.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now.getTime() - new Date(row.last_used_at).getTime() > RENEW_AFTER_MS) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString() })
      .where("id", "=", row.sessionId)
      .execute();
  }
  return { id: row.id, role: row.role, sessionId: row.sessionId, activated: row.activated_at !== null };
}

export async function revokeSession(executor: Kysely<Database>, deps: Pick<Deps, "clock">, sessionId: number) {
  await executor
    .updateTable("sessions")
    .set({ revoked_at: deps.clock.now().toISOString() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Signs the person out everywhere, except optionally the session they are using. */
export async function revokeUserSessions(executor: Kysely<Database>, deps: Pick<Deps, "clock">, userId: number, exceptSessionId?: number) {
  let query = executor
    .updateTable("sessions")
    .set({ revoked_at: deps.clock.now().toISOString() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (exceptSessionId !== undefined) query = query.where("id", "!=", exceptSessionId);
  await query.execute();
}
