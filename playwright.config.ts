import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the real server (`npm start`: build if needed, migrate, serve) on a fresh SQLite
 * database per run, driving Debian's Chromium. Never downloads a browser.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const oidcPort = port + 100;
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

// The config is evaluated by the runner and again by every worker: create the data directory once and hand it
// to the workers (and the server) through the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: "vi-VN",
    trace: "on-first-retry",
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
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /(results|control-room|fund-facts|fund-backdating|fund-opening)\.spec\.ts$/, dependencies: ["fund-opening"] },
    // The control room closes the submission window for a while (and opens it again): nothing that sends an entry or
    // reads the window may run beside it, so it runs after the rest.
    { name: "control-room", use: { browserName: "chromium" }, testMatch: /control-room\.spec\.ts$/, dependencies: ["chromium"] },
    // The results journey closes the screening and publishes the edition's results (for good): it runs last. The fund
    // pages' figures and the back-dated paper orders add NAV records (of 2017 and 2024) that would change what the other
    // fund specs compute, such as where funds-data's full chart starts: they run last too.
    { name: "results", use: { browserName: "chromium" }, testMatch: /(results|fund-facts|fund-backdating)\.spec\.ts$/, dependencies: ["control-room"] },
  ],
  webServer: [
    {
      // A real OpenID Connect provider, so "Sign in with …" is tested end to end.
      command: "npm exec -- node tests/e2e/oidc-provider.server.ts",
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { OIDC_PORT: String(oidcPort), APP_URL: baseURL },
    },
    {
    command: "npm start",
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? "",
      LOG_LEVEL: "warn",
      CONTACT_RATE_LIMIT: "1000",
      SIGNUP_RATE_LIMIT: "1000",
      SIGNIN_RATE_LIMIT: "1000",
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "e2e-admin-password-long-enough-1234",
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      // Tests write rows straight into the database (tests/e2e/support.ts e2eDatabase tells the cache when they do).
      PUBLIC_CACHE_SYNC_MS: "0",
      // Playwright's API requests reuse a pooled connection without retrying when the server has just closed it
      // (ECONNRESET after a test's browser steps took the 5 s default): keep them longer than any test is idle.
      KEEP_ALIVE_MS: "120000",
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID: "platform",
      OIDC_CLIENT_SECRET: "platform-secret",
      OIDC_PROVIDER_NAME: "Test ID",
    },
  },
  ],
});
