import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("funds data: indices, asset origin, fund overviews", () => {
  let t: TestApp;
  let admin: { id: number; headers: Record<string, string> };
  let investor: { headers: Record<string, string> };
  const auditOf = (subject: string) => t.db.selectFrom("audit_events").selectAll().where("subject", "=", subject).orderBy("id").execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn("administrator");
    investor = await t.signedIn("investor");
  });
  afterAll(() => t.close());

  describe("indices (chiso)", () => {
    it("lets only administrators write (401, 403) and stores nothing then", async () => {
      const body = { date_create: "2026-01-02", giatri1: "1284.52" };
      expect((await t.call("POST", "/api/v1/chiso", { body })).status).toBe(401);
      expect((await t.call("POST", "/api/v1/chiso", { body, headers: investor.headers })).status).toBe(403);
      expect(await t.db.selectFrom("chiso").selectAll().execute()).toEqual([]);
    });

    it("stores decimals exactly as text, one record per day, audited", async () => {
      const created = await t.call("POST", "/api/v1/chiso", {
        body: { date_create: "2026-01-02", giatri1: "01284.50", giatri2: 1399.1, giatri3: null },
        headers: admin.headers,
      });
      expect(created.status).toBe(201);
      expect(created.json.data).toMatchObject({ date_create: "2026-01-02", giatri1: "1284.50", giatri2: "1399.1", giatri3: null });
      const row = await t.db.selectFrom("chiso").selectAll().executeTakeFirstOrThrow();
      expect(row.giatri1).toBe("1284.50");
      const again = await t.call("POST", "/api/v1/chiso?lang=en", { body: { date_create: "2026-01-02", giatri1: "1" }, headers: admin.headers });
      expect(again.status).toBe(409);
      expect(again.json.message).toBe("There is already an index record for this day.");
      expect((await auditOf(`chiso:${row.id}`)).map((event) => event.action)).toEqual(["chiso.create"]);
    });

    it("refuses bad values in the reader's language and changes nothing", async () => {
      for (const body of [
        { date_create: "2026-02-30", giatri1: "1" },
        { date_create: "2026-13-45", giatri1: "1" },
        { date_create: "2026-01-03", giatri1: "1.234" },
        { date_create: "2026-01-03", giatri1: "-5" },
        { date_create: "2026-01-03", giatri1: "0" },
        { date_create: "2026-01-03", giatri1: "1e3" },
        { date_create: "2026-01-03" },
      ]) {
        const res = await t.call("POST", "/api/v1/chiso", { body, headers: admin.headers, lang: "vi" });
        expect(res.status).toBe(400);
        expect(res.json.details[0].message).toMatch(/Vui lòng/);
      }
      expect(await t.db.selectFrom("chiso").select("id").execute()).toHaveLength(1);
    });

    it("lists newest first for everyone, reads, replaces and deletes", async () => {
      await t.call("POST", "/api/v1/chiso", { body: { date_create: "2026-01-05", giatri1: "1290.00" }, headers: admin.headers });
      const list = await t.call("GET", "/api/v1/chiso?limit=1");
      expect(list.json).toMatchObject({ current_page: 1, total: 2, per_page: 1, data: [{ date_create: "2026-01-05", giatri1: "1290.00" }] });
      const id = list.json.data[0].id;
      expect((await t.call("GET", `/api/v1/chiso/${id}`)).json.data.giatri1).toBe("1290.00");
      const put = await t.call("PUT", `/api/v1/chiso/${id}`, { body: { date_create: "2026-01-06", giatri1: "1291.25" }, headers: admin.headers });
      expect(put.json.data).toMatchObject({ date_create: "2026-01-06", giatri1: "1291.25" });
      expect((await t.call("PUT", `/api/v1/chiso/${id}`, { body: { date_create: "2026-01-02", giatri1: "1" }, headers: admin.headers })).status).toBe(409);
      expect((await t.call("PUT", "/api/v1/chiso/999999", { body: { date_create: "2026-01-09", giatri1: "1" }, headers: admin.headers })).status).toBe(404);
      expect((await t.call("DELETE", `/api/v1/chiso/${id}`, { headers: admin.headers })).json.data).toEqual({ id, deleted: true });
      expect((await t.call("GET", `/api/v1/chiso/${id}`)).status).toBe(404);
      expect((await auditOf(`chiso:${id}`)).map((event) => event.action)).toEqual(["chiso.create", "chiso.update", "chiso.delete"]);
    });
  });

  describe("asset origin (xuatxu)", () => {
    const row = (fields: Record<string, unknown>) => ({
      taisan: "Cà phê Robusta",
      khoiluong: "12.5",
      giadvdt: "45000.50",
      date: "2026-01-31",
      type: 0,
      sort: 1,
      ...fields,
    });

    it("values each row at floor(khoiluong × giadvdt) and totals the latest set", async () => {
      for (const body of [
        row({}),
        row({ taisan: "Hồ tiêu", khoiluong: "0.3333", giadvdt: "3", sort: 2 }),
        row({ date: "2025-12-31", khoiluong: "1" }),
        row({ type: 1, khoiluong: "2" }),
      ]) {
        expect((await t.call("POST", "/api/v1/xuatxu", { body, headers: admin.headers })).status).toBe(201);
      }
      const latest = await t.call("GET", "/api/v1/newxuatxu?type=0");
      // 12.5 × 45000.50 = 562506.25 -> 562506; 0.3333 × 3 = 0.9999 -> 0.
      expect(latest.json.data).toMatchObject({ date: "2026-01-31", total_vnd: 562_506 });
      expect(latest.json.data.rows.map((r: { taisan: string; value_vnd: number }) => [r.taisan, r.value_vnd])).toEqual([
        ["Cà phê Robusta", 562_506],
        ["Hồ tiêu", 0],
      ]);
      const all = await t.call("GET", "/api/v1/listxuatxu?type=0");
      expect(all.json.data.rows).toHaveLength(3);
      expect(all.json.data.total_vnd).toBe(562_506 + 45_000);
      expect((await t.call("GET", "/api/v1/newxuatxu?type=1")).json.data.total_vnd).toBe(90_001);
    });

    it("keeps the admin list to administrators and validates the fields", async () => {
      expect((await t.call("GET", "/api/v1/xuatxu", { headers: investor.headers })).status).toBe(403);
      const list = await t.call("GET", "/api/v1/xuatxu?type=0&page=1", { headers: admin.headers });
      expect(list.json.total).toBe(3);
      const bad = await t.call("POST", "/api/v1/xuatxu?lang=en", {
        body: row({ taisan: " ", khoiluong: "1.23456", giadvdt: "abc", type: 2 }),
        headers: admin.headers,
      });
      expect(bad.status).toBe(400);
      expect(bad.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["giadvdt", "khoiluong", "taisan", "type"]);
      expect((await t.call("GET", "/api/v1/xuatxu?type=0", { headers: admin.headers })).json.total).toBe(3);
    });

    it("replaces and deletes a row, audited", async () => {
      const id = (await t.call("GET", "/api/v1/xuatxu?type=1", { headers: admin.headers })).json.data[0].id;
      const put = await t.call("PUT", `/api/v1/xuatxu/${id}`, { body: row({ type: 1, khoiluong: "3" }), headers: admin.headers });
      expect(put.json.data.value_vnd).toBe(135_001);
      expect((await t.call("GET", `/api/v1/xuatxu/${id}`, { headers: admin.headers })).json.data.khoiluong).toBe("3");
      expect((await t.call("DELETE", `/api/v1/xuatxu/${id}`, { headers: admin.headers })).status).toBe(200);
      expect((await t.call("GET", "/api/v1/newxuatxu?type=1")).json.data).toEqual({ date: null, rows: [], total_vnd: 0 });
      expect((await auditOf(`xuatxu:${id}`)).map((event) => event.action)).toEqual(["xuatxu.create", "xuatxu.update", "xuatxu.delete"]);
    });
  });

  describe("fund overviews (service)", () => {
    it("is empty until written, then served by type or name in the reader's language", async () => {
      expect((await t.call("GET", "/api/v1/service/tstt")).json.data).toMatchObject({ loai: 0, code: "tstt", title: "", body: "" });
      const body = {
        title_vi: "Đầu tư tăng trưởng",
        title_en: "Growth investment",
        body_vi: "<p>Quỹ <script>x()</script>cổ phiếu</p>",
        body_en: "<p>An equity fund</p>",
      };
      expect((await t.call("PUT", "/api/v1/service/0", { body, headers: investor.headers })).status).toBe(403);
      const saved = await t.call("PUT", "/api/v1/service/0", { body, headers: admin.headers });
      expect(saved.status).toBe(200);
      expect(saved.json.data.body_vi).toBe("<p>Quỹ cổ phiếu</p>");
      expect((await t.call("GET", "/api/v1/service/0?lang=en")).json.data).toMatchObject({ title: "Growth investment", body: "<p>An equity fund</p>" });
      expect((await t.call("GET", "/api/v1/service/tstt")).json.data.title).toBe("Đầu tư tăng trưởng");
      expect((await t.call("GET", "/api/v1/service/tsbv")).json.data).toMatchObject({ loai: 1, title: "" });
      expect((await t.call("GET", "/api/v1/service/abc")).status).toBe(400);
      expect((await t.call("PUT", "/api/v1/service/1", { body: { title_vi: "", body_vi: "" }, headers: admin.headers })).status).toBe(400);
      expect((await auditOf("service:0")).map((event) => event.action)).toEqual(["service.update"]);
    });
  });
});
