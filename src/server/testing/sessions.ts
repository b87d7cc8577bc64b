import type { Role } from "#contracts/identity.ts";
import { createSession } from "#server/modules/identity/sessions.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A signed-in person of a role, made without the sign-in call (for tests of other modules): an activated account
 * with an unusable password and a live session. Returns the headers that authenticate as them.
 */
export async function sessionAs(t: TestApp, role: Role): Promise<{ id: number; headers: Record<string, string> }> {
  const now = t.clock.now().toISOString();
  const { id } = await t.db
    .insertInto("users")
    .values({ email: `${role}.${crypto.randomUUID()}@example.test`, password_hash: "!", full_name: `Test ${role}`, role, activated_at: now, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.db, t.deps, id, "vitest");
  return { id, headers: { authorization: `Bearer ${token}` } };
}
