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

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that passes on a retry is failing (docs/decisions/0020-isolated-end-to-end-tests.md).
  retries: 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: "vi-VN",
    // page.route() cannot see requests a service worker answers; tests that need the worker (offline reading)
    // open their own context with serviceWorkers: "allow".
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    // A fresh install's funds are not on sale until their rules are complete: that state is seen first, while nothing
    // else runs, and the rules are completed before the other specs start.
    { name: "fund-opening", use: { browserName: "chromium" }, testMatch: /fund-opening\.spec\.ts$/ },
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /(fund-facts|fund-backdating|fund-opening|number-formats)\.spec\.ts$/, dependencies: ["fund-opening"] },
    // The fund pages' figures, the number formats and the back-dated paper orders add NAV records (of 2017, 2016 and
    // 2024) that would change what the other fund specs compute: they run last. Specs that change what one
    // installation shares (the edition, the draw's weeks, a fund's whole chart) have installations of their own
    // (tests/e2e/installation.ts).
    { name: "results", use: { browserName: "chromium" }, testMatch: /(fund-facts|fund-backdating|number-formats)\.spec\.ts$/, dependencies: ["chromium"] },
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
