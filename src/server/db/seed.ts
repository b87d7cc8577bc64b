import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { Deps } from "#server/deps.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { seedEdition } from "#server/modules/contest/edition.service.ts";
import { seedNews } from "#server/modules/news/seed.ts";
import { seedPages } from "#server/modules/pages/seed-content.ts";
import { seedContentPages } from "#server/modules/pages/pages.service.ts";
import { ensureSettings } from "#server/modules/settings/settings.service.ts";

/**
 * Idempotent: creates what a fresh install needs, each part only while it is missing: settings keys (empty until an
 * administrator fills them), the first contest edition, the editorial pages and news (each written once, never over
 * an administrator's edit or deletion), and the first administrator.
 * Returns the generated password (to be printed once) when none was configured.
 */
export async function seed(deps: Deps): Promise<{ createdAdmin?: { email: string; generatedPassword?: string } }> {
  await ensureSettings(deps);
  await seedEdition(deps);
  await seedContentPages(deps, seedPages());
  await seedNews(deps);
  return seedFirstAdministrator(deps);
}

/** In the site's first language, as every seeded text; the administrator can rename the account in user management. */
const FIRST_ADMIN_NAME = "Quản trị viên";

async function seedFirstAdministrator(deps: Deps): Promise<{ createdAdmin?: { email: string; generatedPassword?: string } }> {
  const { db, clock, config } = deps;
  const existing = await db.selectFrom("users").select("id").where("role", "=", "administrator").executeTakeFirst();
  if (existing) return {};
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString("base64url");
  const password = config.ADMIN_PASSWORD ?? generatedPassword ?? "";
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const admin = await trx
      .insertInto("users")
      .values({ email: config.ADMIN_EMAIL, password_hash: await hash(password), full_name: FIRST_ADMIN_NAME, role: "administrator", activated_at: now, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, clock, { actorId: null, action: "user.bootstrap_admin", subject: `user:${admin.id}`, after: { email: config.ADMIN_EMAIL, role: "administrator" } });
  });
  return { createdAdmin: { email: config.ADMIN_EMAIL, ...(generatedPassword ? { generatedPassword } : {}) } };
}
