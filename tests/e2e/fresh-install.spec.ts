import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, signIn, test, ui } from "./support.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * A newcomer's first start: `npm start` with no ADMIN_* variables on an empty data directory prints the first
 * administrator's address and password, and exactly those sign in at /admin/login (issue 25: it printed an address
 * the sign-in form refused). Its own server, on a free port, beside the shared one.
 */
test.describe("a fresh install", () => {
  let server: ChildProcess | undefined;
  let dataDir = "";

  test.afterEach(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("the administrator printed on the first start signs in at /admin/login", async ({ page }) => {
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fresh-install-"));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("ADMIN_") && name !== "LOG_LEVEL"));
    server = spawn(process.execPath, ["scripts/start.ts"], {
      cwd: root,
      env: { ...env, NODE_ENV: "production", PORT: "0", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));

    const printed = () => /First administrator created: (\S+) \/ password: (\S+)/.exec(output);
    await expect.poll(() => !!printed() || server!.exitCode !== null, { message: "the first start prints the administrator", timeout: 90_000 }).toBe(true);
    const [, email, password] = printed() ?? [];
    const port = /Listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    expect(email && password && port, output).toBeTruthy();

    await signIn(page, `http://localhost:${port}/admin/login`, { email: email!, password: password! });
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole("heading", { name: ui.vi.dashboard.title })).toBeVisible();
  });
});
