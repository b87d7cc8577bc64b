import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/identity.ts";
import { createSession, hashPassword } from "#server/modules/identity/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("news administration, editor uploads and sanitising", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let candidate: Record<string, string>;
  let categoryId: number;

  async function sessionFor(role: Role): Promise<Record<string, string>> {
    const now = t.clock.now().toISOString();
    const row = await t.db
      .insertInto("users")
      .values({
        email: `${role}-${Math.random().toString(36).slice(2)}@example.test`,
        password_hash: await hashPassword("news-password-long-1"),
        full_name: role,
        role,
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { token } = await createSession(t.db, t.deps, row.id, "news-test");
    return { authorization: `Bearer ${token}` };
  }

  const article = (extra: Record<string, unknown> = {}) => ({
    category_id: categoryId,
    title_vi: "Lễ phát động cuộc thi",
    title_en: "Contest launch",
    summary_vi: "Tóm tắt",
    summary_en: "Summary",
    body_vi: "<p>Nội dung</p>",
    body_en: "<p>Body</p>",
    hot: true,
    publish: true,
    ...extra,
  });

  const post = (url: string, body: unknown, headers = admin, lang?: string) => t.call("POST", url, { body, headers, ...(lang ? { lang } : {}) });

  async function uploadImage(file: Buffer, headers = admin) {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), "photo.jpg");
    const response = await t.app.request("/api/v1/attachments/editor", { method: "POST", body: form, headers });
    return { status: response.status, json: (await response.json()) as any };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await sessionFor("administrator");
    candidate = await sessionFor("candidate");
    const created = await post("/api/v1/newscat", { name_vi: "Sự kiện", name_en: "Events", position: 1 });
    expect(created.status).toBe(201);
    categoryId = created.json.data.id;
  });
  afterAll(() => t.close());

  describe("categories", () => {
    it("creates, renames and deletes an empty category; refuses duplicates and deleting one with articles", async () => {
      const made = await post("/api/v1/newscat", { name_vi: "Thông báo" });
      expect(made.json.data).toMatchObject({ slug: "thong-bao", name_en: null, news: 0 });
      expect((await post("/api/v1/newscat", { name_vi: "Thông  báo!" })).status).toBe(409);
      const renamed = await post(`/api/v1/newscat/${made.json.data.id}`, { name_vi: "Thông cáo", name_en: "Notices", position: 3 }, admin, "en");
      expect(renamed.json).toMatchObject({ message: "The category was saved.", data: { slug: "thong-cao", name_en: "Notices" } });
      expect((await t.call("GET", "/api/v1/newscat?lang=en")).json.data.map((c: { name: string }) => c.name)).toContain("Notices");
      expect((await post("/api/v1/newscat", { name_vi: "" })).status).toBe(400);

      const withArticle = await post("/api/v1/news", article({ category_id: made.json.data.id }));
      const refused = await t.call("DELETE", `/api/v1/newscat/${made.json.data.id}`, { headers: admin, lang: "vi" });
      expect(refused).toMatchObject({ status: 409, json: { message: "Danh mục này vẫn còn bài viết: hãy chuyển hoặc xóa các bài đó trước." } });
      await t.call("DELETE", `/api/v1/news/${withArticle.json.data.id}`, { headers: admin });
      expect((await t.call("DELETE", `/api/v1/newscat/${made.json.data.id}`, { headers: admin })).status).toBe(200);
      expect((await t.call("DELETE", `/api/v1/newscat/${made.json.data.id}`, { headers: admin })).status).toBe(404);
      const audit = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `news_category:${made.json.data.id}`).execute();
      expect(audit.map((a) => a.action)).toEqual(["news_category.create", "news_category.update", "news_category.delete"]);
    });
  });

  describe("writing articles", () => {
    it("refuses visitors and other roles", async () => {
      expect((await t.call("POST", "/api/v1/news", { body: article() })).status).toBe(401);
      expect((await post("/api/v1/news", article(), candidate)).status).toBe(403);
      expect((await t.call("GET", "/api/v1/admin/news", { headers: candidate })).status).toBe(403);
      expect((await post("/api/v1/newscat", { name_vi: "X" }, candidate)).status).toBe(403);
    });

    it("validates with localized messages and changes nothing", async () => {
      const before = await t.db
        .selectFrom("news")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const res = await post("/api/v1/news", { ...article(), title_vi: " ", body_en: null, published_at: "tomorrow" }, admin, "en");
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual(
        expect.arrayContaining([
          { path: "title_vi", message: "Please enter the title." },
          { path: "published_at", message: "Please enter a valid publish date and time." },
        ]),
      );
      const unknown = await post("/api/v1/news", article({ category_id: 999_999 }), admin, "vi");
      expect(unknown).toMatchObject({ status: 422, json: { details: [{ path: "category_id", message: "Danh mục này không tồn tại." }] } });
      expect((await post("/api/v1/news", article({ title_en: "Only a title", body_en: "" }))).json.details[0].path).toBe("body_en");
      expect((await post("/api/v1/news", article({ cover_image: "../../etc/passwd" }))).status).toBe(400);
      expect((await post("/api/v1/news", article({ body_vi: "<script>alert(1)</script>" }))).json.details).toEqual([
        { path: "body_vi", message: "Vui lòng nhập nội dung bài viết." },
      ]);
      const after = await t.db
        .selectFrom("news")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it("sanitises bodies on write: a script never reaches a visitor; palette colours, our images and safe links stay", async () => {
      const body =
        '<h1>Tiêu đề</h1><p onclick="steal()">Chào <span style="color: #C92A2A; font-size: 40px">đỏ</span> <span style="color: #ff00ff">tím</span>' +
        '<script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://example.org" target="_blank">ok</a></p>' +
        '<img src="https://evil.example/p.png"><img src="/api/v1/attachments/0123456789abcdef0123456789abcdef.jpg" alt="Ảnh" onerror="x()"><iframe src="https://evil.example"></iframe>';
      const res = await post("/api/v1/news", article({ body_vi: body }));
      expect(res.status).toBe(201);
      const stored = res.json.data.body_vi as string;
      expect(stored).not.toMatch(/script|onclick|onerror|javascript:|evil|iframe|font-size|#ff00ff/i);
      expect(stored).toContain("<h2>Tiêu đề</h2>");
      expect(stored).toContain('<span style="color:#C92A2A">đỏ</span>');
      expect(stored).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>');
      expect(stored).toContain('<img src="/api/v1/attachments/0123456789abcdef0123456789abcdef.jpg" alt="Ảnh" />');
      const visitor = await t.call("GET", `/api/v1/news/${res.json.data.id}`);
      expect(visitor.text).not.toMatch(/<script/i);
    });

    it("drafts and scheduled articles are invisible until their time; admins see every state", async () => {
      const draft = (await post("/api/v1/news", article({ title_vi: "Bản nháp", publish: false, published_at: "2030-01-01T00:00:00+07:00" }))).json.data;
      expect(draft).toMatchObject({ state: "draft", published_at: null, slug: "ban-nhap" });
      const at = new Date(t.clock.now().getTime() + 10 * 60_000);
      const scheduled = (await post("/api/v1/news", article({ title_vi: "Hẹn giờ", published_at: at.toISOString().replace("Z", "+00:00") }))).json.data;
      expect(scheduled).toMatchObject({ state: "scheduled", published_at: at.toISOString() });
      for (const id of [draft.id, scheduled.id]) expect((await t.call("GET", `/api/v1/news/${id}`)).status).toBe(404);
      expect((await t.call("GET", "/api/v1/news?per_page=50")).json.data.map((n: { id: number }) => n.id)).not.toContain(scheduled.id);

      const states = await t.call("GET", "/api/v1/admin/news?state=scheduled", { headers: admin });
      expect(states.json.data.map((n: { id: number }) => n.id)).toEqual([scheduled.id]);
      expect((await t.call("GET", `/api/v1/admin/news/${draft.id}`, { headers: admin })).json.data.state).toBe("draft");

      t.clock.advance(11 * 60_000);
      expect((await t.call("GET", `/api/v1/news/${scheduled.id}`)).status).toBe(200);
      expect((await t.call("GET", `/api/v1/admin/news/${scheduled.id}`, { headers: admin })).json.data.state).toBe("published");
    });

    it("pages the admin list with drafts first and filters by category", async () => {
      const page1 = await t.call("GET", `/api/v1/admin/news?per_page=2&page=1&cid=${categoryId}`, { headers: admin });
      expect(page1.json).toMatchObject({ current_page: 1, per_page: 2 });
      expect(page1.json.total).toBeGreaterThanOrEqual(3);
      expect(page1.json.data[0].state).toBe("draft");
      expect(page1.json.data[0]).not.toHaveProperty("body_vi");
      expect((await t.call("GET", "/api/v1/admin/news?per_page=500", { headers: admin })).status).toBe(400);
      expect((await t.call("GET", "/api/v1/admin/news/999999", { headers: admin })).status).toBe(404);
    });

    it("updates and deletes with an audit trail; unknown ids are 404", async () => {
      const created = (await post("/api/v1/news", article())).json.data;
      const updated = await post(`/api/v1/news/${created.id}`, article({ title_vi: "Tiêu đề mới", hot: false, title_en: null, body_en: null }), admin, "en");
      expect(updated).toMatchObject({ status: 200, json: { message: "The changes were saved.", data: { slug: "tieu-de-moi", hot: false, title_en: null } } });
      const reader = await t.call("GET", `/api/v1/news/${created.id}?lang=en`);
      expect(reader.json.data).toMatchObject({ title: "Tiêu đề mới", translated: false });
      expect((await post("/api/v1/news/999999", article())).status).toBe(404);
      expect((await t.call("DELETE", `/api/v1/news/${created.id}`, { headers: admin })).status).toBe(200);
      expect((await t.call("GET", `/api/v1/news/${created.id}`)).status).toBe(404);
      expect((await t.call("DELETE", `/api/v1/news/${created.id}`, { headers: admin })).status).toBe(404);
      const audit = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `news:${created.id}`).orderBy("id").execute();
      expect(audit.map((a) => a.action)).toEqual(["news.create", "news.update", "news.delete"]);
    });

    it("lists related articles by leaving the one being read out", async () => {
      const list = (await t.call("GET", `/api/v1/news?cid=${categoryId}&per_page=50`)).json.data as { id: number }[];
      const first = list[0]!.id;
      const related = (await t.call("GET", `/api/v1/news?cid=${categoryId}&exclude=${first}&per_page=50`)).json;
      expect(related.total).toBe(list.length - 1);
      expect(related.data.map((n: { id: number }) => n.id)).not.toContain(first);
    });
  });

  describe("POST /api/v1/attachments/editor", () => {
    it("decodes, scales down, strips metadata and serves the image with long cache headers; the cover uses it", async () => {
      const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#1864ab" } })
        .jpeg()
        .withExif({ IFD0: { Artist: "Secret Person" } })
        .toBuffer();
      const res = await uploadImage(big);
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({ width: 1600, height: 800 });
      expect(res.json.data.url).toMatch(/^\/api\/v1\/attachments\/[a-f0-9]{32}\.jpg$/);
      const served = await t.app.request(res.json.data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBe(1600);
      expect(meta.exif).toBeUndefined();
      expect(fs.readdirSync(path.join(t.deps.config.DATA_DIR, "private", "editor-incoming"))).toEqual([]);

      const withCover = await post("/api/v1/news", article({ cover_image: res.json.data.id }));
      expect((await t.call("GET", `/api/v1/news/${withCover.json.data.id}`)).json.data.cover_image).toBe(res.json.data.url);
    });

    it("refuses files that are not images by their content, and other roles", async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg".repeat(20))]);
      const res = await uploadImage(fake);
      expect(res.status).toBe(422);
      expect(res.json.details).toEqual([{ path: "file", message: "File không hợp lệ. Vui lòng chọn ảnh JPEG, PNG, GIF hoặc WebP." }]);
      expect((await uploadImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))).status).toBe(422);
      expect(
        (
          await uploadImage(
            await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
              .png()
              .toBuffer(),
            candidate,
          )
        ).status,
      ).toBe(403);
      expect(fs.readdirSync(path.join(t.deps.config.DATA_DIR, "private", "editor-incoming"))).toEqual([]);
      expect((await t.app.request("/api/v1/attachments/..%2F..%2Fapp.sqlite")).status).toBe(404);
      expect((await t.app.request("/api/v1/attachments/0123456789abcdef0123456789abcdef.jpg")).status).toBe(404);
    });
  });
});
