import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";
import { migrateToLatest } from "./migrate.ts";
import { seed } from "./seed.ts";

describe("first start", () => {
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

  it("generates a password when none is configured and returns it to be printed once", async () => {
    const t = await createTestApp();
    try {
      const { createdAdmin } = await seed(t.deps);
      expect(createdAdmin?.generatedPassword).toMatch(/^[\w-]{16}$/);
      const admin = await t.db.selectFrom("users").select("password_hash").executeTakeFirstOrThrow();
      expect(await verify(admin.password_hash, createdAdmin!.generatedPassword!)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
