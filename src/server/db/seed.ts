import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { emailField } from "#contracts/account.ts";
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
export async function seed(deps: Deps): Promise<SeedOutcome> {
  await ensureSettings(deps);
  await seedEdition(deps);
  await seedContentPages(deps, seedPages());
  await seedNews(deps);
  return { ...(await seedFirstAdministrator(deps)), ...(await repairUnreachableAdministrator(deps)) };
}

export interface SeedOutcome {
  createdAdmin?: { email: string; generatedPassword?: string };
  /** An administrator whose address the sign-in form refuses (installs before issue 25 defaulted to admin@localhost). */
  repairedAdmin?: { from: string; to: string };
}

/** In the site's first language, as every seeded text; the administrator can rename the account in user management. */
const FIRST_ADMIN_NAME = "Quản trị viên";

async function seedFirstAdministrator(deps: Deps): Promise<Pick<SeedOutcome, "createdAdmin">> {
  const { db, clock, config } = deps;
  const existing = await db.selectFrom("users").select("id").where("role", "=", "administrator").executeTakeFirst();
  if (existing) return {};
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString("base64url");
  const password = config.ADMIN_PASSWORD ?? generatedPassword ?? "";
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const admin = await trx
      .insertInto("users")
      .values({
        email: config.ADMIN_EMAIL,
        password_hash: await hash(password),
        full_name: FIRST_ADMIN_NAME,
        role: "administrator",
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, clock, {
      actorId: null,
      action: "user.bootstrap_admin",
      subject: `user:${admin.id}`,
      after: { email: config.ADMIN_EMAIL, role: "administrator" },
    });
  });
  return { createdAdmin: { email: config.ADMIN_EMAIL, ...(generatedPassword ? { generatedPassword } : {}) } };
}

/**
 * Gives ADMIN_EMAIL (when nobody holds it) to an administrator whose stored address the sign-in form refuses, so an
 * install seeded with the old default `admin@localhost` can sign in again with its printed password; audited.
 */
async function repairUnreachableAdministrator(deps: Deps): Promise<Pick<SeedOutcome, "repairedAdmin">> {
  const { db, clock, config } = deps;
  const admins = await db.selectFrom("users").select(["id", "email"]).where("role", "=", "administrator").orderBy("id").execute();
  const unreachable = admins.find((admin) => emailField.safeParse(admin.email).data !== admin.email);
  if (!unreachable) return {};
  const taken = await db.selectFrom("users").select("id").where("email", "=", config.ADMIN_EMAIL).executeTakeFirst();
  if (taken) return {};
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ email: config.ADMIN_EMAIL, updated_at: clock.now().toISOString() }).where("id", "=", unreachable.id).execute();
    await recordAudit(trx, clock, {
      actorId: null,
      action: "user.admin_email_repaired",
      subject: `user:${unreachable.id}`,
      before: { email: unreachable.email },
      after: { email: config.ADMIN_EMAIL },
    });
  });
  return { repairedAdmin: { from: unreachable.email, to: config.ADMIN_EMAIL } };
}
