import type { Page } from "@playwright/test";
import { expect, insertPerson, phoneNumber, signIn, ui, uid, waitForHydration, type Lang } from "./support.ts";

const PASSWORD = "bai-du-thi-e2e-mat-khau-2024";
/**
 * How long a file may take to show as checked: its check is a job (ADR 0029) that the e2e server's worker claims
 * within about a second, and the page asks again (CHECK_POLL_MS) while a file is being checked.
 */
export const CHECKED = 20_000;
const loginPath: Record<Lang, string> = { vi: "/user/login", en: "/en/user/login" };
const submitPath: Record<Lang, string> = { vi: "/user/submit-exam", en: "/en/user/submit-exam" };

/** A new contestant, signed in on `page`; with a complete profile unless told otherwise. Their e-mail address. */
export async function contestant(page: Page, lang: Lang, profile: { birth_date?: string; nation?: string } = { birth_date: "1990-05-01", nation: "VN" }) {
  const email = `entry-${uid()}@example.com`;
  await insertPerson({ email, password: PASSWORD, phone_number: phoneNumber(), ...profile });
  await signIn(page, loginPath[lang], { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  return email;
}

export async function openSubmit(page: Page, lang: Lang) {
  await page.goto(submitPath[lang]);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: ui[lang].entries.submit.title })).toBeVisible();
}

/** The file input of the uploads of one kind (essay, image, video). */
export const input = (page: Page, kind: string) => page.getByTestId(`file-input-${kind}`);
