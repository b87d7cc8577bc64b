import type { Browser, Page } from "@playwright/test";
import {
  assignRound,
  createJudge,
  CRITERION_POINTS,
  finalCodes,
  JUDGE_PASSWORD,
  judgeSession,
  markRound,
  roundAssignments,
  setEdition,
} from "./results-setup.ts";
import {
  ADMIN,
  apiSession,
  axeViolations,
  confirmDialog,
  expect,
  fill,
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
 * The results journey through the pages, one test because each step needs the one before (publication cannot be
 * undone): an administrator edits the prize table, closes the screening, computes, confirms and publishes the
 * semi-final (Vietnamese); a final-round judge marks an entry whose semi-final result is public, knowing it only by
 * its final code; the final is marked, computed and confirmed, the jury votes (one juror by keyboard, one by
 * dragging), the vote closes and the final is published (English); last, an administrator cancels a winner's prize
 * (Vietnamese), the places move up and the contestant reads why.
 * Marks, judges and entries are set up through the API; every results step goes through the pages. What a published
 * edition shows visitors and contestants is published-results.spec.ts, on an edition the API publishes.
 */
// Publication cannot be undone: an installation of the spec's own.
test.use({ ownInstallation: true });

const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const resultsPath = { final: { vi: "/ket-qua", en: "/en/results" }, semi: { vi: "/ket-qua/ban-ket", en: "/en/results/semi-final" } } as const;
const adminResults = (lang: Lang) => `${prefix[lang]}/dashboard/admin/results`;

type Entry = { email: string; password: string; code: string };

async function adminPage(browser: Browser, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
  await expect(page).toHaveURL(/dashboard\/admin/);
  return page;
}

/** Presses a round's button on the administrators' results page and waits for the round's new state. */
async function roundStep(page: Page, lang: Lang, button: string, round: "semi_final" | "final", state: string) {
  await page.getByTestId(`${button}-${round}`).click();
  // Confirming a ranking cannot be undone: the dialog says so, and the safe answer has the focus.
  if (button === "confirm") await confirmDialog(page, lang, `round-confirm-${round}`);
  await expect(page.getByTestId(`round-state-${round}`)).toHaveText(
    ui[lang].results.admin.state[state as keyof (typeof ui)["vi"]["results"]["admin"]["state"]],
  );
}

test("the results journey through the pages, from the prize table to a cancelled prize", async ({ request, browser, page }, testInfo) => {
  // Six steps, each driving several pages on a shared two-core machine: generous time, real waits only.
  test.setTimeout(360_000);
  const entries: Entry[] = [];
  const jurors: { id: number; email: string; name: string }[] = [];
  /** The final round's code of our entry i (set once the final is assigned): judges, jurors and administrators use it. */
  let finalCode: (i: number) => string = () => {
    throw new Error("the final is not assigned yet");
  };
  /** Our entries' points by their place in `entries`. */
  const pointsOf = (code: string) => CRITERION_POINTS[entries.findIndex((entry) => entry.code === code)] ?? 5;

  await test.step("setup: judges, four entries (one consenting to name publication), counts and dates of the edition", async () => {
    const admin = { request, headers: await apiSession(request, ADMIN) };
    for (const name of ["Bình Chọn Một", "Bình Chọn Hai"]) jurors.push(await createJudge(admin, `${name} ${uid()}`));
    for (let i = 0; i < 4; i += 1) {
      const context = await browser.newContext();
      entries.push(await sendEntry(context.request, `Ý tưởng kết quả số ${i + 1} – ${"x".repeat(50)} ${uid()}`, i === 1 ? { publish_name: true } : {}));
      await context.close();
    }
    const day = 86_400_000;
    setEdition({
      semi_final_count: 3,
      jury_vote_count: 2,
      semi_final_results_at: new Date(Date.now() + day).toISOString(),
      final_results_at: new Date(Date.now() + 2 * day).toISOString(),
    });
    await markRound(admin, "semi_final", pointsOf);
  });
  await test.step("vi: the prize table is validated and saved in integer VND", async () => {
    const t = ui.vi.results;
    const page = await adminPage(browser, "vi");
    await page.goto(`${adminResults("vi")}/prizes`);
    await waitForHydration(page);
    await page.getByTestId("prize-amount-special").fill("bảy tỷ");
    await page.getByTestId("prizes-save").click();
    await expect(page.getByTestId("prize-amount-special")).toBeFocused();
    await expect(page.getByTestId("prizes-message")).toHaveCount(0);
    const table: Record<string, [number, string]> = {
      special: [1, "7.000.000.000"],
      first: [1, "4.600.000.000"],
      second: [0, "0"],
      third: [0, "0"],
      idea: [0, "0"],
      consolation: [1, "70.000.000"],
    };
    for (const [rank, [count, amount]] of Object.entries(table)) {
      await page.getByTestId(`prize-count-${rank}`).fill(String(count));
      await page.getByTestId(`prize-amount-${rank}`).fill(amount);
    }
    await page.getByTestId("prizes-save").click();
    await expect(page.getByTestId("prizes-message")).toHaveText(shared.vi.results.done.prizes);
    await expect(page.getByTestId("prize-table")).toContainText("7.000.000.000");
    await expect(page.getByRole("heading", { level: 1, name: t.prizes.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
  await test.step("vi: an administrator closes the screening, computes, reviews, confirms and publishes the semi-final", async () => {
    const t = ui.vi.results;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(resultsPath.semi.vi);
    await expect(visitor.getByTestId("results-not-published")).toContainText(t.public.notYetSemi.split("{{date}}")[0]!);

    const page = await adminPage(browser, "vi");
    await page.goto(adminResults("vi"));
    await waitForHydration(page);
    await page.getByTestId("close-screening").click();
    await confirmDialog(page, "vi", "close-screening-confirm");
    await expect(page.getByTestId("screening-closed")).toBeVisible();
    await roundStep(page, "vi", "compute", "semi_final", "computed");
    const ranking = page.getByTestId("ranking-semi_final");
    const ours = entries.map((entry) => ranking.locator(`[data-testid="ranking-row"][data-code="${entry.code}"]`));
    await expect(ours[0]!).toContainText(t.outcome.finalist);
    await expect(ours[3]!).not.toContainText(t.outcome.finalist);
    // The ranking is paged (50 a page): every entry fits on one, so there is no pager, and a page past the end shows the last.
    await page.goto(`${adminResults("vi")}?page=9`);
    await waitForHydration(page);
    await expect(ours[0]!).toContainText(t.outcome.finalist);
    await expect(page.getByRole("navigation", { name: fill(t.admin.rankingPager, { round: t.admin.round.semi_final }) })).toHaveCount(0);
    await roundStep(page, "vi", "confirm", "semi_final", "confirmed");
    // A confirmation goes back only with a reason (audited): withdrawn, the ranking is computed again; then confirmed.
    await page.getByTestId("withdraw-semi_final").click();
    const withdraw = page.getByRole("dialog", { name: fill(t.admin.withdrawTitle, { round: t.admin.round.semi_final }) });
    await withdraw.getByTestId("withdraw-confirm-semi_final").click();
    await expect(withdraw.getByText(shared.vi.results.validation.reason)).toBeVisible();
    await withdraw.getByTestId("withdraw-reason").fill("Kiểm tra lại một điểm trước khi công bố");
    await page.screenshot({ path: test.info().outputPath("withdraw-confirmation-desktop.png") });
    await withdraw.getByTestId("withdraw-confirm-semi_final").click();
    await expect(withdraw).toBeHidden();
    await expect(page.getByTestId("round-state-semi_final")).toHaveText(t.admin.state.computed);
    await roundStep(page, "vi", "confirm", "semi_final", "confirmed");
    // Before the announcement date: publication is disabled and says from when.
    await expect(page.getByTestId("publish-semi_final")).toBeDisabled();
    await expect(page.getByTestId("publish-reason-semi_final")).toContainText(t.admin.publishBefore.split("{{date}}")[0]!);
    expect(await axeViolations(page)).toEqual([]);

    setEdition({ semi_final_results_at: new Date(Date.now() - 60_000).toISOString() });
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("publish-semi_final").click();
    await expect(page.getByRole("dialog")).toContainText(fill(t.admin.confirmPublishBody, { round: t.admin.round.semi_final }));
    await confirmDialog(page, "vi", "publish-confirm-semi_final");
    await expect(page.getByTestId("round-state-semi_final")).toHaveText(t.admin.state.published);

    await visitor.goto(resultsPath.semi.vi);
    const finalists = visitor.getByTestId("semi-finalists");
    // The final is judged blind until its results are out: codes and totals, no titles, no names beside them; the
    // contestant of entry 2 consented, so their name is listed apart.
    await expect(finalists.getByTestId("ranking-row").filter({ hasText: entries[0]!.code })).toBeVisible();
    await expect(finalists.getByTestId("ranking-name")).toHaveCount(0);
    await expect(finalists).not.toContainText("Ý tưởng kết quả số");
    await expect(visitor.getByTestId("finalist-names")).toContainText("Người Thử Nghiệm");
    await expect(finalists).not.toContainText(entries[3]!.code);
    await expect(visitor.getByTestId("record-sha")).toHaveText(/^[0-9a-f]{64}$/);
    expect(await axeViolations(visitor)).toEqual([]);
  });
  await test.step("vi: a final-round judge marks an entry whose semi-final result is public, knowing it only by its final code", async () => {
    const t = ui.vi;
    const admin = { request, headers: await apiSession(request, ADMIN) };
    await assignRound(admin, "final");
    const codes = finalCodes();
    finalCode = (i) => codes.get(entries[i]!.code)!;
    const ours = finalCode(0);
    expect(ours).toMatch(/^[A-Z0-9]{8}$/);
    expect(ours).not.toBe(entries[0]!.code);
    const assignment = (await roundAssignments(admin, "final")).find((row) => row.code === ours)!;
    await judgeSession(admin, assignment.judge);

    // What anyone reads: the entry's semi-final code and total; nothing there is the final code or the title.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(resultsPath.semi.vi);
    const finalists = visitor.getByTestId("semi-finalists");
    await expect(finalists.getByTestId("ranking-row").filter({ hasText: entries[0]!.code })).toBeVisible();
    await expect(visitor.locator("main")).not.toContainText(ours);
    await expect(visitor.locator("main")).not.toContainText("Ý tưởng kết quả số 1");
    for (const [name, size] of [
      ["desktop", { width: 1366, height: 800 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await visitor.setViewportSize(size);
      await visitor.screenshot({ path: testInfo.outputPath(`semi-final-blind-${name}.png`), fullPage: true });
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, "/user/login", { email: assignment.judge.email, password: JUDGE_PASSWORD });
    await expect(page).toHaveURL(/dashboard\/judge$/);
    await page.getByRole("link", { name: t.judging.menu.queue }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: t.judging.queue.title })).toBeVisible();
    const row = page.locator(`[data-testid="assignment-row"][data-code="${ours}"]`);
    await expect(row).toContainText(t.judging.rounds.final);
    await row.getByRole("link", { name: ours }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.judging.mark.title.replace("{{code}}", ours) })).toBeVisible();
    await waitForHydration(page);
    await expect(page.locator("main")).not.toContainText(entries[0]!.code);
    await expect(page.locator("main")).not.toContainText("Người Thử Nghiệm");
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.screenshot({ path: testInfo.outputPath("final-judge-mark-desktop.png"), fullPage: true });
    for (const field of ["creativity", "communication", "sustainability"]) await page.getByTestId(`criterion-${field}`).fill(String(CRITERION_POINTS[0]));
    await page.getByTestId("mark-submit").click();
    await expect(page.getByRole("dialog")).toContainText(String(3 * CRITERION_POINTS[0]!));
    await page.getByTestId("mark-confirm").click();
    await expect(page.getByTestId("mark-readonly")).toBeVisible();
    await expect(page.getByTestId("mark-total")).toHaveText(
      t.judging.mark.total.replace("{{total}}", String(3 * CRITERION_POINTS[0]!)).replace("{{max}}", "90"),
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
  await test.step("en: the final is marked and confirmed, the jurors vote by keyboard and by dragging, the vote closes, the final is published", async () => {
    const t = ui.en.results;
    const admin = { request, headers: await apiSession(request, ADMIN) };
    await markRound(admin, "final", pointsOf);
    const page = await adminPage(browser, "en");
    await page.goto(`${adminResults("en")}/jury`);
    await waitForHydration(page);
    for (const juror of jurors) {
      const member = page.locator(`[data-testid="jury-member"][data-email="${juror.email}"]`);
      // The switch turns at once; the reload below must wait until the server has the change.
      const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/jury"));
      await member.getByLabel(fill(t.jury.isJury, { name: juror.name })).click();
      expect((await saved).ok()).toBe(true);
      await expect(member.getByLabel(fill(t.jury.isJury, { name: juror.name }))).toBeChecked();
    }
    await page.reload();
    for (const juror of jurors) await expect(page.getByLabel(fill(t.jury.isJury, { name: juror.name }))).toBeChecked();
    await page.goto(adminResults("en"));
    await waitForHydration(page);
    await roundStep(page, "en", "compute", "final", "computed");
    await roundStep(page, "en", "confirm", "final", "confirmed");

    // Both jurors put entry 2 (second in the final) first: the Schulze winner takes the special prize.
    for (const [index, juror] of jurors.entries()) {
      const lang: Lang = index === 0 ? "vi" : "en";
      const context = await browser.newContext();
      const jurorPage = await context.newPage();
      await signIn(jurorPage, `${prefix[lang]}/user/login`, { email: juror.email, password: JUDGE_PASSWORD });
      await expect(jurorPage).toHaveURL(/dashboard\/judge$/);
      await jurorPage.goto(`${prefix[lang]}/dashboard/judge/jury-vote`);
      await waitForHydration(jurorPage);
      const rows = jurorPage.getByTestId("ballot-row");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toHaveAttribute("data-code", finalCode(0));
      if (index === 0) {
        await rows.nth(1).getByTestId("ballot-up").focus();
        await jurorPage.keyboard.press("Enter");
        await expect(jurorPage.getByText(fill(ui.vi.results.ballot.moved, { code: finalCode(1), place: 1, count: 2 }))).toBeAttached();
        expect(await axeViolations(jurorPage)).toEqual([]);
      } else {
        await rows.nth(1).dragTo(rows.nth(0));
      }
      await expect(rows.nth(0)).toHaveAttribute("data-code", finalCode(1));
      await jurorPage.getByTestId("ballot-save").click();
      await expect(jurorPage.getByTestId("ballot-message")).toHaveText(shared[lang].results.done.ballot);
      await context.close();
    }

    await page.goto(`${adminResults("en")}/jury`);
    await waitForHydration(page);
    await expect(page.getByTestId("tally-ballots")).toHaveText(fill(t.jury.ballots, { submitted: 2, members: 2 }));
    await expect(page.getByTestId("tally-matrix").locator(`[data-cell="${finalCode(1)}-${finalCode(0)}"]`)).toHaveText("2");
    await page.getByTestId("close-vote").click();
    await confirmDialog(page, "en", "close-confirm");
    await expect(page.getByTestId("jury-state")).toHaveText(t.jury.states.closed);
    await expect(page.getByTestId("tally-winner")).toHaveText(fill(t.jury.winner, { code: finalCode(1) }));
    await expect(page.getByTestId("tally-paths")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    setEdition({ final_results_at: new Date(Date.now() - 60_000).toISOString() });
    await page.goto(adminResults("en"));
    await waitForHydration(page);
    const awards = page.getByTestId("admin-awards");
    await expect(awards.locator('[data-rank="special"]')).toHaveAttribute("data-code", finalCode(1));
    await page.getByTestId("publish-final").click();
    await confirmDialog(page, "en", "publish-confirm-final");
    await expect(page.getByTestId("round-state-final")).toHaveText(t.admin.state.published);

    // The control room follows: every phase done (the final's marking deadline, still ahead, does not matter), the
    // contest over, nothing offered.
    await page.goto("/en/dashboard/admin/controller");
    await waitForHydration(page);
    await expect(page.getByTestId("control-now")).toContainText(ui.en.controlRoom.over);
    await expect(page.getByTestId("timeline").locator("[data-state]")).toHaveCount(8);
    await expect(page.getByTestId("timeline").locator('[data-state]:not([data-state="done"])')).toHaveCount(0);
    await expect(page.getByTestId("next-action")).toHaveCount(0);
    await expect(page.getByText(ui.en.controlRoom.nothingNext)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("control-room-published.png"), fullPage: true });
  });
  await test.step("vi: an administrator cancels a winner's prize with a reason: the places move up for visitors, the contestant sees why", async () => {
    const t = ui.vi.results;
    const [cancelled, lifted] = [entries[0]!, entries[2]!];
    // Administrators see the final's prizes under the final round's codes; visitors under the entry codes.
    const [cancelledCode, liftedCode] = [finalCode(0), finalCode(2)];
    const reason = "Vi phạm thể lệ (thử nghiệm)";
    const admin = await adminPage(browser, "vi");
    await admin.goto(adminResults("vi"));
    await waitForHydration(admin);
    const awards = admin.getByTestId("admin-awards");
    await expect(awards.locator('[data-rank="first"]')).toHaveAttribute("data-code", cancelledCode);
    await awards.getByRole("button", { name: fill(t.admin.cancelOf, { code: cancelledCode }) }).click();
    const dialog = admin.getByRole("dialog", { name: fill(t.admin.cancelTitle, { code: cancelledCode }) });
    await expect(dialog).toContainText(t.admin.cancelBody);
    await dialog.getByTestId("cancel-reason").fill(reason);
    await dialog.getByTestId("cancel-confirm").click();
    await expect(dialog).toBeHidden();
    // The next finalist moves up to first; the page lists what changed and the cancellation with its reason.
    await expect(admin.getByTestId("cascade")).toContainText(
      fill(t.admin.cascadeItem, { prize: ui.vi.contest.ranks.first, from: cancelledCode, to: liftedCode }),
    );
    await expect(admin.getByTestId("cancellations")).toContainText(`${cancelledCode}: ${reason}`);
    await expect(awards.locator('[data-rank="first"]')).toHaveAttribute("data-code", liftedCode);
    await expect(awards.locator(`[data-code="${cancelledCode}"]`)).toHaveCount(0);
    expect(await axeViolations(admin)).toEqual([]);

    for (const lang of ["vi", "en"] as const) {
      await page.goto(resultsPath.final[lang]);
      const winners = page.getByTestId("winners");
      await expect(winners.locator('[data-rank="first"]')).toHaveAttribute("data-code", lifted.code);
      await expect(winners.locator('[data-rank="special"]')).toHaveAttribute("data-code", entries[1]!.code);
      await expect(winners).not.toContainText(cancelled.code);
    }

    const contestant = await (await browser.newContext()).newPage();
    await signIn(contestant, "/en/user/login", { email: cancelled.email, password: cancelled.password });
    await expect(contestant).toHaveURL(/dashboard\/user$/);
    await contestant.goto("/en/user/exam-information");
    await expect(contestant.getByTestId("own-status")).toHaveText(ui.en.results.mine.status.cancelled);
    await expect(contestant.getByTestId("own-reason")).toHaveText(fill(ui.en.results.mine.reason, { reason }));
    await expect(contestant.getByTestId("own-result").getByTestId("own-prize")).toHaveCount(0);
  });
});
