import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ADMIN, confirmDialog, e2eDatabase, shared, signIn, ui, uid, waitForHydration } from "./support.ts";

/**
 * An administrator e-mails the newsletter's subscribers: preview, a test to themselves, the send; each subscriber
 * reads their language, and the unsubscribe links work in a browser. A send reaches every subscriber and the
 * administrator unsubscribes: an installation of its own, so no other spec sees either.
 */
test.use({ ownInstallation: true });
const vi = ui.vi.announcements;

function addSubscriber(email: string, locale: "vi" | "en", token: string) {
  const db = e2eDatabase();
  try {
    db.prepare("insert into subscribers (email, locale, status, unsubscribe_token, created_at, confirmed_at) values (?, ?, 'active', ?, ?, ?)").run(
      email,
      locale,
      token,
      new Date().toISOString(),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/** The e-mails the job worker wrote to an address whose subject contains `marker`, oldest first. */
async function mailsTo(address: string, marker: string, count: number) {
  let rows: { subject: string; text_body: string }[] = [];
  await expect
    .poll(
      () => {
        const db = e2eDatabase({ readOnly: true });
        try {
          rows = db
            .prepare("select subject, text_body from outbox_emails where to_address = ? and subject like ? order by id")
            .all(address, `%${marker}%`) as typeof rows;
          return rows.length;
        } finally {
          db.close();
        }
      },
      { message: `${count} e-mail(s) to ${address}`, timeout: 15_000 },
    )
    .toBe(count);
  return rows;
}

const linkIn = (text: string) => /http\S+(?:\/nhan-tin\/huy|\/en\/newsletter\/unsubscribe)\?token=\S+/.exec(text)![0];

async function compose(page: Page, marker: string) {
  await page.getByTestId("announcement-segment").selectOption("subscribers");
  await page.getByLabel(vi.subjectVi).fill(`Thông báo ${marker}`);
  await page.getByLabel(vi.bodyVi).fill("Chào {name}, hạn chót là {deadline}.");
  await page.getByLabel(vi.subjectEn).fill(`Announcement ${marker}`);
  await page.getByLabel(vi.bodyEn).fill("Hello {name}, the deadline is {deadline}.");
  await page.getByLabel(vi.deadline).fill("30/11/2030 17:00");
}

test("an administrator previews, tests and sends an announcement; each person reads their language and can unsubscribe", async ({ page }) => {
  test.slow();
  const marker = uid();
  const people = { vi: `tb-vi-${marker}@example.vn`, en: `tb-en-${marker}@example.com` };
  addSubscriber(people.vi, "vi", `vi-token-${marker}-aaaaaaaaaaaa`);
  addSubscriber(people.en, "en", `en-token-${marker}-aaaaaaaaaaaa`);

  await signIn(page, "/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto("/dashboard/admin/announcements");
  await expect(page.getByRole("heading", { level: 1, name: vi.title })).toBeVisible();
  await waitForHydration(page);

  // A placeholder that is not one is refused in the page's language before anything is sent.
  await compose(page, marker);
  await page.getByLabel(vi.bodyEn).fill("Hello {firstname}");
  await page.getByTestId("announcement-preview-button").click();
  await expect(page.getByText(shared.vi.announcements.unknownPlaceholder)).toBeVisible();
  await page.getByLabel(vi.bodyEn).fill("Hello {name}, the deadline is {deadline}.");

  await page.getByTestId("announcement-preview-button").click();
  const preview = page.getByTestId("announcement-preview");
  await expect(preview.getByTestId("preview-count")).toBeVisible();
  await expect(preview.getByTestId("preview-vi")).toContainText(`Thông báo ${marker}`);
  await expect(preview.getByTestId("preview-vi")).toContainText("Chào bạn, hạn chót là 30/11/2030 17:00.");
  await expect(preview.getByTestId("preview-en")).toContainText("Hello there, the deadline is 30/11/2030 17:00.");

  await page.getByTestId("announcement-test-button").click();
  await expect(page.getByTestId("announcement-test-done")).toHaveText(shared.vi.announcements.testSent);
  const tests = await mailsTo(ADMIN.email, marker, 2);
  expect(tests.map((mail) => mail.subject)).toEqual([
    `${shared.vi.announcements.mail.testPrefix} Thông báo ${marker}`,
    `${shared.en.announcements.mail.testPrefix} Announcement ${marker}`,
  ]);
  // Only the administrator got it.
  for (const address of Object.values(people)) expect(await mailsTo(address, marker, 0)).toEqual([]);

  await page.getByTestId("announcement-send-button").click();
  await confirmDialog(page, "vi", "announcement-confirm");
  await expect(page.getByTestId("announcement-send-done")).toHaveText(shared.vi.announcements.queued);
  await expect(page.getByTestId("announcement-row").first()).toContainText(`Thông báo ${marker}`);

  const [viMail] = await mailsTo(people.vi, marker, 1);
  expect(viMail!.subject).toBe(`Thông báo ${marker}`);
  expect(viMail!.text_body).toContain("Chào bạn, hạn chót là 30/11/2030 17:00.");
  const [enMail] = await mailsTo(people.en, marker, 1);
  expect(enMail!.subject).toBe(`Announcement ${marker}`);
  expect(enMail!.text_body).toContain("Hello there, the deadline is 30/11/2030 17:00.");

  // The English subscriber's link, in a browser: one press, an English confirmation, and the subscription ends.
  await page.goto(linkIn(enMail!.text_body));
  await waitForHydration(page);
  await page.getByRole("button", { name: ui.en.publicSite.newsletter.unsubscribeButton }).click();
  await expect(page.getByTestId("unsubscribe-success")).toHaveText(shared.en.subscribers.unsubscribed);

  // The administrator's own test e-mail carries their signed account link: it stops announcements, in Vietnamese.
  await page.goto(linkIn(tests[0]!.text_body));
  await waitForHydration(page);
  await page.getByRole("button", { name: ui.vi.publicSite.newsletter.unsubscribeButton }).click();
  await expect(page.getByTestId("unsubscribe-success")).toHaveText(shared.vi.announcements.unsubscribed);
  const db = e2eDatabase({ readOnly: true });
  try {
    expect(db.prepare("select status from subscribers where email = ?").get(people.en)).toEqual({ status: "unsubscribed" });
    expect(db.prepare("select announcements_off_at is not null as off from users where email = ?").get(ADMIN.email)).toEqual({ off: 1 });
  } finally {
    db.close();
  }
});

test("the page speaks English under /en", async ({ page }) => {
  await signIn(page, "/admin/login", ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto("/en/dashboard/admin/announcements");
  await expect(page.getByRole("heading", { level: 1, name: ui.en.announcements.title })).toBeVisible();
  await expect(page.getByTestId("announcement-segment").locator("option", { hasText: ui.en.announcements.segments.judges_with_unsubmitted_marks })).toHaveCount(
    1,
  );
});
