import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ADMIN, apiSession, axeViolations, expect, sendEntry, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * The judging journey: an administrator runs the automatic assignment; the two judges of one entry mark it with
 * totals far apart (one of them by keyboard only); a third judge is assigned at once and marks it; the entry shows
 * as marked with the median in the administrators' list, and the dashboard's counters move.
 */
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const JUDGE_PASSWORD = "giam-khao-e2e-mat-khau-2024";
// Auto assignment shares out every valid entry in the database, other specs' among them (judging-admin.spec.ts gives
// an entry to a judge by hand and expects it free): an installation of the spec's own.
test.use({ ownInstallation: true });

type Admin = { request: APIRequestContext; headers: { authorization: string } };
type AssignmentRow = { id: number; code: string; judge: { id: number; email: string; full_name: string } };

async function asAdmin(request: APIRequestContext): Promise<Admin> {
  return { request, headers: await apiSession(request, ADMIN) };
}

/** Judges on a domain of their own: a shared, non-public e-mail domain with a contestant would be a conflict. */
async function createJudge(admin: Admin, name: string): Promise<{ id: number; email: string }> {
  const email = `judge-${uid()}@judges.example.net`;
  const created = await admin.request.post("/api/v1/users", {
    headers: admin.headers,
    data: { full_name: name, email, role: "judge", password: JUDGE_PASSWORD },
  });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).data.id, email };
}

/** The judges the entry is assigned to in the semi-final (administrators' view). */
async function judgesOf(admin: Admin, code: string): Promise<AssignmentRow[]> {
  const rows: AssignmentRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await admin.request.get(`/api/v1/judging/assignments?round=semi_final&per_page=200&page=${page}`, { headers: admin.headers });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { data: AssignmentRow[]; total: number };
    rows.push(...body.data);
    if (rows.length >= body.total || body.data.length === 0) return rows.filter((row) => row.code === code);
  }
}

/** Judges from the other language's run may be the ones chosen: their password is set so this run can sign in. */
async function knownPassword(admin: Admin, judgeId: number): Promise<void> {
  const reset = await admin.request.post(`/api/v1/users/${judgeId}/reset-password`, { headers: admin.headers, data: { password: JUDGE_PASSWORD } });
  expect(reset.status()).toBe(200);
}

async function dashboardCounter(page: Page, lang: Lang, key: string): Promise<string> {
  await page.goto(`${prefix[lang]}/dashboard/admin`);
  return (await page.getByTestId(`counter-${key}`).locator("p").last().textContent()) ?? "";
}

/** A judge signs in (landing on their home), opens the entry from the queue and gives three marks. */
async function markAsJudge(
  browser: Browser,
  lang: Lang,
  judge: AssignmentRow,
  marks: [number, number, number],
  { keyboard = false, axe = false, reopened = false } = {},
) {
  const t = ui[lang];
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, `${prefix[lang]}/user/login`, { email: judge.judge.email, password: JUDGE_PASSWORD });
  await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/dashboard/judge$`));
  await expect(page.getByRole("heading", { level: 1, name: t.judging.home.title })).toBeVisible();
  if (axe) expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: t.judging.menu.queue }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: t.judging.queue.title })).toBeVisible();
  const row = page.locator(`[data-testid="assignment-row"][data-code="${judge.code}"]`);
  await expect(row.getByTestId("assignment-state")).toHaveText(reopened ? t.judging.states.draft : t.judging.states.pending);
  await row.getByRole("link", { name: judge.code }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.judging.mark.title.replace("{{code}}", judge.code) })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("entry-essay-preview")).toHaveAttribute("src", /\/api\/v1\//);
  // Blind: nothing on the page names the contestant or the file as uploaded.
  await expect(page.locator("main")).not.toContainText("essay.pdf");
  await expect(page.locator("main")).not.toContainText("entry-admin-");
  if (axe) expect(await axeViolations(page)).toEqual([]);
  if (reopened) await expect(page.getByText(t.judging.mark.reopenedNote)).toBeVisible();

  const fields = ["creativity", "communication", "sustainability"] as const;
  if (keyboard) {
    await page.getByTestId("criterion-creativity").focus();
    for (const [index, value] of marks.entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await expect(page.getByTestId(`criterion-${fields[index]}`)).toBeFocused();
      await page.keyboard.type(String(value));
    }
    await page.keyboard.press("Tab"); // the comment
    await page.keyboard.type(lang === "vi" ? "Ý tưởng chưa rõ lộ trình." : "No clear plan yet.");
    await page.keyboard.press("Tab"); // save draft
    await page.keyboard.press("Tab"); // submit
    await expect(page.getByTestId("mark-submit")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    // The safe answer takes the focus first; wait for it, or the Tab can land before the focus trap is in place.
    await expect(page.getByRole("dialog").getByRole("button", { name: t.judging.mark.needToCheck })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("mark-confirm")).toBeFocused();
    await page.keyboard.press("Enter");
  } else {
    for (const [index, value] of marks.entries()) await page.getByTestId(`criterion-${fields[index]}`).fill(String(value));
    await page.getByTestId("mark-save").click();
    await expect(page.getByTestId("mark-message")).toHaveText(shared[lang].judging.draftSaved);
    await page.getByTestId("mark-submit").click();
    await expect(page.getByRole("dialog")).toContainText(String(marks[0] + marks[1] + marks[2]));
    await page.getByTestId("mark-confirm").click();
  }
  const total = marks[0] + marks[1] + marks[2];
  await expect(page.getByTestId("mark-readonly")).toBeVisible();
  await expect(page.getByTestId("mark-total")).toHaveText(t.judging.mark.total.replace("{{total}}", String(total)).replace("{{max}}", "90"));
  await expect(page.getByTestId("criterion-creativity")).toHaveCount(0);
  await context.close();
}

/** In Vietnamese; the conflicts journey (judging-admin.spec.ts) runs in English. */
function judgingJourney(lang: Lang) {
  const t = ui[lang];
  test(`judges mark an entry, a third judge settles a disagreement, the median counts (${lang})`, async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const admin = await asAdmin(request);
    for (const name of ["Giám Khảo Một", "Giám Khảo Hai", "Giám Khảo Ba"]) await createJudge(admin, `${name} ${uid()}`);
    const { code } = await sendEntry(
      (await browser.newContext()).request,
      `${lang === "vi" ? "Ý tưởng chấm thi" : "An idea to mark"} – ${"x".repeat(50)} ${uid()}`,
    );

    await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(page).toHaveURL(/dashboard\/admin/);
    const markedBefore = await dashboardCounter(page, lang, "marked");

    // The administrator runs the automatic assignment from the control page, confirming it.
    await page.goto(`${prefix[lang]}/dashboard/admin/controller`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: t.controlRoom.title })).toBeVisible();
    // The marking period opens an hour ago and closes in a week, typed in Vietnam time (UTC+7).
    const vietnamTime = (offset: number) => new Date(Date.now() + offset + 7 * 3_600_000).toISOString().slice(0, 19);
    await page.getByTestId("window-start").fill(vietnamTime(-3_600_000));
    await page.getByTestId("window-deadline").fill(vietnamTime(7 * 86_400_000));
    await page.getByTestId("window-save").click();
    await expect(page.getByTestId("window-message")).toHaveText(shared[lang].judging.roundSaved);
    await page.getByTestId("auto-run").click();
    await expect(page.getByRole("dialog")).toContainText(t.judging.panel.confirmRunTitle);
    await page.getByTestId("auto-confirm").click();
    await expect(page.getByTestId("auto-message")).toHaveAttribute("role", "status");
    await expect(page.getByTestId("last-run")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const pair = await judgesOf(admin, code);
    expect(pair).toHaveLength(2);
    for (const row of pair) await knownPassword(admin, row.judge.id);
    const [first, second] = pair as [AssignmentRow, AssignmentRow];

    // Two judges disagree: 75 and 30 are 45 apart, far over the threshold of 15.
    await markAsJudge(browser, lang, first, [25, 25, 25], { axe: true });
    await page.goto(`${prefix[lang]}/dashboard/admin/controller`);
    await expect(page.locator(`[data-testid="judge-load"][data-email="${first.judge.email}"] [data-testid="load-submitted"]`)).not.toHaveText("0");
    await markAsJudge(browser, lang, second, [10, 10, 10], { keyboard: true });

    const trio = await judgesOf(admin, code);
    expect(trio).toHaveLength(3);
    const third = trio.find((row) => row.judge.id !== first.judge.id && row.judge.id !== second.judge.id) as AssignmentRow;
    await page.goto(`${prefix[lang]}/dashboard/admin/controller`);
    await expect(page.getByTestId("needing-third-row").filter({ hasText: code })).toContainText(t.judging.panel.thirdAssigned);
    await knownPassword(admin, third.judge.id);
    await markAsJudge(browser, lang, third, [20, 20, 20]);

    // Median of 75, 30 and 60 is 60; the choice answer "A" adds 10 when it is the edition's correct option.
    const edition = (await (await admin.request.get("/api/v1/contest/edition/admin", { headers: admin.headers })).json()).data as { correct_option: string };
    const total = 60 + (edition.correct_option === "A" ? 10 : 0);
    await page.goto(`${prefix[lang]}/dashboard/admin/list-test?view=marking&state=marked`);
    await waitForHydration(page);
    const row = page.locator(`[data-testid="score-row"][data-code="${code}"]`);
    await expect(row.getByTestId("marking-state")).toHaveText(t.judging.entryStates.marked);
    await expect(row.getByTestId("score-essay")).toHaveText("60");
    await expect(row.getByTestId("score-total")).toHaveText(String(total));
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole("link", { name: code }).click();
    await expect(page.getByTestId("judge-mark")).toHaveCount(3);
    for (const judge of trio) await expect(page.getByTestId("entry-marks")).toContainText(judge.judge.full_name);
    await expect(page.getByTestId("entry-status")).toHaveText(t.entries.status.marked);

    expect(Number((await dashboardCounter(page, lang, "marked")).replace(/\D/g, ""))).toBe(Number(markedBefore.replace(/\D/g, "")) + 1);

    // Per-judge statistics: the three judges with their marks; z-scores beside the raw totals on request.
    await page.goto(`${prefix[lang]}/dashboard/admin/controller/judges`);
    for (const judge of trio) await expect(page.getByTestId("judge-summary")).toContainText(judge.judge.full_name);
    await expect(page.getByTestId("z-score")).toHaveCount(0);
    await page.getByTestId("toggle-z").click();
    await expect(page.getByTestId("toggle-z")).toHaveText(t.judging.summary.hideZ);
    await expect(page.getByTestId("z-score").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // An administrator reopens the third judge's mark with a reason; only that judge submits it again.
    await page.goto(`${prefix[lang]}/dashboard/admin/list-test?view=marking&state=marked`);
    await page.locator(`[data-testid="score-row"][data-code="${code}"]`).getByRole("link", { name: code }).click();
    await waitForHydration(page);
    const thirdMark = page.getByTestId("judge-mark").filter({ hasText: third.judge.full_name });
    await thirdMark.getByTestId("entry-reopen-reason").fill(lang === "vi" ? "Xem lại tiêu chí bền vững" : "Check the sustainability marks again");
    await thirdMark.getByTestId("entry-reopen").click();
    await expect(thirdMark.getByTestId("assignment-state")).toHaveText(t.judging.states.draft);
    await markAsJudge(browser, lang, third, [21, 20, 20], { reopened: true });
    await page.reload();
    await expect(page.getByTestId("entry-scores")).toContainText("61");
  });
}
judgingJourney("vi");
