import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { slugify } from "../src/contracts/slug.ts";
import { root, startServer, stopOnSignal } from "./server.ts";

/**
 * `npm run bench:images`: responsive images (docs/images.md) on the real production server.
 * 1. Time of a 2000 px image's upload (scaled to 1600 px, the fallback JPEG) and until its variants job has made
 *    AVIF and WebP at 4 widths, median of BENCH_IMAGES_RUNS, for an illustration (typical) and for noise (the worst
 *    case for the encoders).
 * 2. Image bytes Lighthouse's phone (412 CSS px at DPR 2.625) downloads on the news list and on an article with an
 *    uploaded cover and body image: what it fetched (the variants) against the originals of the same images,
 *    which is what the page fetched before (one file per image, the same lazy/eager attributes).
 */

const RUNS = Number(process.env.BENCH_IMAGES_RUNS ?? 5);
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

const server = await startServer({ env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", ADMIN_EMAIL: "bench@example.com", SIGNIN_RATE_LIMIT: "1000" } });
stopOnSignal(() => server.stop());
const attachments = path.join(server.dataDir, "public", "attachments");

try {
  const signin = await fetch(`${server.origin}/api/v1/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-admin-password" }),
  });
  const headers = { authorization: `Bearer ${((await signin.json()) as { data: { token: string } }).data.token}` };
  const database = new DatabaseSync(path.join(server.dataDir, "app.sqlite"), { readOnly: true });

  const upload = async (input: Buffer) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(input)], { type: "image/jpeg" }), "photo.jpg");
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/v1/attachments/editor`, { method: "POST", body: form, headers });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    const answeredMs = performance.now() - started;
    const image = ((await response.json()) as { data: { id: string; url: string } }).data;
    // The job records the image once all its variants are written.
    while (!database.prepare("select 1 from attachment_images where id = ?").get(image.id)) await new Promise((resolve) => setTimeout(resolve, 50));
    return { answeredMs, variantsMs: performance.now() - started, image };
  };
  const illustration = await sharp(path.join(root, "assets/illustrations/hero.svg"), { density: 200 }).resize({ width: 2000 }).jpeg({ quality: 90 }).toBuffer();
  const noise = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const uploads: Record<string, { answeredMedianMs: number; variantsMedianMs: number; variantsRunsMs: number[]; inputBytes: number }> = {};
  const published: { id: string; url: string }[] = [];
  for (const [name, input] of Object.entries({ illustration, noise })) {
    const answered: number[] = [];
    const variants: number[] = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      const result = await upload(input);
      // The first run starts the worker thread.
      if (run > 0) answered.push(Math.round(result.answeredMs));
      if (run > 0) variants.push(Math.round(result.variantsMs));
      if (name === "illustration") published.push(result.image);
    }
    uploads[name] = { answeredMedianMs: median(answered), variantsMedianMs: median(variants), variantsRunsMs: variants, inputBytes: input.length };
  }
  // What "before" cost: the one fallback JPEG the upload made then, in this process with the same settings.
  const started = performance.now();
  for (let run = 0; run < RUNS; run += 1) await sharp(illustration).rotate().resize({ width: 1600 }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const fallbackOnlyMs = Math.round((performance.now() - started) / RUNS);

  // Three uploaded articles (cover and one body image each) beside the seeded ones.
  const categoryId = ((await (await fetch(`${server.origin}/api/v1/newscat`)).json()) as { data: { id: number }[] }).data[0]?.id;
  let article = "";
  for (const [index, image] of published.slice(0, 3).entries()) {
    const title = `Bài có ảnh ${index + 1}`;
    const body = {
      category_id: categoryId,
      title_vi: title,
      summary_vi: "Tóm tắt",
      body_vi: `<p>Chữ</p><img src="${image.url}" alt="Ảnh">`,
      cover_image: image.id,
      publish: true,
    };
    const created = await fetch(`${server.origin}/api/v1/news`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    article = `/tin-tuc/${categoryId}/${((await created.json()) as { data: { id: number } }).data.id}-${slugify(title)}`;
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const originalOf = (file: string) => {
    const name = file.replace(/(-\d+)?\.[a-z]+$/, "");
    const original = fs.readdirSync(attachments).find((entry) => entry.startsWith(`${name}.`) && /\.(jpg|png|webp)$/.test(entry));
    return original ? fs.statSync(path.join(attachments, original)).size : 0;
  };
  const measure = async (address: string, scroll: boolean) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const loaded: Promise<{ file: string; bytes: number }>[] = [];
    page.on("response", (response) => {
      const file = new URL(response.url()).pathname.split("/attachments/")[1];
      if (file) loaded.push(response.body().then((body) => ({ file, bytes: body.length })));
    });
    await page.goto(`${server.origin}${address}`, { waitUntil: "networkidle" });
    if (scroll) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
    }
    const files = await Promise.all(loaded);
    await context.close();
    const after = files.reduce((sum, file) => sum + file.bytes, 0);
    const before = files.reduce((sum, file) => sum + originalOf(file.file), 0);
    return {
      images: files.length,
      beforeKB: kB(before),
      afterKB: kB(after),
      saved: `${Math.round((1 - after / before) * 100)} %`,
      files: files.map((file) => file.file.replace(/^[a-f0-9]{32}/, "…")),
    };
  };
  const pages = {
    newsListFirstView: await measure("/tin-tuc", false),
    newsListScrolled: await measure("/tin-tuc", true),
    articleFirstView: await measure(article, false),
    articleScrolled: await measure(article, true),
  };
  await browser.close();
  console.log(JSON.stringify({ phone: PHONE, uploads, fallbackOnlyMs, pages }, null, 2));
} finally {
  await server.stop();
}
