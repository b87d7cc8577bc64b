import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type TestApp } from "#server/testing/test-app.ts";
import { adminApp, type AdminApp, makeUser, tokenOf } from "#server/testing/users-fixtures.ts";

describe("administrators' user management", () => {
  let t: TestApp, admin: AdminApp["admin"], as: AdminApp["as"];
  beforeAll(async () => ({ t, admin, as } = await adminApp()));
  afterAll(() => t.close());

  it("is for administrators only", async () => {
    const candidate = await makeUser(t, "candidate");
    const candidateToken = await tokenOf(t, candidate.email);
    expect((await t.call("GET", "/api/v1/users")).status).toBe(401);
    for (const [method, url] of [
      ["GET", "/api/v1/users"],
      ["GET", `/api/v1/users/${candidate.id}`],
      ["POST", "/api/v1/users"],
      ["PUT", `/api/v1/users/${candidate.id}`],
      ["DELETE", `/api/v1/users/${candidate.id}`],
      ["POST", `/api/v1/users/${candidate.id}/reset-password`],
    ] as const) {
      const res = await t.call(method, url, { headers: bearer(candidateToken), ...(method === "POST" || method === "PUT" ? { body: {} } : {}) });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.json.error).toBe("FORBIDDEN");
    }
  });

  describe("list", () => {
    const tag = "Lọc";
    beforeAll(async () => {
      await makeUser(t, "candidate", { full_name: `Nguyễn Văn An ${tag}` });
      await makeUser(t, "judge", { full_name: `NGUYỄN THỊ BÌNH ${tag}` });
      await makeUser(t, "investor", { full_name: `Nguyen Van Cuong ${tag}` });
      await makeUser(t, "candidate", { full_name: `Trần 100%_Minh ${tag}` });
      t.clock.advance(1000);
      await makeUser(t, "judge", { full_name: `Lê Giám Khảo ${tag}` });
      t.clock.advance(1000);
    });

    it("uses the list envelope with the spec's defaults (type all, page 1), newest first", async () => {
      const res = await as("GET", "/api/v1/users");
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ current_page: 1, per_page: 20 });
      expect(res.json.total).toBeGreaterThanOrEqual(7);
      expect(res.json.data[0]).toMatchObject({ full_name: `Lê Giám Khảo ${tag}`, role: "judge", activated: true });
      expect(res.json.data[0]).not.toHaveProperty("password_hash");
      expect(JSON.stringify(res.json)).not.toContain("argon2");
    });

    it("filters by role", async () => {
      const judges = await as("GET", `/api/v1/users?type=judge&full_name=${encodeURIComponent(tag)}`);
      expect(judges.json.data.map((u: { full_name: string }) => u.full_name).sort()).toEqual([`Lê Giám Khảo ${tag}`, `NGUYỄN THỊ BÌNH ${tag}`]);
      const all = await as("GET", `/api/v1/users?type=all&full_name=${encodeURIComponent(tag)}`);
      expect(all.json.total).toBe(5);
      const admins = await as("GET", "/api/v1/users?type=administrator");
      expect(admins.json.data.map((u: { id: number }) => u.id)).toEqual([admin.id]);
    });

    it("searches name, e-mail and phone ignoring accents and case ('tran thi' finds 'Trần Thị', đ as d)", async () => {
      const names = async (query: string) =>
        ((await as("GET", `/api/v1/users?full_name=${encodeURIComponent(query)}`)).json.data as { full_name: string }[]).map((u) => u.full_name).sort();
      expect(await names("nguyễn")).toEqual([`NGUYỄN THỊ BÌNH ${tag}`, `Nguyen Van Cuong ${tag}`, `Nguyễn Văn An ${tag}`]);
      expect(await names("thi binh")).toEqual([`NGUYỄN THỊ BÌNH ${tag}`]);
      expect(await names("NGUYEN VAN")).toEqual([`Nguyen Van Cuong ${tag}`, `Nguyễn Văn An ${tag}`]);
      // Decomposed input (combining marks, as some keyboards type) finds the same people.
      expect(await names("nguyễn văn".normalize("NFD"))).toEqual([`Nguyen Van Cuong ${tag}`, `Nguyễn Văn An ${tag}`]);
      expect(await names("le giam khao loc")).toEqual([`Lê Giám Khảo ${tag}`]);
      await makeUser(t, "candidate", { full_name: `Đỗ Đức ${tag}`, email: "do.duc@example.vn", phone_number: "+84987654321" });
      expect(await names("do duc")).toEqual([`Đỗ Đức ${tag}`]);
      expect(await names("DO.DUC@EXAMPLE")).toEqual([`Đỗ Đức ${tag}`]);
      expect(await names("0987 654 321")).toEqual([`Đỗ Đức ${tag}`]);
      expect(await names("+84987654321")).toEqual([`Đỗ Đức ${tag}`]);
      const stored = await t.db.selectFrom("users").select("search_text").where("email", "=", "do.duc@example.vn").executeTakeFirstOrThrow();
      expect(stored.search_text).toBe(
        `do duc ${tag
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase()}\ndo.duc@example.vn\n+84987654321\n0987654321`,
      );
      await t.db.updateTable("users").set({ full_name: "Trần Thị Hoa", phone_number: null }).where("email", "=", "do.duc@example.vn").execute();
      expect((await t.db.selectFrom("users").select("search_text").where("email", "=", "do.duc@example.vn").executeTakeFirstOrThrow()).search_text).toBe(
        "tran thi hoa\ndo.duc@example.vn\n\n",
      );
      await t.db.updateTable("users").set({ deleted_at: t.clock.now().toISOString() }).where("email", "=", "do.duc@example.vn").execute();
      // % and _ are letters, not wildcards.
      expect(await names("100%_")).toEqual([`Trần 100%_Minh ${tag}`]);
      expect(await names("0%M")).toEqual([]);
      expect(await names("a_")).toEqual([]);
    });

    it("pages", async () => {
      const query = `full_name=${encodeURIComponent(tag)}&per_page=2`;
      const first = await as("GET", `/api/v1/users?${query}`);
      expect(first.json).toMatchObject({ current_page: 1, per_page: 2, total: 5 });
      const third = await as("GET", `/api/v1/users?${query}&page=3`);
      expect(third.json).toMatchObject({ current_page: 3, per_page: 2, total: 5 });
      expect(third.json.data).toHaveLength(1);
      const seen = new Set<number>();
      for (const page of [1, 2, 3]) for (const u of (await as("GET", `/api/v1/users?${query}&page=${page}`)).json.data) seen.add(u.id);
      expect(seen.size).toBe(5);
    });

    it("refuses bad query values with 400", async () => {
      for (const query of ["type=other", "page=0", "page=x", "per_page=1000"]) {
        expect((await as("GET", `/api/v1/users?${query}`)).status, query).toBe(400);
      }
    });
  });
});
