import { test as base, expect, type Page } from "@playwright/test";
import sharedEn from "../../src/contracts/i18n/en.json" with { type: "json" };
import sharedVi from "../../src/contracts/i18n/vi.json" with { type: "json" };
import uiEn from "../../src/web/i18n/en.json" with { type: "json" };
import uiVi from "../../src/web/i18n/vi.json" with { type: "json" };

/** The app's own catalogues, so the tests follow wording changes but still fail when a text is missing or wrong. */
export const ui = { vi: uiVi, en: uiEn } as const;
export const shared = { vi: sharedVi, en: sharedEn } as const;
export type Lang = keyof typeof ui;

/** The contact page of each language, at its canonical address. */
export const contactPath: Record<Lang, string> = { vi: "/lien-he", en: "/en/contact" };
export const homePath: Record<Lang, string> = { vi: "/", en: "/en" };

/**
 * Every test fails on an uncaught exception in the page (a broken hydration or a crashing handler would otherwise
 * pass unnoticed when the server-rendered HTML looks right). Console errors are attached to help diagnose failures.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      await use(errors);
      if (consoleErrors.length) await testInfo.attach("console-errors", { body: consoleErrors.join("\n"), contentType: "text/plain" });
      expect(errors, "uncaught exceptions in the page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Resolves once React has hydrated the page (React attaches its props to DOM nodes when it hydrates).
 * Clicking earlier would exercise the no-JavaScript path instead of the client-side one.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const element = document.querySelector('[data-testid="language-switch"]');
          return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
        }),
      { message: "the page should hydrate (React attached to the server-rendered HTML)", timeout: 15_000 },
    )
    .toBe(true);
}

/** Resolves when finite CSS animations and transitions (page fade-in, colour changes) have finished. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A cancelled animation (the element went away) rejects `finished`; it is over all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A unique-enough suffix so parallel runs do not send identical messages. */
export function uid(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
