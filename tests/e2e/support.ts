import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { hash } from "@node-rs/argon2";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { pdfFixture, tusMetadata } from "../../src/server/testing/entry-fixtures.ts";
import sharedEn from "../../src/contracts/i18n/en.json" with { type: "json" };
import sharedVi from "../../src/contracts/i18n/vi.json" with { type: "json" };
import uiEn from "../../src/web/i18n/en.json" with { type: "json" };
import uiVi from "../../src/web/i18n/vi.json" with { type: "json" };
import { registerSqlFunctions } from "../../src/server/db/node-sqlite.ts";
import { ADMIN, sharedURL, startInstallation, type Installation, type InstallationKind } from "./installation.ts";

/** The app's own catalogues, so the tests follow wording changes but still fail when a text is missing or wrong. */
export const ui = { vi: uiVi, en: uiEn } as const;
export const shared = { vi: sharedVi, en: sharedEn } as const;
/** A catalogue text with its {{placeholders}} filled in, as i18next does. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
export type Lang = keyof typeof ui;

/** The contact page of each language, at its canonical address. */
export const contactPath: Record<Lang, string> = { vi: "/lien-he", en: "/en/contact" };
export const homePath: Record<Lang, string> = { vi: "/", en: "/en" };

/** The installation the running test uses: the shared server's, or the spec's own (`ownInstallation`). */
let current: Installation = { url: "", dataDir: process.env.E2E_DATA_DIR ?? "" };

/**
 * Every test fails on an uncaught exception in the page (a broken hydration or a crashing handler would otherwise
 * pass unnoticed when the server-rendered HTML looks right). Console errors are attached to help diagnose failures.
 *
 * A spec that changes what one installation shares (the edition's dates, its published results, the draw's weeks)
 * says `test.use({ ownInstallation: true })` (or `"demo"`, for one filled by `npm run demo`, whose accounts are in
 * `installation.accounts`): its tests then run against a server of their own, started on a fresh
 * database for the spec file (once per worker that runs its tests) and stopped after it; `baseURL`, `page`,
 * `request` and `e2eDatabase` all point at it. docs/decisions/0020-isolated-end-to-end-tests.md says why.
 */
export const test = base.extend<
  { pageErrors: string[]; ownInstallation: boolean | "demo"; installation: Installation },
  { ownInstallations: OwnInstallations }
>({
  ownInstallation: [false, { option: true }],
  ownInstallations: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool = new OwnInstallations();
      await use(pool);
      await pool.stop();
    },
    { scope: "worker" },
  ],
  installation: [
    async ({ ownInstallation, ownInstallations }, use, testInfo) => {
      const shared = { url: sharedURL(), dataDir: process.env.E2E_DATA_DIR ?? "" };
      current = ownInstallation ? await ownInstallations.for(testInfo.file, ownInstallation === "demo" ? "demo" : "fresh") : shared;
      await use(current);
      current = shared;
    },
    // Starting an own installation is not the test's time (the run's first one also makes the template).
    { auto: true, timeout: 300_000 },
  ],
  baseURL: async ({ installation }, use) => {
    await use(installation.url);
  },
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

/** A worker's own installation: one at a time, for the spec file whose tests it runs now. */
class OwnInstallations {
  private running?: { file: string; installation: Promise<Awaited<ReturnType<typeof startInstallation>>> };

  async for(file: string, kind: InstallationKind): Promise<Installation> {
    if (this.running?.file !== file) {
      await this.stop();
      this.running = { file, installation: startInstallation(kind) };
    }
    return this.running.installation;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await (await running.installation.catch(() => undefined))?.stop();
  }
}
export { expect };

/**
 * Resolves once React has hydrated the page. A public page hydrates on the visitor's first interaction
 * (docs/performance.md, "Deferred hydration"): a press of Shift is one, and changes nothing on the page. The root marks
 * `<html data-hydrated>` once its effects ran. Clicking earlier would exercise the held-and-replayed path (tested in
 * deferred-hydration.spec.ts) or, without JavaScript, the server's.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  // Checked in the page at every frame until it appears, rather than by the runner at growing intervals (up to 1 s).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 15_000 });
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

export { ADMIN };

/** axe-core's browser build, read once per worker. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/**
 * Only violations are read: axe then skips collecting every node that passes. The product's pages have no frames, so
 * axe looks at the document alone.
 */
const axeOptions: RunOptions = {
  resultTypes: ["violations"],
  iframes: false,
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
};

/**
 * WCAG 2.2 AA problems on the page as it is now: rule, impact and offending selectors, for a readable failure.
 * axe is put into the document once (a second check of the same document reuses it) and run there. Sending its 640 KB
 * source is most of a check's time: @axe-core/playwright sent it twice per check, and a check took twice as long.
 */
export async function axeViolations(page: Page) {
  await waitForHydration(page);
  await waitForAnimations(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options)).violations,
    axeOptions,
  );
  return violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`) }));
}

/** The SQLite file of the installation the test runs against: its outbox tables, and people tests create directly. */
export function e2eDatabase({ readOnly = false } = {}): DatabaseSync {
  const db = new DatabaseSync(path.join(current.dataDir, "app.sqlite"), { readOnly });
  db.exec("PRAGMA busy_timeout = 5000");
  registerSqlFunctions(db);
  if (!readOnly) {
    // Rows written here may change public pages: like any other process, tell the server's public cache when done
    // (the e2e server reads the shared generation on every lookup: PUBLIC_CACHE_SYNC_MS=0 in playwright.config.ts).
    const close = db.close.bind(db);
    db.close = () => {
      db.exec("insert into cache_generations (name, generation) values ('public', 1) on conflict (name) do update set generation = generation + 1");
      close();
    };
  }
  return db;
}

/** Fills a sign-in form (user or admin) and submits it; callers assert where it lands. */
export async function signIn(page: Page, loginPath: string, credentials: { email: string; password: string }, { javaScript = true } = {}) {
  await page.goto(loginPath);
  if (javaScript) await waitForHydration(page);
  await page.locator('input[name="email"]').fill(credentials.email);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.locator('form button[type="submit"]').first().click();
}

/** The newest message the job worker delivered to an address or number after `after` (it polls every second). */
export async function delivered(table: "outbox_emails" | "outbox_sms", to: string, after = 0): Promise<{ id: number; text: string }> {
  const column = table === "outbox_emails" ? "to_address" : "to_number";
  let found: { id: number; text: string } | undefined;
  await expect
    .poll(
      () => {
        const db = e2eDatabase({ readOnly: true });
        try {
          const row = db.prepare(`select id, text_body from ${table} where ${column} = ? and id > ? order by id desc limit 1`).get(to, after) as
            { id: number; text_body: string } | undefined;
          found = row ? { id: row.id, text: row.text_body } : undefined;
          return !!found;
        } finally {
          db.close();
        }
      },
      { message: `a message to ${to} in ${table}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Puts an activated person straight into the database (WAL lets a second connection write while the server runs). */
export async function insertPerson(person: {
  email: string;
  password: string;
  role?: "candidate" | "investor";
  full_name?: string;
  phone_number?: string;
  birth_date?: string;
  nation?: string;
}): Promise<void> {
  const now = new Date().toISOString();
  const passwordHash = await hash(person.password);
  const db = e2eDatabase();
  try {
    db.prepare(
      `insert into users (email, password_hash, full_name, role, phone_number, birth_date, nation, person_type, activated_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, 'person', ?, ?, ?)`,
    ).run(
      person.email,
      passwordHash,
      person.full_name ?? "Người Thử Nghiệm",
      person.role ?? "candidate",
      person.phone_number ?? null,
      person.birth_date ?? null,
      person.nation ?? null,
      now,
      now,
      now,
    );
  } finally {
    db.close();
  }
}

/** A Vietnamese mobile number no other test uses. */
export function phoneNumber(): string {
  return `+849${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/** Signs in through the API and answers the bearer header for further calls. */
export async function apiSession(request: APIRequestContext, credentials: { email: string; password: string }): Promise<{ authorization: string }> {
  const signin = await request.post("/api/v1/auth/signin", { data: credentials });
  expect(signin.status(), "API sign-in").toBe(200);
  return { authorization: `Bearer ${(await signin.json()).data.token}` };
}

/** A new contestant whose entry is sent through the API (tus upload of the essay, then the submission). */
export async function sendEntry(
  request: APIRequestContext,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<{ email: string; password: string; code: string }> {
  const email = `entry-admin-${uid()}@example.com`;
  const password = "bai-du-thi-e2e-mat-khau-2024";
  await insertPerson({ email, password, phone_number: phoneNumber(), birth_date: "1990-05-01", nation: "VN" });
  const headers = await apiSession(request, { email, password });
  const essay = await pdfFixture();
  const created = await request.post("/uploads", {
    headers: {
      ...headers,
      "tus-resumable": "1.0.0",
      "upload-length": String(essay.length),
      "upload-metadata": tusMetadata({ kind: "essay", filename: "essay.pdf" }),
    },
  });
  const location = created.headers().location ?? "";
  await request.patch(location, {
    headers: { ...headers, "tus-resumable": "1.0.0", "content-type": "application/offset+octet-stream", "upload-offset": "0" },
    data: essay,
  });
  // The essay's check is a job the server's worker runs after the last PATCH (ADR 0029): the draft shows it ready.
  await expect
    .poll(async () => (await (await request.get("/api/v1/contest/draft", { headers })).json()).data.files[0]?.state, { timeout: 30_000 })
    .toBe("ready");
  const sent = await request.post("/api/v1/contest/entry", {
    headers,
    data: { choice_answer: "A", title, accept_rules: true, declare_not_staff: true, ...extra },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { email, password, code: (await sent.json()).data.code };
}

/**
 * Answers the site's confirmation dialog (src/web/components/Confirmation.tsx) of an action that cannot be undone:
 * it says so in the page's language, the safe answer has the focus, and confirming closes it.
 */
export async function confirmDialog(page: Page, lang: Lang, confirmTestId: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-irreversible")).toContainText(ui[lang].confirmation.cannotUndo);
  await expect(dialog.getByTestId("confirm-cancel")).toBeFocused();
  await dialog.getByTestId(confirmTestId).click();
  await expect(page.getByTestId("confirm-irreversible")).toHaveCount(0);
}
