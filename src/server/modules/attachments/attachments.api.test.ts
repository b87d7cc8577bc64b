import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeFileWorkers, FILE_CHECK_LIMITS } from "#server/lib/file-worker.ts";
import { seedNews } from "#server/modules/news/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { backfillAttachmentImages, runVariantsJob } from "./attachment-images.ts";

/** Responsive variants of uploaded images (docs/images.md): made at upload, recorded, served, used by pages. */
describe("attachment images: AVIF and WebP variants", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const attachments = () => path.join(t.deps.config.DATA_DIR, "public", "attachments");
  const filesOf = (id: string) =>
    fs
      .readdirSync(attachments())
      .filter((file) => file.startsWith(id.replace(/\..*$/, "")))
      .sort();

  async function upload(file: Buffer) {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), "photo.jpg");
    const response = await t.app.request("/api/v1/attachments/editor", { method: "POST", body: form, headers: admin });
    return { status: response.status, json: (await response.json()) as any };
  }
  /** An upload and the variants job it queued. */
  async function published(file: Buffer) {
    const res = await upload(file);
    await t.deps.jobs.runDue();
    return res;
  }
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#1864ab" } })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signedIn("administrator")).headers;
  });
  afterAll(() => t.close());

  it("makes AVIF and WebP variants at each standard width below the image's in a job after the upload, records its size and serves them", async () => {
    const res = await upload(await photo(2400, 1200));
    expect(res.status).toBe(201);
    const { id } = res.json.data;
    const name = id.replace(/\.jpg$/, "");
    expect(filesOf(id)).toEqual([id]);
    expect(await t.db.selectFrom("attachment_images").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect(filesOf(id)).toEqual([...[1200, 1600, 480, 800].flatMap((w) => [`${name}-${w}.avif`, `${name}-${w}.webp`]), id]);
    expect(await t.db.selectFrom("attachment_images").select(["width", "height", "widths"]).where("id", "=", id).executeTakeFirst()).toEqual({
      width: 1600,
      height: 800,
      widths: "480,800,1200,1600",
    });
    for (const [file, type, width] of [
      [`${name}-480.avif`, "image/avif", 480],
      [`${name}-1200.webp`, "image/webp", 1200],
    ] as const) {
      const served = await t.app.request(`/api/v1/attachments/${file}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, width / 2]);
    }
  });

  it("keeps a PNG's fallback as PNG and never makes a variant wider than the image", async () => {
    const res = await published(
      await sharp({ create: { width: 700, height: 350, channels: 4, background: "#00000000" } })
        .png()
        .toBuffer(),
    );
    expect(res.status).toBe(201);
    const name = res.json.data.id.replace(/\.png$/, "");
    expect(filesOf(res.json.data.id)).toEqual([`${name}-480.avif`, `${name}-480.webp`, `${name}-700.avif`, `${name}-700.webp`, `${name}.png`]);
  });

  it("still refuses a file that does not decode, leaving no file or row behind", async () => {
    const before = fs.readdirSync(attachments()).length;
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg".repeat(20))]);
    expect((await upload(fake)).status).toBe(422);
    expect(fs.readdirSync(attachments()).length).toBe(before);
    expect(await t.deps.jobs.runDue()).toBe(0);
    expect((await t.app.request("/api/v1/attachments/0123456789abcdef0123456789abcdef-480.avif")).status).toBe(404);
  });

  it("gives news covers and body images their picture; the backfill adds variants an image lacks", async () => {
    await seedNews(t.deps);
    const list = await t.call("GET", "/api/v1/news?per_page=50");
    // Seeded covers (960×540 WebP) get their variants when published.
    expect(list.json.data.map((item: { cover_picture: unknown }) => item.cover_picture)).toEqual(
      list.json.data.map(() => ({ width: 960, height: 540, widths: [480, 800, 960] })),
    );

    const image = (await published(await photo(1600, 900))).json.data;
    const category = (await t.db.selectFrom("news_categories").select("id").executeTakeFirstOrThrow()).id;
    const created = await t.call("POST", "/api/v1/news", {
      headers: admin,
      body: {
        category_id: category,
        title_vi: "Ảnh",
        summary_vi: "Tóm tắt",
        body_vi: `<p>Chữ</p><img src="${image.url}" alt="Biển">`,
        cover_image: image.id,
        publish: true,
      },
    });
    expect(created.status).toBe(201);
    const read = (await t.call("GET", `/api/v1/news/${created.json.data.id}`)).json.data;
    expect(read.cover_picture).toEqual({ width: 1600, height: 900, widths: [480, 800, 1200, 1600] });
    const base = image.url.replace(/\.jpg$/, "");
    expect(read.body).toContain(
      `<picture><source type="image/avif" srcset="${base}-480.avif 480w, ${base}-800.avif 800w, ${base}-1200.avif 1200w, ${base}-1600.avif 1600w"`,
    );
    expect(read.body).toContain(`<img src="${image.url}" alt="Biển" width="1600" height="900" loading="lazy" decoding="async"></picture>`);
    // What the editor loads again is the HTML as written.
    expect((await t.call("GET", `/api/v1/admin/news/${created.json.data.id}`, { headers: admin })).json.data.body_vi).toBe(
      `<p>Chữ</p><img src="${image.url}" alt="Biển" />`,
    );

    // An image from before variants existed: no row, no variants. The page shows it as before until the backfill runs.
    const old = image.id;
    await t.db.deleteFrom("attachment_images").where("id", "=", old).execute();
    for (const file of filesOf(old).filter((file) => file !== old)) fs.rmSync(path.join(attachments(), file));
    const plain = (await t.call("GET", `/api/v1/news/${created.json.data.id}`)).json.data;
    expect(plain.cover_picture).toBeNull();
    expect(plain.body).toBe(`<p>Chữ</p><img src="${image.url}" alt="Biển" />`);
    expect(await backfillAttachmentImages(t.deps)).toBe(1);
    expect(filesOf(old)).toHaveLength(9);
    expect((await t.call("GET", `/api/v1/news/${created.json.data.id}`)).json.data.cover_picture).toEqual({
      width: 1600,
      height: 900,
      widths: [480, 800, 1200, 1600],
    });
    expect(await backfillAttachmentImages(t.deps)).toBe(0);
  });

  it("backfills a decodable image and tries an undecodable one once, recording that it has no variants", async () => {
    const [good, bad] = ["1", "2"].map((c) => `${c.repeat(32)}.jpg`) as [string, string];
    fs.writeFileSync(path.join(attachments(), good), await photo(900, 600));
    fs.writeFileSync(path.join(attachments(), bad), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not a jpeg".repeat(40))]));
    const warn = vi.spyOn(t.deps.logger, "warn");
    try {
      expect(await backfillAttachmentImages(t.deps)).toBe(2);
      expect(filesOf(good)).toEqual(
        [
          good.replace(".jpg", "-480.avif"),
          good.replace(".jpg", "-480.webp"),
          good.replace(".jpg", "-800.avif"),
          good.replace(".jpg", "-800.webp"),
          good.replace(".jpg", "-900.avif"),
          good.replace(".jpg", "-900.webp"),
          good,
        ].sort(),
      );
      expect(await t.db.selectFrom("attachment_images").select(["width", "widths"]).where("id", "=", good).executeTakeFirst()).toEqual({
        width: 900,
        widths: "480,800,900",
      });
      expect(filesOf(bad)).toEqual([bad]);
      expect(await t.db.selectFrom("attachment_image_failures").select("id").execute()).toEqual([{ id: bad }]);
      expect(warn).toHaveBeenCalledTimes(1);
      // The next hours: nothing new, nothing tried.
      t.clock.advance(60 * 60_000);
      expect(await backfillAttachmentImages(t.deps)).toBe(0);
      expect(await backfillAttachmentImages(t.deps)).toBe(0);
      expect(warn).toHaveBeenCalledTimes(1);
      // The variants job gives up on such a file at once, too (no retries): it records it and ends.
      const later = `${"3".repeat(32)}.jpg`;
      fs.copyFileSync(path.join(attachments(), bad), path.join(attachments(), later));
      await runVariantsJob(t.deps, later);
      expect(await t.db.selectFrom("attachment_image_failures").select("id").orderBy("id").execute()).toEqual([{ id: bad }, { id: later }]);
      expect(await backfillAttachmentImages(t.deps)).toBe(0);
      // Shown as before, from its one file.
      expect((await t.app.request(`/api/v1/attachments/${bad}`)).status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });

  it("does not record an image whose worker ran out of time as impossible: its job and the next backfill try it again", async () => {
    const slow = `${"4".repeat(32)}.jpg`;
    fs.writeFileSync(path.join(attachments(), slow), await photo(900, 600));
    const { timeoutMs } = FILE_CHECK_LIMITS;
    const failures = () => t.db.selectFrom("attachment_image_failures").select("id").where("id", "=", slow).execute();
    try {
      // A fresh pool with a 1 ms limit: no image gets its variants in time.
      await closeFileWorkers();
      FILE_CHECK_LIMITS.timeoutMs = 1;
      await expect(runVariantsJob(t.deps, slow)).rejects.toThrow();
      expect(await backfillAttachmentImages(t.deps)).toBe(0);
      expect(await failures()).toEqual([]);
      expect(filesOf(slow)).toEqual([slow]);
    } finally {
      FILE_CHECK_LIMITS.timeoutMs = timeoutMs;
      await closeFileWorkers();
    }
    expect(await backfillAttachmentImages(t.deps)).toBe(1);
    expect(await t.db.selectFrom("attachment_images").select("widths").where("id", "=", slow).executeTakeFirst()).toEqual({ widths: "480,800,900" });
    expect(await failures()).toEqual([]);
  });

  it("gives images in content pages and fund overviews their picture too; the overview's editor gets the text as written", async () => {
    const image = (await published(await photo(1000, 500))).json.data;
    const written = `<p>x</p><img src="${image.url}" alt="" />`;
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto("pages")
      .values({ section: "introduce", slug: "anh", title_vi: "Ảnh", title_en: null, body_vi: written, body_en: null, published_at: now, updated_at: now })
      .execute();
    expect((await t.call("PUT", "/api/v1/service/0", { headers: admin, body: { title_vi: "Quỹ", body_vi: written } })).status).toBe(200);
    const overview = (await t.call("GET", "/api/v1/service/0")).json.data;
    expect(overview.body_vi).toBe(written);
    for (const body of [(await t.call("GET", "/api/v1/pages/introduce/anh")).json.data.body, overview.body]) {
      expect(body).toContain(`${image.url.replace(/\.jpg$/, "")}-1000.webp 1000w"`);
      expect(body).toContain(`<img src="${image.url}" alt="" width="1000" height="500" loading="lazy" decoding="async"></picture>`);
    }
  });
});
