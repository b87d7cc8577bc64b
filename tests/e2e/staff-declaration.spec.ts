import {
  ADMIN,
  axeViolations,
  e2eDatabase,
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
 * The spec bars organising-committee staff and their relatives from entering: the wizard's rules tick declares the
 * contestant is neither, administrators see when it was declared, and screening excludes on that ground, which the
 * contestant reads in the language they entered in.
 */
const prefix: Record<Lang, string> = { vi: "", en: "/en" };
const PASSWORD = "bai-du-thi-e2e-mat-khau-2024";
/** The ground's words as the server tells a contestant who entered in Vietnamese (entry-mail.ts). */
const GROUND_VI = "Thí sinh là nhân viên ban tổ chức hoặc người thân của nhân viên ban tổ chức; thể lệ không cho phép những người này dự thi.";

/** In Vietnamese (bilingual-parity.spec.ts shows the wizard and the entry page in English). */
function staffDeclaration(lang: Lang) {
  const t = ui[lang];

  test(`the wizard's rules tick declares the contestant is neither staff nor a relative (${lang})`, async ({ page }) => {
    const email = `staff-declaration-${uid()}@example.com`;
    await insertPerson({ email, password: PASSWORD, phone_number: phoneNumber(), birth_date: "1990-05-01", nation: "VN" });
    await signIn(page, `${prefix[lang]}/user/login`, { email, password: PASSWORD });
    await expect(page).toHaveURL(`${prefix[lang]}/dashboard/user`);
    await page.goto(`${prefix[lang]}/user/submit-exam`);
    await waitForHydration(page);
    await page.getByTestId("choice-A").click();
    await page.getByTestId("entry-next").click();
    const tick = page.getByRole("checkbox", {
      name: lang === "vi" ? /không phải là nhân viên ban tổ chức hay người thân/ : /neither on the organising committee's staff nor a relative of its staff/,
    });
    await expect(tick).toBeVisible();
    await expect(tick).not.toBeChecked();
  });

  test(`administrators see the declaration and exclude on the ground of staff or relative; the contestant reads it (${lang})`, async ({ page, browser }) => {
    const { code, email } = await sendEntry(
      (await browser.newContext()).request,
      `${lang === "vi" ? "Bài của người thân nhân viên" : "An entry by a relative of staff"} – ${"x".repeat(50)} ${uid()}`,
    );
    const stored = e2eDatabase({ readOnly: true }).prepare("select id, not_staff_declared_at from entries where code = ?").get(code) as {
      id: number;
      not_staff_declared_at: string;
    };
    expect(stored.not_staff_declared_at).toMatch(/^\d{4}-/);

    await signIn(page, `${prefix[lang]}/admin/login`, ADMIN);
    await expect(page).toHaveURL(/dashboard\/admin/);
    await page.goto(`${prefix[lang]}/dashboard/admin/list-test/${stored.id}`);
    await waitForHydration(page);
    const declared = new Date(stored.not_staff_declared_at);
    const vietnamDay = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Ho_Chi_Minh", day: "2-digit", month: "2-digit", year: "numeric" }).format(declared);
    await expect(page.getByTestId("entry-not-staff")).toContainText(vietnamDay);

    await page.getByTestId("exclude-ground-staff_or_relative").click();
    await page.getByTestId("exclude-submit").click();
    const confirm = page.getByRole("dialog", { name: t.entries.admin.exclude.confirmTitle.replace("{{code}}", code) });
    await expect(confirm.getByTestId("confirm-ground")).toHaveText(t.entries.admin.exclude.grounds.staff_or_relative);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByTestId("exclude-confirm").click();
    await expect(page.getByRole("status").filter({ hasText: shared[lang].entry.excludedDone })).toBeVisible();
    await expect(page.getByTestId("entry-exclusion-reason")).toHaveText(GROUND_VI);

    const contestant = await browser.newPage();
    await signIn(contestant, "/user/login", { email, password: PASSWORD });
    await expect(contestant).toHaveURL("/dashboard/user");
    await contestant.goto("/user/exam-information");
    await expect(contestant.getByTestId("entry-exclusion-reason")).toHaveText(GROUND_VI);
    await contestant.close();
  });
}
staffDeclaration("vi");
