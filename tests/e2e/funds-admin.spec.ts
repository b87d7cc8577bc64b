import ExcelJS from "exceljs";
import { expect, test } from "./fund-fixtures.ts";
import { funds } from "./fund-pages.ts";
import { openFundsForSale } from "./fund-rules-page.ts";
import { ADMIN, axeViolations, shared, signIn, ui, waitForHydration } from "./support.ts";

/** An administrator's offline (paper) buy for an investor with complete KYC: recorded, corrected, exported, cancelled. */
const t = ui.en.funds;
const group = funds.tsbv.group;

test("an administrator records an offline buy, corrects it, exports the list and cancels it (en)", async ({ page, request, investor }) => {
  await openFundsForSale(request);
  const investorId = (await investor({ fullName: "Trần Văn Bình" })).id;
  await signIn(page, "/en/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/en\/dashboard\/admin$/, { timeout: 20_000 });
  await page.goto(`/en/dashboard/admin/${group}/hop-dong-mua/them-moi`);
  await waitForHydration(page);
  await page.locator('input[name="user_id"]').fill(String(investorId));
  // Below the minimum: the API's message under the amount, nothing recorded.
  await page.locator('[data-field="giatri"]').fill("1000");
  await page.getByTestId("offline-submit").click();
  // The first submission may wait for the build's cold paths on a busy machine.
  await expect(page.getByText(shared.en.funds.order.belowMinimum.split("{{")[0]!.trim(), { exact: false })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  await page.locator('[data-field="giatri"]').fill("5000000");
  await page.getByTestId("offline-submit").click();
  const saved = page.getByTestId("offline-saved");
  await expect(saved).toBeVisible({ timeout: 15_000 });
  const reference = /TS(TT|BV)-\d+/.exec((await saved.textContent()) ?? "")?.[0] ?? "";
  expect(reference).not.toBe("");

  // It starts approved (the payment was seen), marked as taken offline; it can still be corrected.
  await page.goto(`/en/dashboard/admin/${group}/hop-dong-mua?tinhtrang=2`);
  await waitForHydration(page);
  const row = page.getByTestId("order-row").filter({ hasText: reference });
  await expect(row).toContainText(t.orders.offline);
  await expect(row.getByTestId("order-status")).toHaveText(t.status.buy["2"]);
  await row.getByTestId("order-edit").click();
  await expect(page.locator('input[name="user_id"]')).toHaveValue(String(investorId));
  await waitForHydration(page);
  await page.locator('[data-field="giatri"]').fill("6000000");
  await page.getByTestId("offline-submit").click();
  await expect(page.getByTestId("offline-saved")).toBeVisible();

  // The export holds the listed orders.
  await page.goto(`/en/dashboard/admin/${group}/hop-dong-mua?tinhtrang=2`);
  await waitForHydration(page);
  await expect(row).toContainText("VND 6,000,000");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("orders-export").click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) ?? "");
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((sheetRow) => sheetRow.eachCell((cell) => cells.push(String(cell.value)))));
  expect(cells).toContain(reference);

  // Cancelled with a reason, behind a confirmation whose safe answer has the focus.
  await row.getByTestId("order-cancel").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId("cancel-reason").fill("The investor withdrew");
  await dialog.getByTestId("confirm-submit").click();
  await expect(page.getByTestId("orders-outcome")).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/en/dashboard/admin/${group}/hop-dong-mua?tinhtrang=5`);
  await expect(page.getByTestId("order-row").filter({ hasText: reference }).getByTestId("order-status")).toHaveText(t.status.buy["5"]);
  expect(await axeViolations(page)).toEqual([]);
});
