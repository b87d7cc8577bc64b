import { ADMIN, e2eDatabase, expect, insertPerson, phoneNumber, signIn, test, ui, uid } from "./support.ts";

/** The spec's addresses that answered 404 (issue 25): each now leads where the spec says. */
const password = "dia-chi-dac-ta-e2e-2024";

async function signedInAs(page: Parameters<typeof signIn>[0], role: "candidate" | "investor") {
  const email = `spec-address-${uid()}@example.com`;
  await insertPerson({ email, password, role, phone_number: phoneNumber(), birth_date: "1990-05-01", nation: "VN" });
  await signIn(page, "/user/login", { email, password });
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

test("/dashboard, /user and /user/{id} send a visitor to sign in, and 404 an id that is not a number", async ({ page }) => {
  for (const [address, landing] of [
    ["/dashboard", "/user/login"],
    ["/user", "/user/login"],
    ["/user/42", "/user/login"],
    ["/en/dashboard", "/en/user/login"],
  ] as const) {
    await page.goto(address);
    await expect(page, address).toHaveURL(landing);
  }
  expect((await page.goto("/user/not-a-number"))?.status()).toBe(404);
});

test("/dashboard, /user and /user/{id} take a contestant to their own area", async ({ page }) => {
  await signedInAs(page, "candidate");
  for (const address of ["/dashboard", "/user", "/user/1"]) {
    await page.goto(address);
    await expect(page, address).toHaveURL("/dashboard/user");
  }
  await page.goto("/en/user/7");
  await expect(page).toHaveURL("/en/dashboard/user");
});

test("an administrator's /dashboard is the dashboard; the NAV change by period page says so; a TSTT order is not found under dtbv", async ({ page }) => {
  await signIn(page, "/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/dashboard/admin");

  await page.goto("/dashboard/admin/chi-so/bien-dong-nav-theo-giai-doan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.vi.fundsData.navChange.byPeriod);
  await expect(page).toHaveTitle(new RegExp(ui.vi.fundsData.navChange.byPeriod));
  await page.goto("/en/dashboard/admin/chi-so/bien-dong-nav-theo-giai-doan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.en.fundsData.navChange.byPeriod);

  const email = `spec-order-${uid()}@example.com`;
  await insertPerson({ email, password, role: "investor", phone_number: phoneNumber(), birth_date: "1980-01-02", nation: "VN" });
  const db = e2eDatabase();
  let orderId: number;
  try {
    const now = new Date().toISOString();
    const userId = (db.prepare("select id from users where email = ?").get(email) as { id: number }).id;
    orderId = Number(
      db
        .prepare(
          `insert into fund_orders (user_id, loai, type, tinhtrang, giatri, date_create, trade_date, dealing_date, source, locale, updated_at)
           values (?, 0, 'buy', 1, 5000000, ?, ?, ?, 'offline', 'vi', ?)`,
        )
        .run(userId, now, now.slice(0, 10), now.slice(0, 10), now).lastInsertRowid,
    );
  } finally {
    db.close();
  }
  const tstt = await page.goto(`/dashboard/admin/dttt/hop-dong-mua/edit/${orderId}`);
  expect(tstt?.status()).toBe(200);
  await expect(page.locator('input[name="user_id"]')).toBeVisible();
  expect((await page.goto(`/dashboard/admin/dtbv/hop-dong-mua/edit/${orderId}`))?.status()).toBe(404);
});

test("the bare product address opens the fund's overview", async ({ page }) => {
  await signedInAs(page, "investor");
  for (const fund of ["tstt", "tsbv"]) {
    await page.goto(`/dashboard/dashboard/san-pham/${fund}`);
    await expect(page).toHaveURL(`/dashboard/dashboard/san-pham/${fund}/tongquan`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
