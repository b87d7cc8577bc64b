import type { Page } from "@playwright/test";
import {
  ADMIN,
  axeViolations,
  confirmDialog,
  e2eDatabase,
  expect,
  insertPerson,
  shared,
  signIn,
  test,
  ui,
  uid,
  waitForHydration,
  type Lang,
} from "./support.ts";

const PASSWORD = "vong-quay-e2e-mat-khau-2024";
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const userLucky = (lang: Lang) => `${prefix[lang]}/dashboard/user/lucky-draw`;
const adminDraw = (lang: Lang) => `${prefix[lang]}/dashboard/admin/draw-lucky`;
const results: Record<Lang, string> = { vi: "/ket-qua-quay-so", en: "/en/lucky-draw-results" };
/** A week of the plan; an installation of its own has no earlier week committed, so its list can be frozen. */
const WEEK = 12;
const HOUR_MS = 3600_000;

/**
 * Moves the draw plan so that the week's cut-off is at `cutoff`; once the week is committed, its stored cut-off and
 * its freeze job's time move with it: the running job worker then freezes the list by itself, as at a real cut-off,
 * without the test waiting for the clock (docs/decisions/0020-isolated-end-to-end-tests.md).
 */
function moveCutOff(cutoff: number): void {
  const db = e2eDatabase();
  try {
    const row = db.prepare("select id, lucky_draw_json from contest_editions order by id desc limit 1").get() as { id: number; lucky_draw_json: string };
    const plan = { ...JSON.parse(row.lucky_draw_json), first_week_starts_at: new Date(cutoff - WEEK * 7 * 24 * HOUR_MS).toISOString() };
    db.prepare("update contest_editions set lucky_draw_json = ? where id = ?").run(JSON.stringify(plan), row.id);
    const at = new Date(cutoff).toISOString();
    db.prepare("update draw_weeks set cutoff_at = ? where week = ?").run(at, WEEK);
    db.prepare("update jobs set run_at = ? where kind = 'draw.freeze' and json_extract(payload, '$.week') = ?").run(at, WEEK);
  } finally {
    db.close();
  }
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

// An installation of its own: the test moves the draw's plan and commits a week for good.
test.use({ ownInstallation: true });

const lang: Lang = "en";
const t = ui[lang].luckyDraw;

test("lucky draw: contestants join, an administrator commits, the list freezes at the cut-off, the administrator draws, a visitor verifies", async ({
  page,
  browser,
}) => {
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
  moveCutOff(Date.now() + HOUR_MS);
  await adminPage.goto(adminDraw(lang));
  await waitForHydration(adminPage);
  await adminPage.getByTestId(`commit-${WEEK}`).click();
  await expect(adminPage.getByTestId("draw-message")).toContainText(shared[lang].draw.done.commit);
  const secret = (await adminPage.getByTestId("draw-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[0-9a-f]{64}$/);

  // At the cut-off the durable job freezes the list by itself.
  moveCutOff(Date.now() - 1000);
  await expect(async () => {
    await adminPage.reload();
    await expect(adminPage.getByTestId(`admin-week-${WEEK}`)).toContainText(t.states.frozen, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await waitForHydration(adminPage);
  const row = adminPage.getByTestId(`admin-week-${WEEK}`);
  await row.getByLabel(t.admin.secret).fill("0".repeat(64));
  await row.getByLabel(t.admin.beaconValue).fill("271828");
  await row.getByLabel(t.admin.beaconSource).fill("https://xskt.com.vn/xsmb");
  await adminPage.getByTestId(`draw-${WEEK}`).click();
  await confirmDialog(adminPage, lang, `confirm-week-${WEEK}`);
  await expect(adminPage.getByTestId("draw-message")).toHaveText(shared[lang].draw.revealMismatch);
  await row.getByLabel(t.admin.secret).fill(secret);
  await row.getByLabel(t.admin.beaconValue).fill("271828");
  await row.getByLabel(t.admin.beaconSource).fill("https://xskt.com.vn/xsmb");
  await adminPage.getByTestId(`draw-${WEEK}`).click();
  await confirmDialog(adminPage, lang, `confirm-week-${WEEK}`);
  await expect(adminPage.getByTestId("draw-message")).toHaveText(shared[lang].draw.done.draw);
  await adminPage.getByTestId(`winners-link-${WEEK}`).click();
  await expect(adminPage.getByTestId("admin-winners")).toContainText(joined[0]!);
  expect(await axeViolations(adminPage)).toEqual([]);
  await admin.close();

  // The contestant sees the result; a visitor checks the week in the browser.
  await page.reload();
  await expect(page.getByTestId(`lucky-week-${WEEK}`)).toContainText(t.user.won);
  await page.goto(results[lang]);
  await waitForHydration(page);
  const card = page.getByTestId(`week-${WEEK}`);
  for (const number of joined) await expect(card.getByTestId(`winners-${WEEK}`)).toContainText(number);
  await card.getByRole("button", { name: t.verify.run }).click();
  await expect(card.getByTestId("verify-result")).toHaveText(t.verify.matches);
  expect(await axeViolations(page)).toEqual([]);

  // A list file with one number changed does not match, and the verifier says what differs.
  const list = await (await page.request.get(`/api/v1/draw-lucky/${WEEK}/list`)).text();
  const changed = list.replace(joined[1]!, String(Number(joined[1]) + 1).padStart(7, "0"));
  await card.locator('input[type="file"]').setInputFiles({ name: "changed.txt", mimeType: "text/plain", buffer: Buffer.from(changed) });
  await card.getByRole("button", { name: t.verify.run }).click();
  await expect(card.getByTestId("verify-result")).toHaveAttribute("data-outcome", "differs");
  await expect(card.getByTestId("verify-result")).toContainText(t.verify.differs);
});
