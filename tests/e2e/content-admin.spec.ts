import { ADMIN, axeViolations, e2eDatabase, expect, signIn, test, ui, uid, waitForHydration } from "./support.ts";

/** In English, the administrator's pages and the translation they add (bilingual-parity.spec.ts sees the pages in both languages). */

test("an administrator adds a content page's English text and publishes it; English readers get it (en)", async ({ page, browser }) => {
  const t = ui.en;
  const prefix = "/en";
  const tag = uid();
  const slug = `doi-ngu-${tag}`;
  // Unpublished until the administrator saves it, and deleted at the end: other tests expect the sections empty.
  const db = e2eDatabase();
  const { id } = db
    .prepare(
      "insert into pages (section, slug, title_vi, title_en, body_vi, body_en, published_at, updated_at) values ('introduce', ?, ?, null, ?, null, null, ?) returning id",
    )
    .get(slug, `Đội ngũ ${tag}`, "Ban tổ chức gồm các chuyên gia.", new Date().toISOString()) as { id: number };
  db.close();
  try {
    await signIn(page, `${prefix}/admin/login`, ADMIN);
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/admin$`));
    await page.goto(`${prefix}/dashboard/admin/pages`);
    const row = page.getByRole("row").filter({ hasText: `Đội ngũ ${tag}` });
    await expect(row).toContainText(t.newsAdmin.noEnglish);
    await row.getByRole("link", { name: `Đội ngũ ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/admin/pages/edit/${id}$`));
    await waitForHydration(page);
    await expect(page.getByTestId("page-untranslated")).toHaveText(t.pagesAdmin.untranslated);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('input[name="title_en"]').fill(`Our team ${tag}`);
    await page.getByTestId("page-body_en").click();
    await page.keyboard.type("The organisers are experts.");
    await page.getByLabel(t.pagesAdmin.publishedLabel).check();
    await page.getByTestId("page-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/admin/pages$`));
    await expect(page.getByRole("status")).toContainText(t.pagesAdmin.notices.updated);

    const reader = await (await browser.newContext()).newPage();
    await reader.goto(`/en/introduce/${slug}`);
    await expect(reader.getByRole("heading", { level: 1, name: `Our team ${tag}` })).toBeVisible();
    await expect(reader.getByTestId("rich-text")).toHaveText("The organisers are experts.");
    await expect(reader.getByRole("note")).toHaveCount(0);
    // The Vietnamese text, once plain text, is now the editor's HTML and still reads the same.
    await reader.goto(`/gioi-thieu/${slug}`);
    await expect(reader.getByTestId("rich-text")).toHaveText("Ban tổ chức gồm các chuyên gia.");
    await reader.close();
  } finally {
    const cleanup = e2eDatabase();
    cleanup.prepare("delete from pages where id = ?").run(id);
    cleanup.close();
  }
});
