import type { BrowserContext } from "@playwright/test";
import { pdfFixture } from "../../src/server/testing/entry-fixtures.ts";
import {
  ADMIN,
  apiSession,
  axeViolations,
  expect,
  insertPerson,
  phoneNumber,
  sendEntry,
  shared,
  signIn,
  test,
  ui,
  uid,
  waitForHydration,
  type Lang,
} from "./support.ts";

/**
 * Conflicts of interest from every side: a contestant names a judge when sending their entry; an administrator adds
 * one between a judge and another contestant and removes it again; a judge declares the organisations they must not mark;
 * the administrator then gives that judge the entry by hand.
 */
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const JUDGE_PASSWORD = "giam-khao-e2e-mat-khau-2024";

/** A contestant sends their entry through the wizard, naming the judge in step 2 as one they have a conflict with. */
async function sendNamingJudge(context: BrowserContext, lang: Lang, judgeName: string): Promise<{ code: string }> {
  const t = ui[lang];
  const page = await context.newPage();
  const email = `entry-conflict-${uid()}@example.com`;
  await insertPerson({ email, password: JUDGE_PASSWORD, phone_number: phoneNumber(), birth_date: "1990-05-01", nation: "VN" });
  await signIn(page, `${prefix[lang]}/user/login`, { email, password: JUDGE_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.goto(`${prefix[lang]}/user/submit-exam`);
  await waitForHydration(page);
  await page.getByTestId("choice-A").click();
  await page.getByTestId("entry-next").click();
  await page.getByTestId("entry-title").fill(`${lang === "vi" ? "Bài có khai báo giám khảo" : "An entry naming a judge"} – ${"z".repeat(50)} ${uid()}`);
  await page.getByTestId("file-input-essay").setInputFiles({ name: "bai-luan.pdf", mimeType: "application/pdf", buffer: await pdfFixture() });
  // Ready once its check, a job of the server's worker, has run and the page has asked again (ADR 0029).
  await expect(page.getByTestId("file-essay")).toContainText("bai-luan.pdf", { timeout: 20_000 });
  await page.getByRole("combobox", { name: t.judging.conflictField.label }).fill(judgeName);
  await page.getByRole("option", { name: judgeName }).click();
  await page.getByTestId("accept-rules").check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId("entry-next").click();
  await page.getByTestId("entry-send").click();
  await page.getByTestId("confirm-sure").click();
  // Sending writes the entry, its files, an audit event and a mail job, then loads the next page: over 5 s on a loaded
  // 2-core CI machine (as in contest-entry.spec.ts).
  await expect(page.getByTestId("entry-success")).toBeVisible({ timeout: 15_000 });
  const code = (await page.getByTestId("entry-success").textContent())?.match(/[A-Z2-9]{8}/)?.[0] ?? "";
  await context.close();
  return { code };
}

/** In English; the judging journey (judging.spec.ts) runs in Vietnamese. */
function conflictsJourney(lang: Lang) {
  const t = ui[lang];
  test(`conflicts from a contestant, an administrator and a judge; a judge assigned by hand (${lang})`, async ({ page, browser, request }) => {
    test.slow();
    const headers = await apiSession(request, ADMIN);
    const judgeName = `Giám Khảo Xung Đột ${uid()}`;
    const judgeEmail = `judge-${uid()}@judges.example.net`;
    const created = await request.post("/api/v1/users", {
      headers,
      data: { full_name: judgeName, email: judgeEmail, role: "judge", password: JUDGE_PASSWORD },
    });
    expect(created.status()).toBe(201);
    const judgeId = (await created.json()).data.id as number;
    const { code } = await sendEntry(
      (await browser.newContext()).request,
      `${lang === "vi" ? "Bài có xung đột lợi ích" : "An entry with a conflict"} – ${"y".repeat(50)} ${uid()}`,
    );
    const found = await request.get(`/api/v1/contest/entries?status=all&q=${code}`, { headers });
    const listed = (await found.json()).data[0] as { id: number; user: { id: number } };
    const contestantId = listed.user.id;
    const declared = await sendNamingJudge(await browser.newContext(), lang, judgeName);

    await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(page).toHaveURL(/dashboard\/admin/);
    await page.getByRole("link", { name: t.controlRoom.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.controlRoom.title })).toBeVisible();
    await waitForHydration(page);
    const rows = page.getByTestId("conflict-row").filter({ hasText: judgeName });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(declared.code);
    await expect(rows).toContainText(t.judging.conflicts.sources.contestant);
    await page.getByTestId("conflict-judge").fill(String(judgeId));
    await page.getByTestId("conflict-contestant").fill(String(contestantId));
    await page.getByTestId("conflict-reason").fill(lang === "vi" ? "Cùng công ty với thí sinh" : "Works with the contestant");
    await page.getByTestId("conflict-add").click();
    await expect(page.getByTestId("conflict-message")).toHaveText(shared[lang].judging.conflictAdded);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: code })).toContainText(t.judging.conflicts.sources.admin);
    expect(await axeViolations(page)).toEqual([]);
    await rows
      .getByRole("button", { name: t.judging.conflicts.removeLabel.replace("{{judge}}", judgeName).replace("{{contestant}}", "Người Thử Nghiệm") })
      .click();
    await expect(rows).toHaveCount(1);

    // A wrong reason is refused with the API's message under the field, nothing added.
    await page.getByTestId("conflict-judge").fill(String(judgeId));
    await page.getByTestId("conflict-contestant").fill(String(contestantId));
    await page.getByTestId("conflict-reason").fill("x");
    await page.getByTestId("conflict-add").click();
    await expect(page.getByText(shared[lang].judging.validation.reason)).toBeVisible();
    await expect(rows).toHaveCount(1);

    // The judge's own declaration, from the judges' area.
    const judgeContext = await browser.newContext();
    const judgePage = await judgeContext.newPage();
    await signIn(judgePage, `${prefix[lang]}/user/login`, { email: judgeEmail, password: JUDGE_PASSWORD });
    await expect(judgePage).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/judge$`));
    await judgePage.getByRole("link", { name: t.judging.menu.groups }).first().click();
    await expect(judgePage.getByRole("heading", { level: 1, name: t.judging.groups.title })).toBeVisible();
    await judgePage.getByRole("link", { name: t.judging.menu.conflicts }).first().click();
    await expect(judgePage.getByRole("heading", { level: 1, name: t.judging.declaration.title })).toBeVisible();
    await waitForHydration(judgePage);
    await judgePage.getByTestId("declaration-organisations").fill("Công ty Du lịch Biển Xanh\nHiệp hội MICE");
    await judgePage.getByTestId("declaration-email_domains").fill("bienxanh.example.vn");
    await judgePage.getByTestId("declaration-save").click();
    await expect(judgePage.getByTestId("declaration-message")).toHaveText(shared[lang].judging.declarationSaved);
    expect(await axeViolations(judgePage)).toEqual([]);
    await judgePage.reload();
    await expect(judgePage.getByTestId("declaration-organisations")).toHaveValue("Công ty Du lịch Biển Xanh\nHiệp hội MICE");
    await judgeContext.close();

    // The administrator gives a new judge the entry by hand, with a reason; a second time is refused. (Automatic
    // assignment, which could have given it first, runs only on judging.spec.ts's own installation.)
    const extraName = `Giám Khảo Bổ Sung ${uid()}`;
    const extra = await request.post("/api/v1/users", {
      headers,
      data: { full_name: extraName, email: `judge-${uid()}@judges.example.net`, role: "judge", password: JUDGE_PASSWORD },
    });
    expect(extra.status()).toBe(201);
    await page.goto(`${prefix[lang]}/dashboard/admin/list-test/${listed.id}`);
    await waitForHydration(page);
    await page.getByTestId("assign-judge").selectOption({ label: extraName });
    await page.getByTestId("assign-reason").fill(lang === "vi" ? "Bổ sung giám khảo chuyên môn" : "A specialist judge");
    await page.getByTestId("assign-submit").click();
    await expect(page.getByTestId("assign-message")).toHaveText(shared[lang].judging.assigned);
    await page.getByTestId("assign-submit").click();
    await expect(page.getByTestId("assign-message")).toHaveText(shared[lang].judging.alreadyAssigned);
    await expect(page.getByTestId("assign-message")).toHaveAttribute("role", "alert");
    expect(await axeViolations(page)).toEqual([]);

    // Before they mark it, the administrator takes the entry back from that judge, with a reason.
    await page.reload();
    await waitForHydration(page);
    const pending = page.getByTestId("pending-assignment").filter({ hasText: extraName });
    await expect(pending).toHaveCount(1);
    await pending.getByTestId("entry-unassign-reason").fill(lang === "vi" ? "Giao nhầm người" : "Assigned by mistake");
    await pending.getByTestId("entry-unassign").click();
    // The judge leaves the list as soon as the API has removed the assignment, and stays gone after a reload.
    await expect(page.getByTestId("pending-assignment").filter({ hasText: extraName })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("pending-assignment").filter({ hasText: extraName })).toHaveCount(0);
  });
}
conflictsJourney("en");
