import { allocateBuy } from "../../src/domain/fund-pricing.ts";
import { businessDayBefore, nextBusinessDay, placeOrderOn } from "./fund-days.ts";
import { expect, idNumber, test } from "./fund-fixtures.ts";
import { adminPage, contractText, decide, funds, publishNav, unitsShown, vnd } from "./fund-pages.ts";
import { holidayRoundTrip, JOURNEY_RULES, openFundsForSale, saveFundRulesThroughPage } from "./fund-rules-page.ts";
import { axeViolations, confirmDialog, signIn, ui, waitForHydration } from "./support.ts";

/**
 * The investor's money path (issue 15), in steps that each start from what they need: the administrator's fund rules
 * page, KYC on the profile page, and a buy with its payment instructions, approval, the NAV that allocates it and its
 * contract. The sale is funds-sell.spec.ts. Orders are dealt at a NAV dated after their trade day and a NAV is never
 * dated in the future, so an order's trade day is moved back in the database (as if placed days ago) before the
 * administrator publishes the NAV that prices it.
 */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("the administrator saves the fund rules on their page (over the caps refused, asked first, audited) and tries a market holiday (en)", async ({
  browser,
}) => {
  // The rules saved are the journeys' own (JOURNEY_RULES), so saving them beside other fund tests changes nothing for them.
  const admin = await adminPage(browser, "en");
  await saveFundRulesThroughPage(admin, "en");
  expect(await axeViolations(admin)).toEqual([]);
  await holidayRoundTrip(admin, "en");
  await admin.context().close();
});

test("an investor without KYC is told what is missing, refused by the server, and completes KYC on the profile page (vi)", async ({
  page,
  request,
  investor,
}) => {
  const t = ui.vi;
  await openFundsForSale(request);
  const person = await investor({ fullName: "Nguyễn Thị Thu Hà", kyc: false });

  // Investors land on their fund page; without KYC it lists what is missing and links to the profile.
  await signIn(page, "/user/login", person);
  await expect(page).toHaveURL("/user/dau-tu-tang-truong", { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: t.funds.investor.title })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("funds-kyc-missing")).toContainText(t.profile.fields.tknh);
  expect(await axeViolations(page)).toEqual([]);

  // The server refuses the buy with the same list (422).
  await page.getByTestId("buy-fund").selectOption(String(funds.tstt.loai));
  await page.getByTestId("buy-amount").fill("10000000");
  await page.getByTestId("buy-submit").click();
  await expect(page.getByTestId("funds-kyc-missing").nth(1)).toContainText(t.profile.fields.img1);

  // KYC in the profile: the fields, then both sides of the ID.
  await page.getByTestId("funds-kyc-profile-link").first().click();
  await expect(page).toHaveURL("/dashboard/user/user-info");
  await waitForHydration(page);
  const fields: Record<string, string> = {
    address: "12 Trần Phú, Nha Trang",
    cmt: idNumber(),
    ngaycmt: "15/08/2021",
    noicapcmt: "Cục Cảnh sát QLHC về TTXH",
    tenchutknh: "NGUYEN THI THU HA",
    tknh: "0123456789",
    nganhangtknh: "Vietcombank",
    chinhanhtknh: "Nha Trang",
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
  await page.getByRole("button", { name: t.profile.save }).click();
  await expect(page.getByTestId("profile-success")).toBeVisible();
  for (const side of ["front", "back"] as const) {
    const card = page.getByTestId(`id-image-${side}`);
    await card.locator('input[type="file"]').setInputFiles({ name: `${side}.png`, mimeType: "image/png", buffer: PNG });
    await card.getByRole("button", { name: t.profile.idImages.upload }).click();
    // The image is checked in a worker thread: on a busy machine that takes a few seconds.
    await expect(card.locator("img")).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByTestId("kyc-complete")).toBeVisible();

  // Back on the fund page nothing is missing any more: the buy form is theirs.
  await page.goto("/user/dau-tu-tang-truong");
  await waitForHydration(page);
  await expect(page.getByTestId("buy-amount")).toBeVisible();
  await expect(page.getByTestId("funds-kyc-missing")).toHaveCount(0);
});

test("an investor buys with the bank-transfer instructions; the administrator approves and publishes the NAV; the investor sees the units, the performance and the contract (en)", async ({
  page,
  browser,
  request,
  investor,
}) => {
  const t = ui.en.funds;
  // A whole journey through several pages and two people: three times the default.
  test.slow();
  const fund = funds.tsbv;
  await openFundsForSale(request);
  const person = await investor({ fullName: "Nguyễn Thị Thu Hà" });
  await signIn(page, "/en/user/login", person);
  await expect(page).toHaveURL("/en/user/dau-tu-tang-truong", { timeout: 20_000 });
  await waitForHydration(page);

  // The estimate with the fee and the dealing day, then the bank-transfer instructions with the reference.
  await page.getByTestId("buy-fund").selectOption(String(fund.loai));
  await page.getByTestId("buy-amount").fill("10000000");
  const estimate = page.getByTestId("buy-estimate");
  await expect(estimate).toContainText("VND 100,000");
  await expect(estimate).toContainText("VND 9,900,000");
  await expect(page.getByTestId("buy-estimate-rule")).toContainText(JOURNEY_RULES.cutoff);
  await page.getByTestId("buy-submit").click();
  const payment = page.getByTestId("buy-payment");
  await expect(payment).toContainText(JOURNEY_RULES.bank.account);
  await expect(payment).toContainText("VND 10,000,000");
  const reference = (await payment.getByTestId("buy-payment-facts").locator("tr").last().locator("td").textContent())?.trim() ?? "";
  expect(reference).toMatch(/^TSBV-\d+$/);
  await expect(page.getByTestId("history-row").filter({ hasText: reference }).getByTestId("order-status")).toHaveText(t.status.buy["1"]);
  expect(await axeViolations(page)).toEqual([]);

  // As if placed two weeks ago: the administrator sees the payment, approves, then publishes the dealing day's NAV.
  const navDay = nextBusinessDay(businessDayBefore(14));
  placeOrderOn(reference, businessDayBefore(14));
  const admin = await adminPage(browser, "en");
  await admin.goto(`/en/dashboard/admin/${fund.group}/hop-dong-mua`);
  await waitForHydration(admin);
  await expect(await decide(admin, reference, "approve")).toBeVisible();
  await expect(admin.getByTestId("order-row").filter({ hasText: reference })).toHaveCount(0);
  expect(await axeViolations(admin)).toEqual([]);
  await publishNav(admin, "en", fund, navDay, "10523.45");
  expect(await axeViolations(admin)).toEqual([]);

  // The investor sees the units (exactly what the rules give) and the contract.
  const bought = allocateBuy(10_000_000, 1_052_345, Number(JOURNEY_RULES.buyFeeBps));
  const buyRow = page.getByTestId("history-row").filter({ hasText: reference });
  // The NAV queues the allocation job: the page shows it once the job has run.
  await expect(async () => {
    await page.reload();
    await expect(buyRow.getByTestId("order-status")).toHaveText(t.status.buy["3"], { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(buyRow.getByTestId("history-units")).toHaveText(unitsShown(bought.units, "en"));
  await expect(page.getByTestId(`holding-${fund.code}`).getByTestId("holding-facts")).toContainText(unitsShown(bought.units, "en"));
  // Their own performance in that fund: the money they put in, and what it is worth beside the VN-Index.
  const performance = page.getByTestId(`performance-${fund.code}`);
  await expect(performance.getByRole("heading", { level: 3 })).toHaveText(t.fund[fund.code]);
  await expect(performance.getByTestId("my-invested")).toHaveText(vnd(10_000_000, "en"));
  await expect(performance.getByTestId("my-value")).toHaveText(/\d/);
  // The value over time is drawn (hidden from assistive technology: the table beside it carries the numbers).
  await expect(performance.getByTestId("line-chart").locator("svg path.line-chart-line")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  const contract = await contractText(page, buyRow.getByTestId("history-contract"));
  expect(contract).toContain(person.fullName);
  expect(contract).toContain(reference);

  // The NAV that priced the order can no longer be corrected: the 409 is shown in the edit dialog.
  await admin
    .getByTestId("nav-row")
    .and(admin.locator(`[data-date="${navDay}"]`))
    .getByTestId("nav-edit")
    .click();
  const edit = admin.getByTestId("nav-edit-form");
  await edit.getByTestId("nav-value").fill("10600.00");
  await edit.getByTestId("nav-submit").click();
  await confirmDialog(admin, "en", "nav-confirm");
  await expect(edit.getByTestId("nav-error")).toBeVisible();
  await admin.context().close();
});
