import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { oidcIssuer, serverEnv, sharedPort, sharedURL } from "./tests/e2e/installation.ts";

/**
 * End-to-end tests against the real server (`npm start`: build if needed, migrate, serve) on a fresh SQLite
 * database per run, driving Debian's Chromium. Never downloads a browser.
 */
const port = sharedPort();
const baseURL = sharedURL();

// The config is evaluated by the runner and again by every worker: create the data directory once and hand it
// to the workers (and the server) through the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.on("exit", () => {
    // With the template and the compile cache of own installations (tests/e2e/installation.ts).
    for (const dir of [dataDir, `${dataDir}-template`, `${dataDir}-compile-cache`]) fs.rmSync(dir, { recursive: true, force: true });
  });
}

const specs = (...names: string[]) => names.map((name) => `**/${name}.spec.ts`);
/** The specs with the longest tests (the slowest-tests list of `npm test`), started first. */
const longestFirst = specs(
  "results",
  "bilingual-parity",
  "judging",
  "published-results",
  "contest-entry",
  "referrals",
  "judging-admin",
  "fund-backdating",
  "funds",
);
/**
 * Specs of what a public page does before the visitor's first interaction. The headless shell moves a synthetic mouse
 * over the page's top-left corner as it loads, which is an interaction (hydration-loader.ts): these run in the full
 * browser, whose mouse stays off the page until a test moves it.
 */
const beforeInteraction = specs("deferred-hydration", "funds-data");

/** Debian's Chromium: the whole browser, and the headless shell (the same build without the browser's UI). */
const fullBrowser = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const shellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const headlessShell = fs.existsSync(shellPath) ? shellPath : fullBrowser;

/** A project's browser: its executable and the flags every run uses. */
const browser = (executablePath: string) => ({
  browserName: "chromium" as const,
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // A page fetches up to eight visible public links when idle (OfflineSupport.tsx): over the run's thousand page
      // visits, server renders nobody reads. A slow-2g estimate turns that off (prefetch.ts); site.spec.ts tests
      // prefetching on a 4g connection of its own.
      "--force-effective-connection-type=Slow-2G",
    ],
  },
});

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that passes on a retry is failing (docs/decisions/0020-isolated-end-to-end-tests.md).
  retries: 0,
  workers: 2,
  reporter: "list",
  // A journey takes 10 to 20 s where two processes get two cores. Some machines give the two CPUs one core's work
  // (docs/testing.md, "Machines"): there the same tests took up to 30 s and met a 30 s budget.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: "vi-VN",
    // page.route() cannot see requests a service worker answers; tests that need the worker (offline reading)
    // open their own context with serviceWorkers: "allow".
    serviceWorkers: "block",
  },
  // Every spec makes its own data, and a spec that changes or reads what one installation shares has an installation
  // of its own (tests/e2e/installation.ts), so no spec depends on another's order. The projects choose the browser
  // and the order: most specs run in the headless shell, which took two thirds of the whole browser's CPU time for
  // the same tests (docs/decisions/0027-end-to-end-tests-in-the-headless-shell.md); the specs whose tests take longest
  // start first, so the run does not end on one worker finishing a long test while the other idles (files start in
  // alphabetical order otherwise: a run ended 78 s after half the tests' summed time).
  projects: [
    { name: "chromium, longest first", testMatch: longestFirst, use: browser(headlessShell) },
    { name: "chromium, before interaction", testMatch: beforeInteraction, use: browser(fullBrowser) },
    { name: "chromium", testIgnore: [...longestFirst, ...beforeInteraction], use: browser(headlessShell) },
  ],
  webServer: [
    {
      // A real OpenID Connect provider, so "Sign in with …" is tested end to end.
      command: "npm exec -- node tests/e2e/oidc-provider.server.ts",
      url: `${oidcIssuer()}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { OIDC_PORT: String(port + 100), APP_URL: baseURL },
    },
    {
      command: "npm start",
      url: `${baseURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: serverEnv(port, process.env.E2E_DATA_DIR ?? "", oidcIssuer()),
    },
  ],
});
