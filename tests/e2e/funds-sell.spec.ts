import { saleProceeds } from "../../src/domain/fund-pricing.ts";
import { businessDayBefore, nextBusinessDay, placeOrderOn } from "./fund-days.ts";
import { createHolding, expect, test } from "./fund-fixtures.ts";
import { adminPage, contractText, decide, funds, lastSmsId, publishNav, unitsShown, vnd } from "./fund-pages.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { axeViolations, delivered, signIn, ui, waitForHydration } from "./support.ts";

/**
 * The sale (issue 15): an investor holding units sells part of the lot, confirmed with the code from the SMS outbox;
 * the administrator approves it, publishes the NAV that prices it and pays the proceeds; the investor sees it paid,
 * the units left and the sale's contract. As in funds.spec.ts, the sale's trade day is moved back in the database.
 */
test("an investor sells part of a lot with the SMS code; the administrator approves, prices and pays; the investor sees the units left and the contract (vi)", async ({
  page,
  browser,
  request,
  admin,
  investor,
}) => {
  // A whole journey through several pages and two people: three times the default.
  test.slow();
  const t = ui.vi.funds;
  const fund = funds.tstt;
  await openFundsForSale(request);
  const person = await investor({ fullName: "Trần Văn Bán" });
  const lot = await createHolding(request, admin, person, { loai: fund.loai, daysBack: 28 });

  await signIn(page, "/user/login", person);
  await expect(page).toHaveURL("/user/dau-tu-tang-truong", { timeout: 20_000 });
  await waitForHydration(page);
  await expect(page.getByTestId(`holding-${fund.code}`).getByTestId("holding-facts")).toContainText(unitsShown(lot.units, "vi"));

  // Part of the lot, the estimate, then the code from the SMS.
  const before = lastSmsId(person.phone);
  await page.getByTestId("sell-units").fill("100,5");
  await expect(page.getByTestId("sell-estimate")).toBeVisible();
  await page.getByTestId("sell-submit").click();
  await expect(page.getByTestId("sell-success")).toBeVisible();
  const sms = await delivered("outbox_sms", person.phone, before);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? "";
  const confirm = page.getByTestId("sell-confirm");
  const reference = (await confirm.getAttribute("data-reference")) ?? "";
  await confirm.getByTestId("sell-code").fill(code);
  await confirm.getByTestId("sell-code-submit").click();
  await expect(page.getByTestId("sell-confirm")).toHaveCount(0);
  // The request's "enter the code" note goes with it.
  await expect(page.getByTestId("sell-success")).toHaveCount(0);
  const saleRow = page.getByTestId("history-row").filter({ hasText: reference });
  await expect(saleRow.getByTestId("order-status")).toHaveText(t.status.sell["1"]);
  expect(await axeViolations(page)).toEqual([]);

  // The administrator approves the sale, publishes its NAV, and once it is priced marks the proceeds paid.
  const trade = businessDayBefore(5);
  placeOrderOn(reference, trade);
  const adminTab = await adminPage(browser, "vi");
  await adminTab.goto(`/dashboard/admin/${fund.group}/hop-dong-ban`);
  await waitForHydration(adminTab);
  await expect(await decide(adminTab, reference, "approve")).toBeVisible();
  await publishNav(adminTab, "vi", fund, nextBusinessDay(trade), "11000");
  const proceeds = saleProceeds(10_050, 1_100_000, 0);
  await adminTab.goto(`/dashboard/admin/${fund.group}/hop-dong-ban?tinhtrang=3`);
  // The NAV queues the pricing job: the list shows the sale once the job has run.
  await expect(async () => {
    await adminTab.reload();
    await expect(adminTab.getByTestId("order-row").filter({ hasText: reference })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(adminTab.getByTestId("order-row").filter({ hasText: reference })).toContainText(vnd(proceeds.net, "vi"));
  await waitForHydration(adminTab);
  await expect(await decide(adminTab, reference, "pay")).toBeVisible();
  expect(await axeViolations(adminTab)).toEqual([]);
  await adminTab.context().close();

  // The investor sees the sale paid, the units left, and the sale's contract.
  await page.reload();
  await expect(saleRow.getByTestId("order-status")).toHaveText(t.status.sell["4"]);
  await expect(page.getByTestId(`holding-${fund.code}`).getByTestId("holding-facts")).toContainText(unitsShown(lot.units - 10_050, "vi"));
  expect(await contractText(page, saleRow.getByTestId("history-contract"))).toContain(person.fullName);
});
