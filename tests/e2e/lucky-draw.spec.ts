import type { Page } from "@playwright/test";
import { ADMIN, axeViolations, confirmDialog, e2eDatabase, expect, insertPerson, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const PASSWORD = "vong-quay-e2e-mat-khau-2024";
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const userLucky = (lang: Lang) => `${prefix[lang]}/dashboard/user/lucky-draw`;
const adminDraw = (lang: Lang) => `${prefix[lang]}/dashboard/admin/draw-lucky`;
const results: Record<Lang, string> = { vi: "/ket-qua-quay-so", en: "/en/lucky-draw-results" };
/** One week per language, drawn in order (a week's list waits for every earlier committed week to be drawn). */
const weekOf: Record<Lang, number> = { vi: 12, en: 13 };
const CUTOFF_IN_MS = 15_000;

/** Moves the draw plan so that `week`'s cut-off comes a few seconds from now (the e2e server runs on the real clock). */
function cutOffSoon(week: number): number {
  const cutoff = Date.now() + CUTOFF_IN_MS;
  const db = e2eDatabase();
  try {
    const row = db.prepare("select id, lucky_draw_json from contest_editions order by id desc limit 1").get() as { id: number; lucky_draw_json: string };
    const plan = { ...JSON.parse(row.lucky_draw_json), first_week_starts_at: new Date(cutoff - week * 7 * 24 * 3600_000).toISOString() };
    db.prepare("update contest_editions set lucky_draw_json = ? where id = ?").run(JSON.stringify(plan), row.id);
  } finally {
    db.close();
  }
  return cutoff;
}

async function joinAs(page: Page, lang: Lang): Promise<string> {
  const email = `lucky-${uid()}@example.com`;
  await insertPerson({ email, password: PASSWORD, birth_date: "1990-05-01" });
  await signIn(page, `${prefix[lang]}/user/login`, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.goto(userLucky(lang));
  await waitForHydration(page);
  await page.getByTestId("lucky-join").click();
  await expect(page.getByTestId("lucky-message")).toHaveText(shared[lang].draw.joined);
  const number = (await page.getByTestId("lucky-number").textContent()) ?? "";
  expect(number).toMatch(/^\d{7}$/);
  return number;
}

test.describe.configure({ mode: "serial" });

for (const lang of ["vi", "en"] as const) {
  const t = ui[lang].luckyDraw;
  const week = weekOf[lang];

  test(`lucky draw (${lang}): contestants join, an administrator commits, freezes and draws, a visitor verifies`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const joined = [await joinAs(page, lang)];
    const other = await browser.newContext();
    joined.push(await joinAs(await other.newPage(), lang));
    await other.close();
    // Joining again shows the same number, no second one.
    await page.reload();
    await expect(page.getByTestId("lucky-number")).toHaveText(joined[0]!);
    await expect(page.getByTestId("lucky-join")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(adminPage).toHaveURL(/dashboard\/admin/);
    const cutoff = cutOffSoon(week);
    await adminPage.goto(adminDraw(lang));
    await waitForHydration(adminPage);
    await adminPage.getByTestId(`commit-${week}`).click();
    await expect(adminPage.getByTestId("draw-message")).toContainText(shared[lang].draw.done.commit);
    const secret = (await adminPage.getByTestId("draw-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    // At the cut-off the durable job freezes the list by itself.
    await adminPage.waitForTimeout(Math.max(0, cutoff - Date.now()) + 500);
    await expect(async () => {
      await adminPage.reload();
      await expect(adminPage.getByTestId(`admin-week-${week}`)).toContainText(t.states.frozen, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await waitForHydration(adminPage);
    const row = adminPage.getByTestId(`admin-week-${week}`);
    await row.getByLabel(t.admin.secret).fill("0".repeat(64));
    await row.getByLabel(t.admin.beaconValue).fill("271828");
    await row.getByLabel(t.admin.beaconSource).fill("https://xskt.com.vn/xsmb");
    await adminPage.getByTestId(`draw-${week}`).click();
    await confirmDialog(adminPage, lang, `confirm-week-${week}`);
    await expect(adminPage.getByTestId("draw-message")).toHaveText(shared[lang].draw.revealMismatch);
    await row.getByLabel(t.admin.secret).fill(secret);
    await row.getByLabel(t.admin.beaconValue).fill("271828");
    await row.getByLabel(t.admin.beaconSource).fill("https://xskt.com.vn/xsmb");
    await adminPage.getByTestId(`draw-${week}`).click();
    await confirmDialog(adminPage, lang, `confirm-week-${week}`);
    await expect(adminPage.getByTestId("draw-message")).toHaveText(shared[lang].draw.done.draw);
    await adminPage.getByTestId(`winners-link-${week}`).click();
    await expect(adminPage.getByTestId("admin-winners")).toContainText(joined[0]!);
    expect(await axeViolations(adminPage)).toEqual([]);
    await admin.close();

    // The contestant sees the result; a visitor checks the week in the browser.
    await page.reload();
    await expect(page.getByTestId(`lucky-week-${week}`)).toContainText(t.user.won);
    await page.goto(results[lang]);
    await waitForHydration(page);
    const card = page.getByTestId(`week-${week}`);
    for (const number of joined) await expect(card.getByTestId(`winners-${week}`)).toContainText(number);
    await card.getByRole("button", { name: t.verify.run }).click();
    await expect(card.getByTestId("verify-result")).toHaveText(t.verify.matches);
    expect(await axeViolations(page)).toEqual([]);

    // A list file with one number changed does not match, and the verifier says what differs.
    const list = await (await page.request.get(`/api/v1/draw-lucky/${week}/list`)).text();
    const changed = list.replace(joined[1]!, String(Number(joined[1]) + 1).padStart(7, "0"));
    await card.locator('input[type="file"]').setInputFiles({ name: "changed.txt", mimeType: "text/plain", buffer: Buffer.from(changed) });
    await card.getByRole("button", { name: t.verify.run }).click();
    await expect(card.getByTestId("verify-result")).toHaveAttribute("data-outcome", "differs");
    await expect(card.getByTestId("verify-result")).toContainText(t.verify.differs);
  });
}
