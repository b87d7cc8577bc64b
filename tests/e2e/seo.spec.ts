import type { Page } from "@playwright/test";
import { expect, test } from "./support.ts";

const origin = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

async function head(page: Page) {
  return page.evaluate(() => ({
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
  }));
}

for (const [path, canonical] of [
  ["/contact", "/lien-he"],
  ["/lien-he", "/lien-he"],
  ["/en/contact", "/en/contact"],
  ["/en/lien-he", "/en/contact"],
] as const) {
  test(`${path} declares canonical ${canonical} and both language alternates`, async ({ page }) => {
    await page.goto(path);
    const links = await head(page);
    expect(links.canonical).toEqual([origin + canonical]);
    expect(links.alternates).toEqual({ vi: `${origin}/lien-he`, en: `${origin}/en/contact`, "x-default": `${origin}/lien-he` });
  });
}

test("the home pages point at each other", async ({ page }) => {
  await page.goto("/en");
  const links = await head(page);
  expect(links.canonical).toEqual([`${origin}/en`]);
  expect(links.alternates).toMatchObject({ vi: `${origin}/`, en: `${origin}/en` });
});
