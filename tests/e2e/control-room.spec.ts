import type { APIRequestContext } from "@playwright/test";
import { vietnamDayTime } from "../../src/contracts/vietnam-time.ts";
import { expect, setEdition, test } from "./fixtures.ts";
import { ADMIN, axeViolations, shared, signIn, ui, uid, waitForHydration, type Lang } from "./support.ts";

/**
 * An administrator follows the control room from an open submission window to screening, with every domain's panel
 * (judging, results, draw, funds): the semi-final's assignment is refused with its date before its marking window
 * opens, performed once it has, and found in the activity history. The server runs on the real clock, so the
 * edition's dates are moved instead, on an installation of the spec's own.
 */
test.use({ ownInstallation: true });

const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function markingWindow(request: APIRequestContext, headers: { authorization: string }, startsInMs: number) {
  const body = { marking_starts_at: new Date(Date.now() + startsInMs).toISOString(), marking_deadline: new Date(Date.now() + 10 * DAY).toISOString() };
  expect((await request.put("/api/v1/judging/rounds/semi_final", { headers, data: body })).status()).toBe(200);
  return body.marking_starts_at;
}

test("control room: submission to screening, an action refused before its date and done after, then in the history", async ({
  page,
  request,
  adminApi,
  contestantWithEntry,
}) => {
  const lang: Lang = "vi";
  const t = ui[lang];
  // One entry and one judge, so the assignment has something to do.
  await contestantWithEntry();
  const judge = await request.post("/api/v1/users", {
    headers: adminApi.headers,
    data: { full_name: `Giám Khảo Điều Hành ${uid()}`, email: `judge-control-${uid()}@example.com`, role: "judge", password: "giam-khao-dieu-hanh-2024" },
  });
  expect(judge.status()).toBe(201);
  // Submission open; the semi-final's marking window opens in two days.
  const starts = await markingWindow(request, adminApi.headers, 2 * DAY);
  await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
  await expect(page).toHaveURL(/dashboard\/admin/);
  await page.getByRole("link", { name: t.controlRoom.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.controlRoom.title })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("phase-submission")).toHaveAttribute("data-state", "now");
  await expect(page.getByTestId("phase-submission")).toHaveAttribute("aria-current", "step");
  const next = page.getByTestId("next-action");
  await expect(next).toHaveAttribute("data-action", "assignSemiFinal");
  await expect(next.getByTestId("action-blockers")).toContainText(t.controlRoom.blockers.markingNotOpen.split("{{at}}")[0]!);
  // Each domain's panel, from its own folder: judging, results, the draw's weeks, the funds' waiting orders.
  await expect(page.getByTestId("results-panel").getByRole("heading", { level: 2, name: t.results.panel.title })).toBeVisible();
  await expect(page.getByTestId("results-phase-screening")).toContainText(t.results.panel.open);
  await expect(page.getByTestId("draw-panel")).toBeVisible();
  await expect(page.getByTestId("funds-control").getByRole("heading", { level: 2, name: t.funds.control.title })).toBeVisible();
  await expect(page.getByTestId("phase-semi_final_results").getByTestId("phase-action-computeSemiFinal")).toContainText(t.controlRoom.blockers.screeningOpen);
  expect(await axeViolations(page)).toEqual([]);

  // Submission closes: screening is now; the action is still refused, by the API, with its date.
  setEdition({ submission_closes_at: new Date(Date.now() - 30 * MINUTE).toISOString() });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("phase-screening")).toHaveAttribute("data-state", "now");
  await expect(page.getByTestId("phase-submission")).toHaveAttribute("data-state", "done");
  // Closing the screening (the results') is next now; the assignment waits in its own phase.
  await expect(page.getByTestId("next-action")).toHaveAttribute("data-action", "closeScreening");
  // Closing the screening cannot be undone: its dialog says so; Escape cancels, focus returns, nothing changes.
  await page.getByTestId("next-action-run").click();
  await expect(page.getByRole("dialog").getByTestId("confirm-irreversible")).toContainText(t.confirmation.irreversible.closeScreening);
  await expect(page.getByRole("dialog").getByTestId("confirm-cancel")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`confirmation-${lang}.png`) });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("next-action-run")).toBeFocused();
  await expect(page.getByTestId("next-action")).toHaveAttribute("data-action", "closeScreening");
  const assign = "phase-action-assignSemiFinal";
  await page.getByTestId(`${assign}-run`).click();
  await expect(page.getByRole("dialog")).toContainText(t.controlRoom.confirmTitle);
  // Assigning judges can be run again: no warning that it cannot be undone.
  await expect(page.getByRole("dialog").getByTestId("confirm-irreversible")).toHaveCount(0);
  await page.getByTestId(`${assign}-confirm`).click();
  const refusal = shared[lang].judging.assignBeforeWindow.replace("{{at}}", vietnamDayTime(starts));
  await expect(page.getByTestId(`${assign}-message`)).toHaveText(refusal, { timeout: 20_000 });
  await expect(page.getByTestId(`${assign}-message`)).toHaveAttribute("role", "alert");

  // The marking window opens: semi-final marking is now and the same action succeeds.
  await markingWindow(request, adminApi.headers, -MINUTE);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("phase-semi_final_marking")).toHaveAttribute("data-state", "now");
  await expect(page.getByTestId(assign)).toContainText(t.controlRoom.possibleNow);
  await page.getByTestId(`${assign}-run`).click();
  await page.getByTestId(`${assign}-confirm`).click();
  // Done: the action is no longer offered (or, if entries remain to assign, says so).
  await expect
    .poll(async () => (await page.getByTestId(assign).count()) === 0 || (await page.getByTestId(`${assign}-message`).count()) > 0, { timeout: 20_000 })
    .toBe(true);

  // The activity history shows it, filtered by action.
  await page.goto(`${prefix[lang]}/dashboard/admin/events-log`);
  await waitForHydration(page);
  await page.getByTestId("filter-action").fill("judging.auto_assign");
  await page.getByTestId("filter-apply").click();
  await expect(page).toHaveURL(/action=judging\.auto_assign/);
  await expect(page.getByTestId("event-row").first()).toHaveAttribute("data-action", "judging.auto_assign");
  await expect(page.getByTestId("event-row").first()).toContainText(ADMIN.email);
  await page.getByTestId("chain-verify").click();
  await expect(page.getByTestId("chain-result")).toHaveAttribute("data-intact", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("statistics: every chart has its table, with the API's numbers", async ({ page, request, adminApi }) => {
  const lang: Lang = "en";
  const t = ui[lang];
  const { headers } = adminApi;
  const activation = (await (await request.get("/api/v1/statistics/activation", { headers })).json()).data as { rows: { label: string; values: number[] }[] };
  await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
  await expect(page).toHaveURL(/dashboard\/admin/);
  await page.getByRole("link", { name: t.statisticsPage.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.statisticsPage.title })).toBeVisible();
  await waitForHydration(page);
  for (const chart of ["registrations", "nations", "person_types", "activation", "entries", "entry_files", "marking", "draw_entrants", "contacts"]) {
    await expect(page.getByTestId(`statistics-table-${chart}`)).toBeVisible();
  }
  const administrators = activation.rows.find((row) => row.label === "administrator")!;
  const rowText = page
    .getByTestId("statistics-table-activation")
    .getByTestId("statistics-row")
    .filter({ hasText: shared[lang].statistics.roles.administrator });
  await expect(rowText.getByRole("cell")).toHaveText(administrators.values.map((value) => new Intl.NumberFormat("en-GB").format(value)));
  await expect(page.getByTestId("statistics-draw_entrants").locator(".recharts-surface")).toBeVisible();
  await expect(page.getByTestId("statistics-export-activation")).toHaveAttribute("href", new RegExp(`/api/v1/statistics/activation/export\\?lang=${lang}`));
  expect(await axeViolations(page)).toEqual([]);
});
