import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/identity.ts";
import { createSession, hashPassword } from "#server/modules/identity/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("content pages administration", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let plainId: number;

  async function sessionFor(role: Role) {
    const now = t.clock.now().toISOString();
    const row = await t.db
      .insertInto("users")
      .values({
        email: `${role}@example.test`,
        password_hash: await hashPassword("pages-password-long-1"),
        full_name: role,
        role,
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { authorization: `Bearer ${(await createSession(t.db, t.deps, row.id, "pages-test")).token}` };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await sessionFor("administrator");
    const now = t.clock.now().toISOString();
    plainId = (
      await t.db
        .insertInto("pages")
        .values({
          section: "introduce",
          slug: "cong-ty",
          title_vi: "Công ty",
          title_en: null,
          body_vi: "Đoạn <1>\n\nĐoạn 2",
          body_en: null,
          published_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it("is for administrators only", async () => {
    const candidate = await sessionFor("candidate");
    expect((await t.call("GET", "/api/v1/admin/pages")).status).toBe(401);
    expect((await t.call("GET", "/api/v1/admin/pages", { headers: candidate })).status).toBe(403);
    expect((await t.call("POST", `/api/v1/admin/pages/${plainId}`, { headers: candidate, body: { title_vi: "x", body_vi: "x" } })).status).toBe(403);
  });

  it("lists every page with whether it is translated, and opens plain text as editor paragraphs", async () => {
    const list = await t.call("GET", "/api/v1/admin/pages", { headers: admin });
    expect(list.json.data).toEqual([expect.objectContaining({ id: plainId, slug: "cong-ty", translated: false })]);
    const one = await t.call("GET", `/api/v1/admin/pages/${plainId}`, { headers: admin });
    expect(one.json.data.body_vi).toBe("<p>Đoạn &lt;1&gt;</p><p>Đoạn 2</p>");
    expect((await t.call("GET", "/api/v1/admin/pages/99999", { headers: admin })).status).toBe(404);
  });

  it("saves both languages, sanitised, and visitors read the English text once it exists", async () => {
    const res = await t.call("POST", `/api/v1/admin/pages/${plainId}`, {
      headers: admin,
      lang: "en",
      body: {
        title_vi: "Công ty",
        title_en: "The company",
        body_vi: "<p>Giới thiệu<script>x()</script></p>",
        body_en: "<p>About <b onmouseover='x()'>us</b></p>",
        published: true,
      },
    });
    expect(res.json).toMatchObject({
      message: "The changes were saved.",
      data: { translated: true, body_vi: "<p>Giới thiệu</p>", body_en: "<p>About <b>us</b></p>" },
    });
    expect((await t.call("GET", "/api/v1/pages/introduce/cong-ty?lang=en")).json.data).toMatchObject({ title: "The company", translated: true });
    const audit = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `page:${plainId}`).execute();
    expect(audit.map((a) => a.action)).toEqual(["page.update"]);
  });

  it("withdraws a page, and refuses half a translation", async () => {
    const half = await t.call("POST", `/api/v1/admin/pages/${plainId}`, {
      headers: admin,
      body: { title_vi: "Công ty", title_en: "Company", body_vi: "<p>x</p>", published: true },
    });
    expect(half).toMatchObject({ status: 400, json: { details: [{ path: "body_en" }] } });
    await t.call("POST", `/api/v1/admin/pages/${plainId}`, { headers: admin, body: { title_vi: "Công ty", body_vi: "<p>x</p>", published: false } });
    expect((await t.call("GET", "/api/v1/pages/introduce/cong-ty")).json.error).toBe("NOT_PUBLISHED");
  });

  it("creates a page in a section at a free address", async () => {
    const body = { section: "service", slug: "tu-van", title_vi: "Tư vấn", body_vi: "<p>Dịch vụ</p>", published: true };
    const created = await t.call("POST", "/api/v1/admin/pages", { headers: admin, body });
    expect(created).toMatchObject({ status: 201, json: { data: { section: "service", slug: "tu-van", translated: false } } });
    expect((await t.call("POST", "/api/v1/admin/pages", { headers: admin, body })).status).toBe(409);
    expect((await t.call("POST", "/api/v1/admin/pages", { headers: admin, body: { ...body, slug: "Tư Vấn" } })).status).toBe(400);
    expect((await t.call("POST", "/api/v1/admin/pages", { headers: admin, body: { ...body, section: "news", slug: "x" } })).status).toBe(400);
    expect((await t.call("GET", "/api/v1/pages/service/tu-van?lang=en")).json.data).toMatchObject({ title: "Tư vấn", translated: false });
  });
});
