import type { Page } from "@playwright/test";
import { imageFixture, pdfFixture, tusMetadata, videoFixture } from "../../src/server/testing/entry-fixtures.ts";
import { ADMIN, axeViolations, delivered, expect, insertPerson, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const PASSWORD = "bai-du-thi-e2e-mat-khau-2024";
const loginPath: Record<Lang, string> = { vi: "/user/login", en: "/en/user/login" };
const submitPath: Record<Lang, string> = { vi: "/user/submit-exam", en: "/en/user/submit-exam" };
const infoPath: Record<Lang, string> = { vi: "/user/exam-information", en: "/en/user/exam-information" };
const TITLE: Record<Lang, string> = {
  vi: "Thành phố biển – điểm đến hội nghị và sự kiện hàng đầu châu Á",
  en: "A beach city that hosts the conferences and events of Asia all year",
};

function phone(): string {
  return `+849${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

async function contestant(page: Page, lang: Lang, profile: { birth_date?: string; nation?: string } = { birth_date: "1990-05-01", nation: "Việt Nam" }) {
  const email = `entry-${uid()}@example.com`;
  await insertPerson({ email, password: PASSWORD, phone_number: phone(), ...profile });
  await signIn(page, loginPath[lang], { email, password: PASSWORD });
  await expect(page).toHaveURL(/user-info/);
  return email;
}

async function openSubmit(page: Page, lang: Lang) {
  await page.goto(submitPath[lang]);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: ui[lang].entries.submit.title })).toBeVisible();
}

const input = (page: Page, kind: string) => page.getByTestId(`file-input-${kind}`);

for (const lang of ["vi", "en"] as const) {
  const t = ui[lang];
  const messages = shared[lang];

  test.describe(`contest entry (${lang})`, () => {
    test("a contestant completes the profile, answers, uploads, reviews, confirms and sees the entry read-only", async ({ page }) => {
      test.slow();
      const email = await contestant(page, lang, {});
      await openSubmit(page, lang);
      await expect(page.getByTestId("blocker-profileIncomplete")).toContainText(messages.entry.blocker.profileIncomplete);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId("blocker-profileIncomplete").getByRole("link").click();
      await waitForHydration(page);
      await page.locator('input[name="birth_date"]').fill("05/03/1995");
      await page.locator('input[name="nation"]').fill(lang === "vi" ? "Việt Nam" : "Vietnam");
      await page.getByRole("button", { name: t.profile.save }).click();
      await expect(page.getByTestId("profile-success")).toHaveText(messages.messages.profileUpdated);

      await openSubmit(page, lang);
      await expect(page.getByTestId("entry-blockers")).toHaveCount(0);
      await page.getByTestId("entry-next").click();
      await expect(page.getByText(messages.entry.validation.choice)).toBeVisible();
      await page.getByTestId("choice-C").click();
      await page.getByTestId("entry-next").click();

      await page.getByTestId("entry-title").fill("Quá ngắn");
      await page.getByTestId("entry-next").click();
      await expect(page.getByText(messages.entry.validation.title)).toBeVisible();
      await expect(page.getByText(messages.entry.validation.acceptRules)).toBeVisible();
      await expect(page.getByText(messages.entry.essayRequired)).toBeVisible();

      await page.getByTestId("entry-title").fill(TITLE[lang]);
      await input(page, "essay").setInputFiles({ name: "bai-luan.pdf", mimeType: "application/pdf", buffer: await pdfFixture() });
      await expect(page.getByTestId("file-essay")).toContainText("bai-luan.pdf");
      await input(page, "image").setInputFiles([
        { name: "anh-1.png", mimeType: "image/png", buffer: await imageFixture("png") },
        { name: "anh-2.jpg", mimeType: "image/jpeg", buffer: await imageFixture("jpeg") },
      ]);
      await expect(page.getByTestId("file-image")).toHaveCount(2);
      await input(page, "video").setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: videoFixture(64 * 1024) });
      await expect(page.getByTestId("file-video")).toHaveCount(1);
      await page.getByTestId("accept-rules").check();

      // The draft survives a reload: answers and files come back from the server.
      await page.getByTestId("entry-next").click();
      await expect(page.getByTestId("entry-review")).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId("entry-next").click();
      await expect(page.getByTestId("entry-title")).toHaveValue(TITLE[lang]);
      await expect(page.getByTestId("file-image")).toHaveCount(2);
      await page.getByTestId("accept-rules").check();
      await page.getByTestId("entry-next").click();

      const review = page.getByTestId("entry-review");
      await expect(review.getByTestId("review-title")).toHaveText(TITLE[lang]);
      await expect(review.getByTestId("review-choice")).toContainText("C.");
      await expect(review.getByTestId("entry-image")).toHaveCount(2);
      await expect(review.getByTestId("entry-video")).toHaveCount(1);
      await expect(review.getByTestId("entry-essay")).toHaveText("bai-luan.pdf");

      await page.getByTestId("entry-send").click();
      await page.getByTestId("confirm-check").click();
      await page.getByTestId("entry-back").click();
      await expect(page.getByTestId("entry-title")).toBeVisible();
      await page.getByTestId("entry-next").click();
      await page.getByTestId("entry-send").click();
      await page.getByTestId("confirm-sure").click();

      await expect(page.getByRole("heading", { level: 1, name: messages.entry.posted })).toBeVisible();
      const code = (await page.getByTestId("entry-success").textContent())?.match(/[A-Z2-9]{8}/)?.[0] ?? "";
      expect(code).toHaveLength(8);
      expect((await delivered("outbox_emails", email)).text).toContain(code);

      await page.goto(infoPath[lang]);
      await waitForHydration(page);
      await expect(page.getByTestId("entry-code")).toHaveText(code);
      await expect(page.getByTestId("entry-title")).toHaveText(TITLE[lang]);
      await expect(page.getByTestId("entry-status")).toHaveText(t.entries.status.submitted);
      await expect(page.getByTestId("entry-image")).toHaveCount(2);
      const essay = await page.request.get((await page.getByTestId("entry-essay").getAttribute("href")) ?? "");
      expect(essay.headers()["content-type"]).toBe("application/pdf");
      expect(await axeViolations(page)).toEqual([]);

      await openSubmit(page, lang);
      await expect(page.getByTestId("blocker-alreadySubmitted")).toBeVisible();
    });

    test("an oversized image and an 11th photo are refused with the spec's messages", async ({ page }) => {
      test.slow();
      await contestant(page, lang);
      await page.goto(infoPath[lang]);
      await expect(page.getByTestId("entry-none")).toContainText(messages.entry.notSubmitted);
      await openSubmit(page, lang);
      await page.getByTestId("choice-A").click();
      await page.getByTestId("entry-next").click();

      const oversized = Buffer.alloc(5 * 1024 * 1024 + 1);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(oversized);
      await input(page, "image").setInputFiles({ name: "lon.png", mimeType: "image/png", buffer: oversized });
      await expect(page.getByTestId("upload-error")).toContainText(messages.entry.fileTooLarge.replace("{{mb}}", "5"));
      await page.getByTestId("upload-image").getByRole("button", { name: t.entries.upload.removeLabel.replace("{{name}}", "lon.png") }).click();

      const png = await imageFixture("png");
      await input(page, "image").setInputFiles(Array.from({ length: 11 }, (_, i) => ({ name: `anh-${i + 1}.png`, mimeType: "image/png", buffer: png })));
      await expect(page.getByTestId("upload-error")).toContainText(messages.entry.tooManyImages.replace("{{count}}", "10"));
      await expect(page.getByTestId("file-image")).toHaveCount(10);
    });
  });
}

/** A contestant whose entry is sent through the API (tus upload of the essay, then the submission). */
async function sentEntry(page: Page, title: string): Promise<{ email: string; code: string }> {
  const email = `entry-admin-${uid()}@example.com`;
  await insertPerson({ email, password: PASSWORD, phone_number: phone(), birth_date: "1990-05-01", nation: "Việt Nam" });
  const api = page.context().request;
  const signin = await api.post("/api/v1/auth/signin", { data: { email, password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await signin.json()).data.token}` };
  const essay = await pdfFixture();
  const created = await api.post("/uploads", { headers: { ...headers, "tus-resumable": "1.0.0", "upload-length": String(essay.length), "upload-metadata": tusMetadata({ kind: "essay", filename: "essay.pdf" }) } });
  const location = created.headers().location ?? "";
  await api.patch(location, { headers: { ...headers, "tus-resumable": "1.0.0", "content-type": "application/offset+octet-stream", "upload-offset": "0" }, data: essay });
  const sent = await api.post("/api/v1/contest/entry", { headers, data: { choice_answer: "A", title, accept_rules: true } });
  expect(sent.status()).toBe(201);
  return { email, code: (await sent.json()).data.code };
}

for (const lang of ["vi", "en"] as const) {
  const t = ui[lang];
  test(`administrators find, open and exclude an entry, and export the list (${lang})`, async ({ page, browser }) => {
    test.slow();
    const title = `${TITLE[lang]} ${uid()}`;
    const { code } = await sentEntry(await (await browser.newContext()).newPage(), title);
    await signIn(page, lang === "vi" ? "/admin/login" : "/en/admin/login", ADMIN);
    await expect(page).toHaveURL(/dashboard\/admin/);
    await page.goto(`${lang === "vi" ? "" : "/en"}/dashboard/admin/list-test?status=unmarked&q=${encodeURIComponent(code)}`);
    await waitForHydration(page);
    await expect(page.getByTestId("entry-row")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    const exported = await page.request.get((await page.getByTestId("entries-export").getAttribute("href")) ?? "");
    expect(exported.headers()["content-type"]).toContain("spreadsheetml");

    await page.getByRole("link", { name: code }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.entries.admin.entryHeading.replace("{{code}}", code) })).toBeVisible();
    await expect(page.getByTestId("entry-essay")).toHaveText("essay.pdf");
    await expect(page.getByTestId("entry-essay-preview")).toHaveAttribute("src", /\/api\/v1\/contest\/files\/\d+\/content\?/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId("exclude-reason").fill(lang === "vi" ? "Bài không đúng chủ đề" : "Off topic");
    await page.getByTestId("exclude-submit").click();
    await expect(page.getByRole("status").filter({ hasText: shared[lang].entry.excludedDone })).toBeVisible();
    await expect(page.getByTestId("entry-status")).toHaveText(t.entries.status.excluded);

    await page.goto(`${lang === "vi" ? "" : "/en"}/dashboard/admin/list-examinee?status=excluded`);
    await expect(page.getByTestId("examinees-table")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
