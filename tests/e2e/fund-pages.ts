import { execFileSync } from "node:child_process";
import type { Browser, Locator, Page } from "@playwright/test";
import { ADMIN, confirmDialog, e2eDatabase, expect, signIn, waitForHydration, type Lang } from "./support.ts";

/** The administrator's and the investor's fund pages, as the fund journeys drive them. */
export const prefix: Record<Lang, string> = { vi: "", en: "/en" };
/** Each fund: its type (`loai`), its administrators' group and its code. */
export const funds = { tstt: { loai: 0, group: "dttt", code: "tstt" }, tsbv: { loai: 1, group: "dtbv", code: "tsbv" } } as const;
export type Fund = (typeof funds)[keyof typeof funds];

/** A signed-in administrator in a browser context of their own, in `lang`. */
export async function adminPage(browser: Browser, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext({ locale: lang === "vi" ? "vi-VN" : "en-GB" })).newPage();
  await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
  // Password hashing is deliberately slow; on a busy machine it takes longer than the default 5 s.
  await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/admin$`), { timeout: 20_000 });
  return page;
}

/** Opens the confirmation of an order row's decision and confirms it; answers the outcome shown on the page. */
export async function decide(page: Page, reference: string, action: "approve" | "pay", outcomeTestId = "orders-outcome") {
  const row = page.getByTestId("order-row").filter({ has: page.getByText(reference, { exact: true }) });
  await row.getByTestId(`order-${action}`).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId("confirm-submit").click();
  // Approving a sale runs the allocation: on a loaded machine it takes more than the default 5 s.
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  return page.getByTestId(outcomeTestId);
}

/** Publishes a NAV on the fund group's NAV page, behind its confirmation; the record is then listed. */
export async function publishNav(page: Page, lang: Lang, fund: Fund, day: string, nav: string) {
  await page.goto(`${prefix[lang]}/dashboard/admin/${fund.group}/bao-cao-nav`);
  await waitForHydration(page);
  const form = page.getByTestId("nav-create-form");
  await form.getByTestId("nav-date").fill(day);
  await form.getByTestId("nav-value").fill(nav);
  await form.getByTestId("nav-submit").click();
  await confirmDialog(page, lang, "nav-confirm");
  // Publishing a NAV queues the allocation in the same transaction: slower than the default 5 s on a loaded machine.
  await expect(form.getByTestId("nav-saved")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("nav-row").and(page.locator(`[data-date="${day}"]`))).toBeVisible();
}

/** The text of a downloaded contract, read with poppler's pdftotext. */
export async function contractText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return execFileSync("pdftotext", ["-enc", "UTF-8", (await download.path()) ?? "", "-"], { encoding: "utf8" });
}

/** Units (hundredths) as the investor's pages write them: "947,56" / "947.56". */
export const unitsShown = (hundredths: number, lang: Lang) => {
  const whole = Math.floor(hundredths / 100).toLocaleString(lang === "vi" ? "vi-VN" : "en-GB");
  return `${whole}${lang === "vi" ? "," : "."}${String(hundredths % 100).padStart(2, "0")}`;
};

export const vnd = (amount: number, lang: Lang) => (lang === "vi" ? `${amount.toLocaleString("vi-VN")} ₫` : `VND ${amount.toLocaleString("en-GB")}`);

/** The newest SMS id sent to a number so far, so the next one can be told apart. */
export function lastSmsId(to: string): number {
  const db = e2eDatabase({ readOnly: true });
  try {
    return Number((db.prepare("select coalesce(max(id), 0) as id from outbox_sms where to_number = ?").get(to) as { id: number }).id);
  } finally {
    db.close();
  }
}
