import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { seedContentPages } from "./pages.service.ts";
import { seedEdition } from "#server/modules/contest/index.ts";
import { seedPages } from "./seed-content.ts";

const companyPages = seedPages(["introduce", "service"]);

describe("content pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now().toISOString();
    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    await t.db
      .insertInto("pages")
      .values([
        {
          section: "introduce",
          slug: "ve-chung-toi",
          title_vi: "Về chúng tôi",
          title_en: "About us",
          body_vi: "Nội dung",
          body_en: "Content",
          published_at: now,
          updated_at: now,
        },
        { section: "introduce", slug: "nhan-su", title_vi: "Nhân sự", title_en: null, body_vi: "Đội ngũ", body_en: null, published_at: now, updated_at: now },
        {
          section: "introduce",
          slug: "sap-ra-mat",
          title_vi: "Sắp ra mắt",
          title_en: "Soon",
          body_vi: "x",
          body_en: "x",
          published_at: later,
          updated_at: now,
        },
        { section: "service", slug: "nhap", title_vi: "Bản nháp", title_en: null, body_vi: "x", body_en: null, published_at: null, updated_at: now },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it("lists only published pages of the section", async () => {
    const res = await t.call("GET", "/api/v1/pages/introduce?lang=en");
    expect(res.status).toBe(200);
    expect(res.json.data.map((p: { slug: string }) => p.slug).sort()).toEqual(["nhan-su", "ve-chung-toi"]);
    expect((await t.call("GET", "/api/v1/pages/service")).json.data).toEqual([]);
  });

  it("returns a page in the reader's language", async () => {
    const en = await t.call("GET", "/api/v1/pages/introduce/ve-chung-toi?lang=en");
    expect(en.json.data).toMatchObject({ title: "About us", body: "Content", translated: true });
    const vi = await t.call("GET", "/api/v1/pages/introduce/ve-chung-toi");
    expect(vi.json.data).toMatchObject({ title: "Về chúng tôi", translated: true });
  });

  it("falls back to Vietnamese, marked untranslated, when English is missing", async () => {
    const res = await t.call("GET", "/api/v1/pages/introduce/nhan-su?lang=en");
    expect(res.json.data).toMatchObject({ title: "Nhân sự", body: "Đội ngũ", translated: false });
  });

  it("says 'not published' for drafts and future pages, 'not found' for unknown ones", async () => {
    const draft = await t.call("GET", "/api/v1/pages/service/nhap?lang=en");
    expect(draft.status).toBe(404);
    expect(draft.json).toEqual({ error: "NOT_PUBLISHED", message: "This page has not been published yet." });
    expect((await t.call("GET", "/api/v1/pages/introduce/sap-ra-mat")).json.error).toBe("NOT_PUBLISHED");
    t.clock.advance(2 * 86_400_000);
    expect((await t.call("GET", "/api/v1/pages/introduce/sap-ra-mat")).status).toBe(200);
    expect((await t.call("GET", "/api/v1/pages/introduce/khong-co")).json.error).toBe("NOT_FOUND");
    expect((await t.call("GET", "/api/v1/pages/unknown-section")).status).toBe(400);
  });

  it("leaves a text's tokens as they are on a site with no edition yet", async () => {
    const now = t.clock.now().toISOString();
    const body = "Kết quả: {{edition.final_results}}";
    await t.db
      .insertInto("pages")
      .values({ section: "service", slug: "moc", title_vi: "Mốc", title_en: null, body_vi: body, body_en: null, published_at: now, updated_at: now })
      .execute();
    expect((await t.call("GET", "/api/v1/pages/service/moc")).json.data.body).toBe(body);
  });
});

describe("seeded company, fund and organiser pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("publishes every footer page in both languages, written once, never over an administrator's edit", async () => {
    expect(await seedContentPages(t.deps, companyPages)).toBe(9);
    for (const path of [
      "introduce/ve-chung-toi",
      "introduce/nhan-su-tsi",
      "introduce/tam-nhin--su-menh",
      "introduce/cau-hoi-thuong-gap",
      "service/dau-tu-tang-truong--tstt",
      "service/dau-tu-ben-vung--tsbv",
      "introduce/ban-to-chuc",
      "introduce/du-an",
      "introduce/nha-phat-trien",
    ]) {
      const en = await t.call("GET", `/api/v1/pages/${path}?lang=en`);
      expect(en.status, path).toBe(200);
      expect(en.json.data.translated).toBe(true);
      expect(en.json.data.body.length).toBeGreaterThan(300);
      expect((await t.call("GET", `/api/v1/pages/${path}`)).json.data.title).not.toBe(en.json.data.title);
    }
    await t.db.updateTable("pages").set({ title_vi: "Giới thiệu (đã sửa)" }).where("slug", "=", "ve-chung-toi").execute();
    await t.db.deleteFrom("pages").where("slug", "=", "du-an").execute();
    expect(await seedContentPages(t.deps, companyPages)).toBe(0);
    expect((await t.call("GET", "/api/v1/pages/introduce/ve-chung-toi")).json.data.title).toBe("Giới thiệu (đã sửa)");
    expect((await t.call("GET", "/api/v1/pages/introduce/du-an")).status).toBe(404);
  });
});

describe("seeded contest pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedEdition(t.deps);
    await seedContentPages(t.deps, seedPages(["contest"]));
  });
  afterAll(() => t.close());

  it("of the contest section cover the spec's screens, with every FAQ entry a question heading and an answer", async () => {
    const contestPages = seedPages(["contest"]);
    const slugs = contestPages.map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(["dieu-le", "quy-che", "co-cau-giai-thuong", "lich-trinh", "hoi-dap", "hoi-dong-giam-khao", "vong-quay-may-man", "muc-dich"]),
    );
    const faq = contestPages.find((p) => p.slug === "hoi-dap")!;
    for (const body of [faq.body_vi, faq.body_en]) {
      expect(body.trim().startsWith("<h3>")).toBe(true);
      expect(body.match(/<h3>/g)!.length).toBeGreaterThanOrEqual(10);
    }
    expect(contestPages.flatMap((p) => [p.body_vi, p.body_en]).join("\n")).not.toMatch(/<script|lorem ipsum/i);
  });

  it("reads the edition's figures into the text: limits, draw dates, the holiday's validity (no year typed in)", async () => {
    const all = seedPages(["contest"])
      .flatMap((p) => [p.body_vi, p.body_en])
      .join("\n");
    expect(all).not.toMatch(/\b20\d\d\b/);
    await t.db
      .updateTable("contest_editions")
      .set({
        limits_json: JSON.stringify({
          title_min: 40,
          title_max: 180,
          essay_max_bytes: 10 * 1024 * 1024,
          image_max_bytes: 4 * 1024 * 1024,
          image_max_count: 8,
          video_max_bytes: 120 * 1024 * 1024,
          video_max_count: 2,
          draft_max_bytes: 1024 * 1024 * 1024,
        }),
      })
      .execute();
    const rules = (await t.call("GET", "/api/v1/pages/contest/dieu-le?lang=en")).json.data.body as string;
    expect(rules).toContain("of 40 to 180 characters");
    expect(rules).toContain("up to 10 MB");
    expect(rules).toContain("up to 8, each no larger than 4 MB");
    expect(rules).not.toContain("{{");
    const faq = (await t.call("GET", "/api/v1/pages/contest/hoi-dap")).json.data.body as string;
    // PRODUCT.md: the FAQ's old 3 MB / 100 MB limits are outdated; the limits are the edition's.
    expect(faq).toContain("tối đa 2 video, mỗi video tối đa 120 MB");
    const edition = await t.call("GET", "/api/v1/contest/edition");
    const { weekly_prizes, first_week_starts_at } = edition.json.data.lucky_draw;
    const lastDrawYear = new Date(Date.parse(first_week_starts_at) + weekly_prizes.length * 7 * 86_400_000).getUTCFullYear();
    const draw = (await t.call("GET", "/api/v1/pages/contest/vong-quay-may-man?lang=en")).json.data.body as string;
    expect(draw).toContain(`Valid from 1 July ${lastDrawYear + 1} to 31 December ${lastDrawYear + 1}.`);
    expect(draw).toContain(`every week for ${weekly_prizes.length} weeks</strong>, from `);
    // The way to join comes from one place (the catalogue's content.drawRegistration), pointing at the draw page.
    expect(draw).toContain('In your account, <a href="/en/dashboard/user/lucky-draw">join the lucky draw</a>');
    expect(draw).not.toContain("{{");
  });
});
