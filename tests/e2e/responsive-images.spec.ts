import sharp from "sharp";
import { slugify } from "../../src/contracts/slug.ts";
import { ADMIN, apiSession, expect, test, uid } from "./support.ts";

/** Lighthouse's phone (Moto G Power): 412 CSS px wide at a device pixel ratio of 2.625. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

test("an article's cover and body image are pictures with AVIF sources and their size; a phone loads a variant smaller than the original", async ({
  browser,
  request,
}) => {
  test.slow(); // The upload's variants are made by a job (seconds; longer on a busy machine).
  const headers = await apiSession(request, ADMIN);
  const photo = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: "#1864ab" } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post("/api/v1/attachments/editor", {
    headers,
    multipart: { file: { name: "bien.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const image = (await uploaded.json()).data as { id: string; url: string; width: number; height: number };
  expect([image.width, image.height]).toEqual([1600, 900]);

  const categoryId = (await (await request.get("/api/v1/newscat")).json()).data[0].id as number;
  const title = `Ảnh đáp ứng ${uid()}`;
  const created = await request.post("/api/v1/news", {
    headers,
    data: {
      category_id: categoryId,
      title_vi: title,
      summary_vi: "Tóm tắt",
      body_vi: `<p>Chữ</p><img src="${image.url}" alt="Bãi biển">`,
      cover_image: image.id,
      publish: true,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const address = `/tin-tuc/${categoryId}/${id}-${slugify(title)}`;
  // The variants are made by a job the upload queued (seconds; longer on a busy machine).
  await expect
    .poll(async () => (await (await request.get(`/api/v1/news/${id}`)).json()).data.cover_picture, { timeout: 60_000, intervals: [500] })
    .not.toBeNull();

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/v1/attachments/")) loaded.push(new URL(response.url()).pathname);
  });
  await page.goto(address);

  const base = image.url.replace(/\.jpg$/, "");
  const cover = page.locator("article picture").first().locator("img");
  await expect(page.locator("article picture").first().locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    new RegExp(`^${base}-480\\.avif 480w, .*${base}-1600\\.avif 1600w$`),
  );
  await expect(cover).toHaveAttribute("width", "1600");
  await expect(cover).toHaveAttribute("height", "900");
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).toHaveAttribute("loading", "eager");
  // 380 CSS px at 2.625 needs 998 device px: the 1200 px AVIF, not the 1600 px JPEG.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ""))).toMatch(new RegExp(`${base}-1200\\.avif$`));

  const body = page.getByTestId("rich-text").locator("picture img");
  await expect(body).toHaveAttribute("alt", "Bãi biển");
  await expect(body).toHaveAttribute("width", "1600");
  await expect(body).toHaveAttribute("loading", "lazy");
  await body.scrollIntoViewIfNeeded();
  await expect.poll(() => body.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ""))).toMatch(/-1200\.avif$/);
  expect(loaded).not.toContain(image.url);
  await context.close();
});

test("news cards below the first view load lazily, and seeded covers come as AVIF", async ({ browser, request }) => {
  // More articles than the first view holds: one of this test's own beside the three seeded.
  const headers = await apiSession(request, ADMIN);
  const categoryId = (await (await request.get("/api/v1/newscat")).json()).data[0].id as number;
  const created = await request.post("/api/v1/news", {
    headers,
    data: { category_id: categoryId, title_vi: `Tin không ảnh ${uid()}`, summary_vi: "Tóm tắt", body_vi: "<p>Chữ</p>", publish: true },
  });
  expect(created.status()).toBe(201);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto("/tin-tuc");
  // Other tests add articles while this one runs (hot ones, some without a cover), so which card comes first varies.
  // The rule holds whatever they are: covers under "Hot" are fetched at once; the newest are too, the first three,
  // only when nothing is hot; every other cover waits until it is near the view.
  const covers = await page.locator(".article-card").evaluateAll((cards) =>
    cards.map((card) => ({
      hot: Boolean(card.closest('section[aria-labelledby="hot-title"]')),
      loading: card.querySelector("img.cover-image")?.getAttribute("loading") ?? null,
    })),
  );
  const anyHot = covers.some((card) => card.hot);
  const expected = covers.map((card, index) => (card.loading === null ? null : card.hot || (!anyHot && index < 3) ? "eager" : "lazy"));
  expect(covers.length).toBeGreaterThan(3);
  expect(covers.map((card) => card.loading)).toEqual(expected);
  expect(expected).toContain("lazy");
  const picture = page.locator(".article-card picture img").first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ""))).toMatch(/-\d+\.avif$/);
  await context.close();
});
