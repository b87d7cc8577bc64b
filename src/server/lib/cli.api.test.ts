import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";

const run = promisify(execFile);
const empty = fs.mkdtempSync(path.join(os.tmpdir(), "cli-empty-"));
afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

/** Runs an npm script's file as `npm run` does, with only the given configuration (none inherited). */
async function cli(script: string, env: Record<string, string>, args: string[] = []) {
  const { DATABASE_URL: _ignored, DATA_DIR: _also, ...inherited } = process.env;
  return run(process.execPath, [script, ...args], { env: { ...inherited, ...env } }).then(
    (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("the command-line tools say what they need (issue 26, item 10)", () => {
  it("npm run funds:reconcile without an installation says to set DATA_DIR (exit 2) and creates no database", async () => {
    const result = await cli("scripts/funds-reconcile.ts", { DATA_DIR: empty });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      `No database at ${path.join(empty, "app.sqlite")}. Set DATA_DIR to the data directory the app runs with (or DATABASE_URL to its PostgreSQL database).`,
    );
    expect(result.stderr).not.toContain("SQL logic error");
    expect(fs.readdirSync(empty)).toEqual([]);
  });

  it("npm run funds:reconcile passes on an installation (SQLite, or PostgreSQL with TEST_DATABASE_URL)", async () => {
    const t = await createTestApp();
    try {
      const { DATABASE_URL, DATA_DIR } = t.deps.config;
      const env: Record<string, string> = DATABASE_URL ? { DATABASE_URL } : { DATA_DIR };
      const result = await cli("scripts/funds-reconcile.ts", env);
      expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining("Reconciliation passed") });
    } finally {
      await t.close();
    }
  });

  it("npm run audit:verify and npm run backup say the same; verify:draw names a missing file", async () => {
    for (const script of ["scripts/audit-verify.ts", "scripts/backup.ts"]) {
      const result = await cli(script, { DATA_DIR: empty });
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toMatch(/^No database at .*app\.sqlite\. Set DATA_DIR/);
    }
    const draw = await cli("scripts/verify-draw.ts", {}, [path.join(empty, "record.json"), path.join(empty, "list.txt")]);
    expect(draw.code).toBe(2);
    expect(draw.stderr.trim()).toBe(`Cannot read the draw record ${path.join(empty, "record.json")}: ENOENT.`);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
