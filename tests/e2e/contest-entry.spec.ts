import { imageFixture, pdfFixture, videoFixture } from "../../src/server/testing/entry-fixtures.ts";
import { CHECKED, contestant, input, openSubmit } from "./entry-pages.ts";
import { ADMIN, axeViolations, delivered, expect, sendEntry, shared, signIn, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const infoPath: Record<Lang, string> = { vi: "/user/exam-information", en: "/en/user/exam-information" };
const TITLE: Record<Lang, string> = {
  vi: "Thành phố biển – điểm đến hội nghị và sự kiện hàng đầu châu Á",
  en: "A beach city that hosts the conferences and events of Asia all year",
};

/** The contestant's journey in Vietnamese (bilingual-parity.spec.ts shows the wizard in both languages). */
function contestantJourney(lang: Lang) {
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
      await page.locator('select[name="nation"]').selectOption("VN");
      await page.getByRole("button", { name: t.profile.save }).click();
      await expect(page.getByTestId("profile-success")).toHaveText(messages.messages.profileUpdated);

      await openSubmit(page, lang);
      await expect(page.getByTestId("entry-blockers")).toHaveCount(0);
      // Question 1 is a heading (the group's legend) with the required mark beside it, not under it.
      const legend = page.getByRole("heading", { level: 2, name: t.entries.submit.question1 });
      await expect(legend).toBeVisible();
      await expect(legend).toHaveText(`${t.entries.submit.question1} *`);
      await page.getByTestId("entry-next").click();
      await expect(page.getByText(messages.entry.validation.choice)).toBeVisible();
      await page.getByTestId("choice-C").click();
      await page.getByTestId("entry-next").click();

      await page.getByTestId("entry-title").fill("Quá ngắn");
      await page.getByTestId("entry-next").click();
      await expect(page.getByText(messages.entry.validation.title.replace("{{min}}", "50").replace("{{max}}", "200"))).toBeVisible();
      await expect(page.getByText(messages.entry.validation.acceptRules)).toBeVisible();
      await expect(page.getByText(messages.entry.essayRequired)).toBeVisible();

      // Styled drop zones in the page's language, no browser "Choose File / No file chosen".
      await expect(page.getByTestId("dropzone-essay")).toContainText(t.entries.upload.dropOne);
      await expect(page.getByTestId("dropzone-image")).toContainText(t.entries.upload.dropMany);
      await expect(page.locator("input[type=file]:visible")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId("entry-title").fill(TITLE[lang]);
      // A PDF that does not load: its last PATCH is answered, then its check (a job) refuses it and the page, asking
      // again while a file is being checked, shows the reason; the contestant dismisses the notice.
      await input(page, "essay").setInputFiles({ name: "hong.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\nnot really a pdf") });
      const refused = page.getByTestId("file-refused-essay");
      await expect(refused).toContainText(`${t.entries.upload.refused.replace("{{name}}", "hong.pdf")} ${messages.entry.invalidFile}`, { timeout: CHECKED });
      await refused.getByRole("button", { name: t.entries.upload.removeLabel.replace("{{name}}", "hong.pdf") }).click();
      await expect(refused).toHaveCount(0);

      await input(page, "essay").setInputFiles({ name: "bai-luan.pdf", mimeType: "application/pdf", buffer: await pdfFixture() });
      await expect(page.getByTestId("file-essay")).toContainText("bai-luan.pdf", { timeout: CHECKED });
      // The essay is there: its "please upload" message goes.
      await expect(page.getByText(messages.entry.essayRequired)).toHaveCount(0);
      await input(page, "image").setInputFiles([
        { name: "anh-1.png", mimeType: "image/png", buffer: await imageFixture("png") },
        { name: "anh-2.jpg", mimeType: "image/jpeg", buffer: await imageFixture("jpeg") },
      ]);
      await expect(page.getByTestId("file-image")).toHaveCount(2, { timeout: CHECKED });
      await input(page, "video").setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: videoFixture(64 * 1024) });
      await expect(page.getByTestId("file-video")).toHaveCount(1, { timeout: CHECKED });
      await page.getByTestId("accept-rules").check();

      // The draft survives a reload: answers and files come back from the server.
      await page.getByTestId("entry-next").click();
      await expect(page.getByTestId("entry-review")).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId("entry-next").click();
      await expect(page.getByTestId("entry-title")).toHaveValue(TITLE[lang]);
      await expect(page.getByTestId("file-image")).toHaveCount(2);
      // The acceptance of the rules came back with the draft.
      await expect(page.getByTestId("accept-rules")).toBeChecked();
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

      // Submitting writes the entry, its files, an audit event (the chain's appends wait their turn) and a mail job
      // in one transaction, then loads the next page: on a loaded 2-core CI machine that took more than 5 s once.
      await expect(page.getByRole("heading", { level: 1, name: messages.entry.posted })).toBeVisible({ timeout: 15_000 });
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

    test("an upload paused half-way resumes from where it stopped and completes", async ({ page }) => {
      test.slow();
      await contestant(page, lang);
      await openSubmit(page, lang);
      await page.getByTestId("choice-B").click();
      await page.getByTestId("entry-next").click();
      const offsets: number[] = [];
      let uploadUrl = "";
      page.on("request", (request) => {
        if (request.method() !== "PATCH" || !request.url().includes("/uploads/")) return;
        offsets.push(Number(request.headers()["upload-offset"]));
        uploadUrl = request.url();
      });
      // A slow line (256 KB/s up), so there is time to pause a 1.5 MB video in the middle.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
      await input(page, "video").setInputFiles({ name: "dai.mp4", mimeType: "video/mp4", buffer: videoFixture(1536 * 1024) });
      const upload = page.getByTestId("upload-video");
      // A quarter sent (about 1.5 s on this line) before pausing: a pause after the first few kilobytes may come before
      // the server has stored any, and then starting from 0 would be right.
      await expect.poll(async () => Number(await upload.getByRole("progressbar").getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(25);
      await upload.getByRole("button", { name: t.entries.upload.pause }).click();
      await expect(upload.getByRole("button", { name: t.entries.upload.resume })).toBeVisible();
      const pausedAt = Number(await upload.getByRole("progressbar").getAttribute("aria-valuenow"));
      expect(pausedAt).toBeLessThan(100);
      // The server kept the bytes of the cut-off PATCH.
      const stored = async () => Number((await page.request.head(uploadUrl, { headers: { "Tus-Resumable": "1.0.0" } })).headers()["upload-offset"]);
      await expect.poll(stored).toBeGreaterThan(0);

      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await upload.getByRole("button", { name: t.entries.upload.resume }).click();
      await expect(page.getByTestId("file-video")).toHaveCount(1, { timeout: CHECKED });
      await expect(page.getByTestId("file-video")).toContainText("dai.mp4");
      // The second PATCH carried on from the bytes the server already had, instead of starting over.
      expect(offsets[0]).toBe(0);
      expect(offsets.at(-1)).toBeGreaterThan(0);
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
      await page
        .getByTestId("upload-image")
        .getByRole("button", { name: t.entries.upload.removeLabel.replace("{{name}}", "lon.png") })
        .click();

      const png = await imageFixture("png");
      await input(page, "image").setInputFiles(Array.from({ length: 11 }, (_, i) => ({ name: `anh-${i + 1}.png`, mimeType: "image/png", buffer: png })));
      await expect(page.getByTestId("upload-error")).toContainText(messages.entry.tooManyImages.replace("{{count}}", "10"));
      await expect(page.getByTestId("file-image")).toHaveCount(10, { timeout: 3 * CHECKED });
    });
  });
}
contestantJourney("vi");

/** The administrators' journey in English. */
function administratorJourney(lang: Lang) {
  const t = ui[lang];
  test(`administrators find, open and exclude an entry, and export the list (${lang})`, async ({ page, browser }) => {
    test.slow();
    const title = `${TITLE[lang]} ${uid()}`;
    const { code, email } = await sendEntry((await browser.newContext()).request, title);
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
    // The file as the contestant uploaded it (judges get the anonymised copy): a download for administrators only.
    const original = page.getByTestId("entry-original").first();
    await expect(original).toHaveText(t.entries.files.original.replace("{{name}}", "essay.pdf"));
    const download = await page.request.get((await original.getAttribute("href")) ?? "");
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="original-essay-\d+\.pdf"$/);
    expect(await axeViolations(page)).toEqual([]);
    // The right/wrong label sits beside the answer, not under the contestant.
    await expect(page.getByTestId("entry-choice").locator("..")).toContainText(t.entries.admin.wrongAnswer);

    const reason = lang === "vi" ? "Bài không đúng chủ đề" : "Off topic";
    const confirmation = await delivered("outbox_emails", email);
    await page.getByTestId("exclude-reason").fill(reason);
    await page.getByTestId("exclude-submit").click();
    const confirm = page.getByRole("dialog", { name: t.entries.admin.exclude.confirmTitle.replace("{{code}}", code) });
    await expect(confirm.getByTestId("confirm-reason")).toHaveText(reason);
    await confirm.getByTestId("exclude-cancel").click();
    await expect(page.getByTestId("entry-status")).toHaveText(t.entries.status.submitted);
    await page.getByTestId("exclude-submit").click();
    await confirm.getByTestId("exclude-confirm").click();
    await expect(page.getByRole("status").filter({ hasText: shared[lang].entry.excludedDone })).toBeVisible();
    await expect(page.getByTestId("entry-status")).toHaveText(t.entries.status.excluded);
    // The contestant entered in Vietnamese: the e-mail is in Vietnamese whatever the administrator's language.
    expect((await delivered("outbox_emails", email, confirmation.id)).text).toContain(`Lý do: ${reason}`);

    await page.goto(`${lang === "vi" ? "" : "/en"}/dashboard/admin/list-examinee?status=excluded&q=${encodeURIComponent(code)}`);
    const rows = page.getByTestId("examinees-table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(email);
    await expect(rows.nth(1)).toContainText(t.entries.status.excluded);
    expect(await axeViolations(page)).toEqual([]);

    await rows.nth(1).getByRole("link").click();
    await page.getByTestId("restore-reason").fill(lang === "vi" ? "Đã xác minh đúng chủ đề" : "Checked: on topic");
    await page.getByTestId("restore-submit").click();
    await page.getByRole("dialog").getByTestId("restore-confirm").click();
    await expect(page.getByRole("status").filter({ hasText: shared[lang].entry.restoredDone })).toBeVisible();
    await expect(page.getByTestId("entry-status")).toHaveText(t.entries.status.submitted);
    await expect(page.getByTestId("exclude-submit")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
administratorJourney("en");
