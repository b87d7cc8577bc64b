import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#server/http/errors.ts";
import { bearer, createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { adminApp, type AdminApp, liveAdministrators, makeUser, tokenOf } from "#server/testing/users-fixtures.ts";
import { deleteUser, editUser } from "./users.service.ts";

describe("administrators' user management", () => {
  let t: TestApp, admin: AdminApp["admin"], as: AdminApp["as"];
  beforeAll(async () => ({ t, admin, as } = await adminApp()));
  afterAll(() => t.close());

  describe("administrators", () => {
    it("cannot remove their own administrator role or delete themselves", async () => {
      const demote = await as("PUT", `/api/v1/users/${admin.id}`, { lang: "en", body: { role: "judge" } });
      expect(demote.status).toBe(422);
      expect(demote.json).toMatchObject({ error: "UNPROCESSABLE", message: "You cannot remove your own administrator role." });
      const remove = await as("DELETE", `/api/v1/users/${admin.id}`, { lang: "vi" });
      expect(remove.status).toBe(422);
      expect(remove.json.message).toBe("Bạn không thể tự xóa tài khoản của chính mình.");
      // Editing their own name is fine.
      expect((await as("PUT", `/api/v1/users/${admin.id}`, { body: { full_name: "Quản Trị Viên Chính", role: "administrator" } })).status).toBe(200);
      expect(await liveAdministrators(t)).toContain(admin.id);
      expect((await as("GET", "/api/v1/dashboard")).status).toBe(200);
    });

    it("may demote or delete another administrator, who is then signed out", async () => {
      const other = await makeUser(t, "administrator");
      const otherToken = await tokenOf(t, other.email);
      expect((await as("PUT", `/api/v1/users/${other.id}`, { body: { role: "judge" } })).status).toBe(200);
      expect((await t.call("GET", "/api/v1/users", { headers: bearer(otherToken) })).status).toBe(401);
      const third = await makeUser(t, "administrator");
      expect((await as("DELETE", `/api/v1/users/${third.id}`)).status).toBe(200);
      const live = await liveAdministrators(t);
      expect(live).toContain(admin.id);
      expect(live).not.toContain(other.id);
      expect(live).not.toContain(third.id);
    });
  });
});

describe("the last administrator", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("survives two administrators demoting each other at the same time (HTTP)", async () => {
    const a = await makeUser(t, "administrator");
    const b = await makeUser(t, "administrator");
    const [tokenA, tokenB] = [await tokenOf(t, a.email), await tokenOf(t, b.email)];
    const results = await Promise.all([
      t.call("PUT", `/api/v1/users/${b.id}`, { headers: bearer(tokenA), body: { role: "judge" }, lang: "en" }),
      t.call("PUT", `/api/v1/users/${a.id}`, { headers: bearer(tokenB), body: { role: "judge" }, lang: "en" }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 422]).toContain(statuses[1]);
    expect(await liveAdministrators(t)).toHaveLength(1);
  });

  it("survives concurrent demotions and deletions, round after round, with a clear 422", async () => {
    const a = await makeUser(t, "administrator");
    const b = await makeUser(t, "administrator");
    // Only these two are administrators from here on.
    await t.db.updateTable("users").set({ role: "judge" }).where("role", "=", "administrator").where("id", "not in", [a.id, b.id]).execute();
    const actorA = { id: a.id, sessionId: 0 };
    const actorB = { id: b.id, sessionId: 0 };
    const rounds = [
      () => [editUser(t.deps, actorA, b.id, { role: "judge" }), editUser(t.deps, actorB, a.id, { role: "candidate" })],
      () => [deleteUser(t.deps, actorA, b.id), deleteUser(t.deps, actorB, a.id)],
      () => [editUser(t.deps, actorA, b.id, { role: "investor" }), deleteUser(t.deps, actorB, a.id)],
    ];
    for (let round = 0; round < 9; round++) {
      await t.db.updateTable("users").set({ role: "administrator", deleted_at: null }).where("id", "in", [a.id, b.id]).execute();
      const outcomes = await Promise.allSettled(rounds[round % rounds.length]!());
      const fulfilled = outcomes.filter((o) => o.status === "fulfilled");
      const rejected = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as unknown] : []));
      expect(fulfilled, `round ${round}`).toHaveLength(1);
      expect(rejected[0]).toBeInstanceOf(ApiError);
      expect(rejected[0]).toMatchObject({ status: 422, messageKey: "users.lastAdministrator" });
      expect(await liveAdministrators(t), `round ${round}`).toHaveLength(1);
    }
  });
});
