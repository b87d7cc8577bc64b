import type { DatabaseSync } from "node:sqlite";
import { pdfFixture } from "../../src/server/testing/entry-fixtures.ts";
import { CHECKED, contestant, input, openSubmit } from "./entry-pages.ts";
import { e2eDatabase, expect, shared, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const TITLE: Record<Lang, string> = {
  vi: "Đà Nẵng đón hội nghị quanh năm: bãi biển, sân bay gần và những trung tâm sự kiện mới",
  en: "Da Nang hosts conferences all year round: beaches, a nearby airport and new event centres",
};

function withDatabase<T>(work: (db: DatabaseSync) => T): T {
  const db = e2eDatabase();
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * Holds the checks of this contestant's files, and only theirs (other specs share the server): each check job queued
 * for one of their uploads is put off to the year 2999 as it is inserted, so the file stays "checking" until the test
 * releases it. Checks normally end in well under a second, too soon to press Send meanwhile.
 */
function holdChecks(userId: number) {
  const trigger = `hold_checks_${uid()}`;
  withDatabase((db) =>
    db.exec(`CREATE TRIGGER ${trigger} AFTER INSERT ON jobs
      WHEN NEW.kind = 'contest.check-upload' AND EXISTS (
        SELECT 1 FROM entry_files f WHERE f.upload_id = json_extract(NEW.payload, '$.upload_id') AND f.user_id = ${userId})
      BEGIN UPDATE jobs SET run_at = '2999-01-01T00:00:00.000Z' WHERE id = NEW.id; END`),
  );
  const drop = () => withDatabase((db) => db.exec(`DROP TRIGGER IF EXISTS ${trigger}`));
  /** Lets the held checks run now: the server's job runner claims them within its next poll. */
  const release = () => {
    drop();
    withDatabase((db) =>
      db
        .prepare(
          `UPDATE jobs SET run_at = ? WHERE kind = 'contest.check-upload' AND done_at IS NULL
           AND json_extract(payload, '$.upload_id') IN (SELECT upload_id FROM entry_files WHERE user_id = ?)`,
        )
        .run(new Date().toISOString(), userId),
    );
  };
  return { drop, release };
}

function sendWhileChecking(lang: Lang) {
  const t = ui[lang];
  const messages = shared[lang];

  test(`a Send pressed while the essay is being checked waits for the check, then the entry is sent as of the Send (${lang})`, async ({ page }) => {
    test.slow();
    const email = await contestant(page, lang);
    const { id: userId } = withDatabase((db) => db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number });
    const checks = holdChecks(userId);
    try {
      await openSubmit(page, lang);
      await page.getByTestId("choice-D").click();
      await page.getByTestId("entry-next").click();
      await page.getByTestId("entry-title").fill(TITLE[lang]);
      await input(page, "essay").setInputFiles({ name: "bai-luan.pdf", mimeType: "application/pdf", buffer: await pdfFixture() });
      await expect(page.getByTestId("file-checking-essay")).toContainText(`bai-luan.pdf`);
      await page.getByTestId("accept-rules").check();
      await page.getByTestId("entry-next").click();

      await expect(page.getByTestId("review-checking")).toContainText("bai-luan.pdf");
      await page.getByTestId("entry-send").click();
      await expect(page.getByRole("dialog")).toContainText(t.entries.submit.confirmWhenChecked);
      await page.getByTestId("confirm-sure").click();

      const notice = page.getByTestId("send-requested");
      await expect(notice).toContainText(t.entries.submit.sendRequestedBody);
      await expect(page.getByTestId("entry-next")).toHaveCount(0);
      // Another device, or a reload, finds the same wait.
      await page.reload();
      await waitForHydration(page);
      await expect(notice).toContainText(t.entries.submit.sendRequestedTitle);
      const requestedAt = withDatabase(
        (db) =>
          (db.prepare("SELECT send_requested_at FROM entry_drafts WHERE user_id = ?").get(userId) as { send_requested_at: string | null }).send_requested_at,
      );
      expect(requestedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(withDatabase((db) => db.prepare("SELECT id FROM entries WHERE user_id = ?").get(userId))).toBeUndefined();
      // The contestant's home names the wait as the next step, and leads back to it.
      await page.goto(lang === "vi" ? "/dashboard/user" : "/en/dashboard/user");
      await expect(page.getByTestId("next-step-text")).toHaveText(t.contestantHome.next.sendWaiting.text);
      await expect(page.getByTestId("status-submitted")).toHaveText(t.contestantHome.status.submitted.no);
      await page.getByTestId("next-step").click();
      await expect(notice).toContainText(t.entries.submit.sendRequestedTitle);
      // The entry's own page says the same, not "not submitted yet", and leads back to the wait.
      await page.goto(lang === "vi" ? "/user/exam-information" : "/en/user/exam-information");
      await expect(page.getByTestId("send-requested-at")).toBeVisible();
      await expect(page.getByTestId("entry-none")).toHaveCount(0);
      await page.getByRole("link", { name: t.contestantHome.next.sendWaiting.button }).click();
      await expect(notice).toContainText(t.entries.submit.sendRequestedTitle);

      checks.release();
      // The page keeps asking while the Send waits: the last check sends the entry and the success page follows.
      await expect(page.getByRole("heading", { level: 1, name: messages.entry.posted })).toBeVisible({ timeout: CHECKED });
      const code = (await page.getByTestId("entry-success").textContent())?.match(/[A-Z2-9]{8}/)?.[0] ?? "";
      const entry = withDatabase(
        (db) => db.prepare("SELECT code, title, choice_answer, submitted_at FROM entries WHERE user_id = ?").get(userId) as Record<string, string>,
      );
      expect(entry).toEqual({ code, title: TITLE[lang], choice_answer: "D", submitted_at: requestedAt });
    } finally {
      checks.drop();
    }
  });
}
sendWhileChecking("vi");
sendWhileChecking("en");
