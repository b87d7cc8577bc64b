import type { Page } from "@playwright/test";
import sharp from "sharp";
import { slugify } from "../../src/contracts/slug.ts";
import { ADMIN, axeViolations, e2eDatabase, expect, homePath, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const newsPath: Record<Lang, string> = { vi: "/tin-tuc", en: "/en/news" };

/** A category and a published article written straight into the database (the visitor journey reads them). */
function seedArticle(tag: string) {
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const db = e2eDatabase();
  try {
    const category = db
      .prepare("insert into news_categories (slug, name_vi, name_en, position, created_at) values (?, ?, ?, 0, ?) returning id")
      .get(`su-kien-${tag}`, `Sự kiện ${tag}`, `Events ${tag}`, at(0)) as { id: number };
    const insert = db.prepare(
      `insert into news (category_id, slug, title_vi, title_en, summary_vi, summary_en, body_vi, body_en, hot, published_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    );
    const article = insert.get(
      category.id,
      `le-trao-giai-${tag}`,
      `Lễ trao giải ${tag}`,
      `Award ceremony ${tag}`,
      "Tóm tắt lễ trao giải",
      "The award ceremony in short",
      "<h2>Chương trình</h2><p>Nội dung bài viết</p>",
      "<h2>Programme</h2><p>The article's text</p>",
      1,
      at(-10),
      at(-10),
      at(-10),
    ) as { id: number };
    insert.get(
      category.id,
      `hop-bao-${tag}`,
      `Họp báo ${tag}`,
      `Press conference ${tag}`,
      "Tóm tắt họp báo",
      "The press conference in short",
      "<p>Họp báo</p>",
      "<p>Press</p>",
      0,
      at(-20),
      at(-20),
      at(-20),
    );
    return { categoryId: category.id, articleId: article.id };
  } finally {
    db.close();
  }
}

/** Vietnam wall-clock time (UTC+7) `seconds` from now, as a datetime-local value. */
const vietnamTimeIn = (seconds: number) => new Date(Date.now() + 7 * 3_600_000 + seconds * 1000).toISOString().slice(0, 19);

async function typeInEditor(page: Page, testId: string, text: string) {
  const editor = page.getByTestId(testId);
  await editor.click();
  await page.keyboard.type(text);
}

test.describe("news", () => {
  test("a visitor goes from the home page to a category and reads an article at its readable address (en)", async ({ page }) => {
    const lang = "en" as Lang;
    const t = ui[lang];
    const tag = uid();
    const { categoryId, articleId } = seedArticle(tag);
    const title = lang === "vi" ? `Lễ trao giải ${tag}` : `Award ceremony ${tag}`;
    const category = lang === "vi" ? `Sự kiện ${tag}` : `Events ${tag}`;

    await page.goto(homePath[lang]);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: t.nav.news, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${newsPath[lang]}$`));
    await page.getByRole("navigation", { name: t.news.categories }).getByRole("link", { name: category }).click();
    await expect(page).toHaveURL(new RegExp(`${newsPath[lang]}/${categoryId}$`));
    await expect(page.getByRole("heading", { level: 1, name: category })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${newsPath[lang]}/${categoryId}/${articleId}-le-trao-giai-${tag}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("rich-text").getByRole("heading", { level: 2 })).toHaveText(lang === "vi" ? "Chương trình" : "Programme");
    await expect(page.getByRole("heading", { level: 2, name: t.news.related })).toBeVisible();
    await expect(page.getByRole("link", { name: lang === "vi" ? `Họp báo ${tag}` : `Press conference ${tag}` })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as { "@type": string; headline: string };
    expect(structured).toMatchObject({ "@type": "NewsArticle", headline: title });
    expect(await axeViolations(page)).toEqual([]);

    // The bare id (an old or shortened link) leads to the readable address.
    await page.goto(`${newsPath[lang]}/${categoryId}/${articleId}`);
    await expect(page).toHaveURL(new RegExp(`/${articleId}-le-trao-giai-${tag}$`));
  });

  test("an administrator writes an article with an image, schedules it, it appears at its time, and is deleted from the list (vi)", async ({
    page,
    browser,
  }) => {
    const lang = "vi" as Lang;
    const t = ui[lang];
    test.slow();
    const tag = uid();
    const { categoryId } = seedArticle(tag);
    const title = `Thông báo hẹn giờ ${tag}`;
    await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/admin$`));
    await page.goto(`${prefix[lang]}/dashboard/admin/news/create`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: t.newsAdmin.createTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The API's rules run in the browser first: nothing is sent, the messages are in the page's language.
    await page.getByTestId("news-submit").click();
    await expect(page.getByText(shared[lang].news.validation.title)).toBeVisible();
    await expect(page.getByText(shared[lang].news.validation.body)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/admin/news/create$`));

    await page.getByTestId("news-category").selectOption(String(categoryId));
    await page.getByTestId("news-title_vi").fill(title);
    await page.getByTestId("news-summary_vi").fill("Tóm tắt thông báo");
    await typeInEditor(page, "news-body_vi", "Nội dung có ảnh. ");
    await page.getByLabel(t.richText.imageAlt).first().fill("Bãi biển lúc bình minh");
    const image = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#1864ab" } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("news-body_vi-image").click();
    await (await chooser).setFiles({ name: "bien.jpg", mimeType: "image/jpeg", buffer: image });
    const inserted = page.getByTestId("news-body_vi").locator('img[alt="Bãi biển lúc bình minh"]');
    await expect(inserted).toHaveAttribute("src", /^\/api\/v1\/attachments\/[a-f0-9]{32}\.jpg$/);
    await page.getByTestId("news-title_en").fill(`Scheduled notice ${tag}`);
    await page.getByTestId("news-summary_en").fill("The notice in short");
    await typeInEditor(page, "news-body_en", "The text with a picture.");

    // A few seconds ahead: long enough to see it hidden, short enough to keep the test fast.
    await page.getByTestId("news-published-at").fill(vietnamTimeIn(6));
    await page.getByTestId("news-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/admin/news$`));
    await expect(page.getByTestId("news-notice")).toContainText(t.newsAdmin.notices.created);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText(t.newsAdmin.states.scheduled);

    const db = e2eDatabase({ readOnly: true });
    const { id } = db.prepare("select id from news where title_vi = ?").get(title) as { id: number };
    db.close();
    const address = `${newsPath[lang]}/${categoryId}/${id}-${slugify(title)}`;
    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(address))?.status()).toBe(404);
    await expect.poll(async () => (await visitor.goto(address))?.status(), { timeout: 20_000, intervals: [1_000] }).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: lang === "vi" ? title : `Scheduled notice ${tag}` })).toBeVisible();
    if (lang === "vi") {
      const picture = visitor.getByTestId("rich-text").getByRole("img", { name: "Bãi biển lúc bình minh" });
      await expect(picture).toBeVisible();
      const response = await visitor.request.get((await picture.getAttribute("src")) ?? "");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }

    // The administrator deletes it from the list after confirming: the row goes, and so does the article.
    await waitForHydration(page);
    await row.getByRole("button", { name: `${ui[lang].rowActions.delete} ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: t.newsAdmin.confirmDelete });
    await expect(dialog).toContainText(title);
    await dialog.getByTestId("news-delete-confirm").click();
    await expect(page.getByTestId("news-notice")).toContainText(shared[lang].news.deleted);
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    expect((await visitor.goto(address))?.status()).toBe(404);
    await visitor.close();
  });
});

test("an administrator adds a news category, visitors find it in both languages, and an empty category can be deleted", async ({ page }) => {
  const tag = uid();
  const names = { vi: `Hội thảo ${tag}`, en: `Workshops ${tag}` };
  const t = ui.vi.newsAdmin.categories;
  await signIn(page, "/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto("/dashboard/admin/news/categories");
  await waitForHydration(page);
  const creating = page.getByRole("region", { name: t.new });
  await creating.getByLabel(t.nameVi).fill(names.vi);
  await creating.getByLabel(t.nameEn).fill(names.en);
  await creating.getByLabel(t.position).fill("900");
  await creating.getByRole("button", { name: t.create }).click();
  const created = page.getByRole("region", { name: names.vi });
  await expect(created).toBeVisible();

  for (const lang of ["vi", "en"] as const) {
    await page.goto(newsPath[lang]);
    await page.getByRole("navigation", { name: ui[lang].news.categories }).getByRole("link", { name: names[lang] }).click();
    await expect(page.getByRole("heading", { level: 1, name: names[lang] })).toBeVisible();
  }

  await page.goto("/dashboard/admin/news/categories");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: names.vi })
    .getByRole("button", { name: ui.vi.newsAdmin.deleteOf.replace("{{title}}", names.vi) })
    .click();
  await expect(page.getByRole("region", { name: names.vi })).toHaveCount(0);
  await page.goto(newsPath.vi);
  await expect(page.getByRole("link", { name: names.vi })).toHaveCount(0);
});
