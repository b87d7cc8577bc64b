import { verify } from "@node-rs/argon2";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";
import { migrateToLatest, migrationNames } from "./migrate.ts";
import { seed } from "./seed.ts";

describe("first start", () => {
  it("migrates with every file of the migrations folder, in the order of their numbers", async () => {
    const t = await createTestApp();
    try {
      expect(migrationNames.slice(0, 3)).toEqual(["0001_foundation", "0002_news", "0003_identity"]);
      expect(migrationNames).toContain("0052_send_pace");
      expect(migrationNames).toEqual([...migrationNames].sort());
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
      expect(applied.rows.map((row) => row.name)).toEqual(migrationNames);
    } finally {
      await t.close();
    }
  });

  it("creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD once; a second run changes nothing", async () => {
    const t = await createTestApp({ ADMIN_EMAIL: "bantochuc@example.vn", ADMIN_PASSWORD: "mat-khau-rat-dai-123" });
    try {
      expect(await seed(t.deps)).toEqual({ createdAdmin: { email: "bantochuc@example.vn" } });
      expect(await seed(t.deps)).toEqual({});
      expect(await migrateToLatest(t.deps.database)).toEqual([]);
      const admins = await t.db.selectFrom("users").selectAll().where("role", "=", "administrator").execute();
      expect(admins).toHaveLength(1);
      expect(admins[0]!.full_name).toBe("Quản trị viên");
      expect(await verify(admins[0]!.password_hash, "mat-khau-rat-dai-123")).toBe(true);
      expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$/);
      const audit = await t.db.selectFrom("audit_events").selectAll().execute();
      expect(audit.map((a) => a.action).sort()).toEqual(["contest.edition_seed", "user.bootstrap_admin"]);
    } finally {
      await t.close();
    }
  });

  it("generates a password when none is configured and returns it to be printed once; what it returns signs in", async () => {
    const t = await createTestApp();
    try {
      const { createdAdmin } = await seed(t.deps);
      expect(createdAdmin?.generatedPassword).toMatch(/^[\w-]{16}$/);
      const admin = await t.db.selectFrom("users").select("password_hash").executeTakeFirstOrThrow();
      expect(await verify(admin.password_hash, createdAdmin!.generatedPassword!)).toBe(true);
      const signin = await t.call("POST", "/api/v1/auth/signin", { body: { email: createdAdmin!.email, password: createdAdmin!.generatedPassword } });
      expect(signin.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("gives an install stuck with the old default admin@localhost the configured address, keeping its password, once", async () => {
    const t = await createTestApp({ ADMIN_PASSWORD: "mat-khau-rat-dai-123" });
    try {
      await seed(t.deps);
      await t.db.updateTable("users").set({ email: "admin@localhost" }).where("role", "=", "administrator").execute();
      expect(await seed(t.deps)).toEqual({ repairedAdmin: { from: "admin@localhost", to: "admin@example.invalid" } });
      expect(await seed(t.deps)).toEqual({});
      const signin = await t.call("POST", "/api/v1/auth/signin", { body: { email: "admin@example.invalid", password: "mat-khau-rat-dai-123" } });
      expect(signin.status).toBe(200);
      const audit = await t.db
        .selectFrom("audit_events")
        .select(["action", "before_json", "after_json"])
        .where("action", "=", "user.admin_email_repaired")
        .execute();
      expect(audit).toEqual([
        {
          action: "user.admin_email_repaired",
          before_json: JSON.stringify({ email: "admin@localhost" }),
          after_json: JSON.stringify({ email: "admin@example.invalid" }),
        },
      ]);
    } finally {
      await t.close();
    }
  });
});
