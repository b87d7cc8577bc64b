import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSettings } from "#server/modules/settings/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("investment lists (inveslist) and the portfolio page", () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  let investor: { headers: Record<string, string> };
  const item = (fields: Record<string, unknown> = {}) => ({
    loai: 0,
    cate_id: 1,
    title_vi: "Cổ phiếu FPT",
    title_en: "FPT shares",
    weight: "12.5",
    sort: 1,
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await ensureSettings(t.deps);
    admin = await t.signedIn("administrator");
    investor = await t.signedIn("investor");
  });
  afterAll(() => t.close());

  it("lists the categories in the reader's language", async () => {
    const en = await t.call("GET", "/api/v1/inveslist/listcate?lang=en");
    expect(en.json.data.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [1, "Shares"],
      [2, "Bonds"],
      [3, "Cash and equivalents"],
      [4, "Other"],
    ]);
    expect((await t.call("GET", "/api/v1/inveslist/listcate")).json.data[0].name).toBe("Cổ phiếu");
  });

  it("lets only administrators add items, validates them and stores the weight exactly", async () => {
    expect((await t.call("POST", "/api/v1/inveslist", { body: item() })).status).toBe(401);
    expect((await t.call("POST", "/api/v1/inveslist", { body: item(), headers: investor.headers })).status).toBe(403);
    const bad = await t.call("POST", "/api/v1/inveslist?lang=en", { body: item({ cate_id: 9, weight: "100.01", title_vi: "" }), headers: admin.headers });
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["cate_id", "title_vi", "weight"]);
    expect(await t.db.selectFrom("inveslist").select("id").execute()).toEqual([]);
    const created = await t.call("POST", "/api/v1/inveslist", { body: item(), headers: admin.headers });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ title: "Cổ phiếu FPT", weight: "12.5", status: 1 });
    await t.call("POST", "/api/v1/inveslist", {
      body: item({ cate_id: 2, title_vi: "Trái phiếu VIC", title_en: "", weight: "30.25", sort: 2 }),
      headers: admin.headers,
    });
    await t.call("POST", "/api/v1/inveslist", { body: item({ loai: 1, title_vi: "Cổ phiếu REE", weight: "100" }), headers: admin.headers });
  });

  it("hides and shows an item with ctrl alone; hidden items only for administrators", async () => {
    const id = (await t.call("GET", "/api/v1/inveslist?loai=0&cate_id=2")).json.data[0].id;
    const hidden = await t.call("POST", `/api/v1/inveslist/${id}`, { body: { ctrl: 0 }, headers: admin.headers });
    expect(hidden.json.data).toMatchObject({ status: 0, title_vi: "Trái phiếu VIC" });
    expect((await t.call("GET", "/api/v1/inveslist?loai=0")).json.total).toBe(1);
    expect((await t.call("GET", `/api/v1/inveslist/${id}`)).status).toBe(404);
    expect((await t.call("GET", "/api/v1/inveslist?type=all", { headers: investor.headers })).status).toBe(403);
    expect((await t.call("GET", "/api/v1/inveslist?type=all&loai=0", { headers: admin.headers })).json.total).toBe(2);
    expect((await t.call("GET", `/api/v1/inveslist/${id}`, { headers: admin.headers })).json.data.status).toBe(0);
    expect((await t.call("POST", `/api/v1/inveslist/${id}`, { body: { ctrl: 3 }, headers: admin.headers })).status).toBe(400);
    await t.call("POST", `/api/v1/inveslist/${id}`, { body: { ctrl: 1 }, headers: admin.headers });
    const events = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `inveslist:${id}`).orderBy("id").execute();
    expect(events.map((e) => e.action)).toEqual(["inveslist.create", "inveslist.status", "inveslist.status"]);
  });

  it("replaces an item with the whole body (field errors named) and deletes it", async () => {
    const id = (await t.call("GET", "/api/v1/inveslist?loai=1")).json.data[0].id;
    const bad = await t.call("POST", `/api/v1/inveslist/${id}`, { body: item({ weight: "abc" }), headers: admin.headers });
    expect(bad.json.details.map((d: { path: string }) => d.path)).toEqual(["weight"]);
    const put = await t.call("POST", `/api/v1/inveslist/${id}?lang=en`, {
      body: item({ loai: 1, title_en: "REE shares", weight: "99.99" }),
      headers: admin.headers,
    });
    expect(put.json.data).toMatchObject({ title: "REE shares", weight: "99.99" });
    expect((await t.call("DELETE", `/api/v1/inveslist/${id}`, { headers: admin.headers })).json.data).toEqual({ id, deleted: true });
    expect((await t.call("DELETE", `/api/v1/inveslist/${id}`, { headers: admin.headers })).status).toBe(404);
  });

  it("builds the portfolio page with the intro from settings and the exact total weight", async () => {
    const settingId = (await t.db.selectFrom("settings").select("id").where("setting_key", "=", "danhmucdttstt").executeTakeFirstOrThrow()).id;
    await t.call("POST", `/api/v1/settings/${settingId}`, {
      body: { value_vi: JSON.stringify({ vi: "Danh mục tăng trưởng", en: "Growth portfolio" }) },
      headers: admin.headers,
    });
    const vi = await t.call("GET", "/api/v1/inveslist/portfolio?type=0");
    expect(vi.json.data).toMatchObject({ loai: 0, intro: "Danh mục tăng trưởng", total_weight: "42.75" });
    expect(vi.json.data.items.map((i: { title: string }) => i.title)).toEqual(["Cổ phiếu FPT", "Trái phiếu VIC"]);
    expect((await t.call("GET", "/api/v1/inveslist/portfolio?type=0&lang=en")).json.data.intro).toBe("Growth portfolio");
    expect((await t.call("GET", "/api/v1/inveslist/portfolio?type=1")).json.data).toEqual({ loai: 1, intro: "", items: [], total_weight: "0.00" });
  });
});
