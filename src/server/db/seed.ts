import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { Deps } from "#server/deps.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { seedContentPages } from "#server/modules/pages/service.ts";
import { ensureSettings } from "#server/modules/settings/service.ts";

/**
 * Idempotent: creates the first administrator only while there is none; adds missing settings keys and the
 * seeded pages not seeded before.
 * Returns the generated password (to be printed once) when none was configured.
 */
export async function seed(deps: Deps): Promise<{ createdAdmin?: { email: string; generatedPassword?: string } }> {
  const { db, clock, config } = deps;
  // Content first: settings keys (empty until an administrator fills them) and the company/fund pages, once each.
  await ensureSettings(deps);
  await seedContentPages(deps);
  const existing = await db.selectFrom("users").select("id").where("role", "=", "administrator").executeTakeFirst();
  if (existing) return {};
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString("base64url");
  const password = config.ADMIN_PASSWORD ?? generatedPassword ?? "";
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const admin = await trx
      .insertInto("users")
      .values({ email: config.ADMIN_EMAIL, password_hash: await hash(password), full_name: "Administrator", role: "administrator", activated_at: now, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, clock, { actorId: null, action: "user.bootstrap_admin", subject: `user:${admin.id}`, after: { email: config.ADMIN_EMAIL, role: "administrator" } });
  });
  return { createdAdmin: { email: config.ADMIN_EMAIL, ...(generatedPassword ? { generatedPassword } : {}) } };
}
