import { expect, insertPerson, signIn, test, ui, uid, type Lang } from "./support.ts";

/**
 * The public page cache seen from a browser: anonymous visitors get the cached page, a signed-in visitor always gets
 * their own header (never the cached one), and their page never reaches an anonymous visitor.
 */
test("the cache never mixes anonymous and signed-in pages; conditional requests get 304 (vi)", async ({ page, browser, baseURL }) => {
  const lang = "vi" as Lang;
  const home = lang === "en" ? "/en" : "/";
  const header = page.getByTestId("account-links-header");

  // Another test's write may purge the cache in between: the second of a few visits in a row is a hit.
  await expect.poll(async () => (await page.request.get(home)).headers()["x-cache"]).toBe("hit");
  const cached = await page.goto(home);
  expect(cached!.headers()["cache-control"]).toBe("public, no-cache");
  await expect(header).toContainText(ui[lang].nav.signIn);

  // A browser with nothing cached (a new context each try, so none asks If-None-Match) reads a hit's gzip, made from
  // the page's parts compressed when it was stored, with a nonce of its own on the page's scripts and in its policy.
  await expect(async () => {
    const fresh = await browser.newContext({ baseURL: baseURL! });
    try {
      const reader = await fresh.newPage();
      const hit = await reader.goto(home);
      expect(hit!.status()).toBe(200);
      expect(hit!.headers()["x-cache"]).toBe("hit");
      expect(hit!.headers()["content-encoding"]).toBe("gzip");
      const nonce = /'nonce-([^']+)'/.exec(hit!.headers()["content-security-policy"] ?? "")?.[1];
      expect(await reader.evaluate(() => [...document.scripts].map((script) => script.nonce))).toContain(nonce);
      await expect(reader.getByTestId("account-links-header")).toContainText(ui[lang].nav.signIn);
    } finally {
      await fresh.close();
    }
  }).toPass({ timeout: 15_000 });

  const person = { email: `cache-${uid()}@example.com`, password: "a-long-enough-password-1", full_name: "Trần Văn Bộ Nhớ" };
  await insertPerson(person);
  await signIn(page, `${lang === "en" ? "/en" : ""}/user/login`, person);
  await expect(page).not.toHaveURL(/\/user\/login/);
  const mine = await page.goto(home);
  expect(mine!.headers()["x-cache"]).toBeUndefined();
  expect(mine!.headers()["cache-control"]).toBe("private, no-cache");
  await expect(header).toContainText(ui[lang].nav.myAccount);
  await expect(header).not.toContainText(ui[lang].nav.signIn);

  const anonymous = await browser.newContext({ baseURL: baseURL! });
  try {
    const other = await anonymous.newPage();
    const theirs = await other.goto(home);
    // Served through the anonymous path (a hit, or a fresh render when another test's write purged the cache).
    expect(["hit", "miss"]).toContain(theirs!.headers()["x-cache"]);
    expect(theirs!.headers()["cache-control"]).toBe("public, no-cache");
    await expect(other.getByTestId("account-links-header")).toContainText(ui[lang].nav.signIn);
    await expect(other.getByTestId("account-links-header")).not.toContainText(ui[lang].nav.myAccount);
    // Another test's write (an article, an image's variants) may change the home page between the two requests:
    // then the page really changed and 200 is right. Asked again, an unchanged page must answer 304.
    await expect(async () => {
      const etag = (await anonymous.request.get(home)).headers()["etag"]!;
      expect((await anonymous.request.get(home, { headers: { "if-none-match": etag } })).status()).toBe(304);
    }).toPass({ timeout: 15_000 });
  } finally {
    await anonymous.close();
  }
});
