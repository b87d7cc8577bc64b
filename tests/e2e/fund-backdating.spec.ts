import { addDays, vietnamDateTime } from "../../src/domain/fund-dealing.ts";
import { expect, test } from "./fund-fixtures.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { ADMIN, axeViolations, e2eDatabase, shared, signIn, ui, uid, waitForHydration } from "./support.ts";

/**
 * Issue 26, item 1: a paper order received before it is recorded waits for a second administrator, and is priced at
 * the first NAV published after it was recorded, whatever dates it carries. In Vietnamese, on the growth fund's days in
 * 2024; NAVs that early move where other specs' full charts start, so it runs on an installation of its own.
 */
test.use({ ownInstallation: true });

const lang = "vi";
const t = ui[lang].funds;
const c = { prefix: "", group: "dttt", loai: 0, monday: "2024-03-04" };

test(`a back-dated paper order needs a second administrator and is priced at the first NAV published after it was recorded (${lang})`, async ({
  page,
  browser,
  request,
  admin: headers,
  investor: newInvestor,
}, testInfo) => {
  // A whole journey through several pages and two people: three times the default.
  test.slow();
  await openFundsForSale(request);
  const [traded, known, next] = [0, 1, 2].map((day) => addDays(c.monday, day)) as [string, string, string];
  const publish = async (date: string, giatri1: string) =>
    expect((await request.post("/api/v1/hieuqua", { headers, data: { loai: c.loai, date_create: date, giatri1 } })).status()).toBe(201);
  const investor = await newInvestor({ fullName: "Đỗ Thị Giấy" });
  const second = { email: `second-admin-${uid()}@example.com`, password: "quan-tri-thu-hai-mat-khau-2024" };
  expect(
    (
      await request.post("/api/v1/users", {
        headers,
        data: { full_name: "Quản Trị Thứ Hai", email: second.email, role: "administrator", password: second.password },
      })
    ).status(),
  ).toBe(201);

  // Tuesday's NAV is out before the order is recorded.
  await publish(known, "10000.00");

  // The first administrator records the paper received half an hour ago, with the reason.
  await signIn(page, `${c.prefix}/admin/login`, ADMIN);
  await expect(page).toHaveURL(/dashboard\/admin/, { timeout: 20_000 });
  await page.goto(`${c.prefix}/dashboard/admin/${c.group}/hop-dong-mua/them-moi`);
  await waitForHydration(page);
  await page.locator('input[name="user_id"]').fill(String(investor.id));
  await page.locator('[data-field="giatri"]').fill("5000000");
  await page.getByTestId("offline-earlier").check();
  const { date, minutes } = vietnamDateTime(new Date(Date.now() - 30 * 60_000));
  await page.getByTestId("offline-received").fill(`${date}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`);
  await page.getByTestId("offline-reason").fill("Phiếu lệnh giấy nhận tại quầy");
  await page.getByTestId("offline-submit").click();
  const saved = page.getByTestId("offline-saved");
  await expect(saved).toContainText(t.offline.awaiting, { timeout: 15_000 });
  const reference = /TS(TT|BV)-\d+/.exec((await saved.textContent()) ?? "")?.[0] ?? "";
  const id = Number(reference.split("-")[1]);

  // Its trade date is typed back to Monday, as anyone with the database could.
  const db = e2eDatabase();
  try {
    db.prepare("update fund_orders set trade_date = ?, dealing_date = ? where id = ?").run(traded, known, id);
  } finally {
    db.close();
  }

  // The administrator who recorded it cannot approve it: the refusal stays in the dialog.
  await page.goto(`${c.prefix}/dashboard/admin/controller`);
  await waitForHydration(page);
  const row = page.getByTestId("funds-control").getByTestId("order-row").filter({ hasText: reference });
  await expect(row.getByTestId("order-backdate")).toContainText(t.orders.awaitingSecond);
  await row.getByTestId("backdate-approve").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId("confirm-submit").click();
  await expect(dialog.getByTestId("confirm-error")).toHaveText(shared[lang].funds.backdate.sameAdministrator);
  await dialog.getByTestId("confirm-cancel").click();
  await expect(dialog).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);

  // A second administrator approves it before its price is out (Tuesday's NAV was known when it was recorded).
  const other = await (await browser.newContext()).newPage();
  await signIn(other, `${c.prefix}/admin/login`, second);
  await expect(other).toHaveURL(/dashboard\/admin/, { timeout: 20_000 });
  await other.goto(`${c.prefix}/dashboard/admin/controller`);
  await waitForHydration(other);
  await other.getByTestId("funds-control").getByTestId("order-row").filter({ hasText: reference }).getByTestId("backdate-approve").click();
  await other.getByRole("dialog").getByTestId("confirm-submit").click();
  await expect(other.getByTestId("funds-control-outcome")).toHaveText(shared[lang].funds.backdate.approved);
  await other.close();
  // Wednesday's NAV, published after it was recorded and approved, prices it (through the allocation job it queues).
  await publish(next, "12000.00");
  const orderNow = async () => (await (await request.get(`/api/v1/order/${id}`, { headers })).json()).data;
  await expect.poll(async () => (await orderNow()).tinhtrang, { timeout: 30_000 }).toBe(3);
  const order = await orderNow();
  expect(order).toMatchObject({ tinhtrang: 3, price: "12000.00", nav_date: next, backdate: { state: "approved" } });

  // The investor follows it on their history: received, paid, priced at Wednesday's NAV, units allocated.
  const investorPage = await (await browser.newContext()).newPage();
  await signIn(investorPage, `${c.prefix}/user/login`, investor);
  await expect(investorPage).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
  await investorPage.goto(`${c.prefix}/user/dau-tu-tang-truong`);
  await waitForHydration(investorPage);
  const history = investorPage.getByTestId("history-row").filter({ hasText: reference });
  await history.getByTestId("history-timeline-toggle").click();
  const steps = investorPage.getByTestId("order-timeline").getByTestId("timeline-step");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toHaveAttribute("data-step", "received");
  await expect(steps.nth(2)).toContainText(next.split("-").reverse().join("/"));
  for (const step of await steps.all()) await expect(step).toHaveAttribute("data-done", "true");
  await investorPage.getByTestId("buy-amount").fill("3000000");
  await expect(investorPage.getByTestId("buy-estimate-rule")).toContainText("NAV");
  expect(await axeViolations(investorPage)).toEqual([]);
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await investorPage.setViewportSize(viewport);
    await investorPage.getByTestId("buy-estimate").scrollIntoViewIfNeeded();
    await investorPage.screenshot({ path: testInfo.outputPath(`buy-form-${lang}-${name}.png`) });
    await history.scrollIntoViewIfNeeded();
    await investorPage.screenshot({ path: testInfo.outputPath(`history-${lang}-${name}.png`) });
  }
  await investorPage.close();
});
