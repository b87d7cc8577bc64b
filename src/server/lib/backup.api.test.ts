import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { seed } from "#server/db/seed.ts";
import { createDeps, type Deps } from "#server/deps.ts";
import { prepare } from "#server/main.ts";
import { contestClient, type Person } from "#server/testing/contest-client.ts";
import { pdfFixture } from "#server/testing/entry-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { createBackup, restoreBackup } from "./backup.ts";

let t: TestApp;
let restored: Deps | undefined;
const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-test-"));

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: "mat-khau-quan-tri-2026" });
  await seed(t.deps);
});
afterAll(async () => {
  await restored?.close();
  await t.close();
  fs.rmSync(freshDir, { recursive: true, force: true });
});

const tables = ["users", "sessions", "news", "pages", "audit_events", "entry_drafts", "entry_files", "contest_editions"] as const;
async function counts(deps: Pick<Deps, "db">) {
  const result: Record<string, number> = {};
  for (const table of tables)
    result[table] = Number(
      (
        await deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return result;
}

async function essayOf(app: { request: TestApp["app"]["request"] }, person: Person) {
  const draft = (await (await app.request("/api/v1/contest/draft", { headers: person.headers })).json()).data;
  const file = await app.request(draft.files[0].url);
  expect(file.status).toBe(200);
  return createHash("sha256")
    .update(Buffer.from(await file.arrayBuffer()))
    .digest("hex");
}

describe("npm run backup and npm run restore (issue 18)", () => {
  it("restores users, an entry with its file, news and audit events into a fresh DATA_DIR, and the app serves them", async () => {
    const client = contestClient(t);
    const person = await client.contestant();
    const { sent } = await client.upload(person, "essay", await pdfFixture(), { name: "bai-du-thi.pdf" });
    expect(sent.status).toBe(204);
    const before = await counts(t.deps);
    expect(before).toMatchObject({ users: 2, entry_files: 1 });
    expect(before.news).toBeGreaterThan(0);
    expect(before.audit_events).toBeGreaterThan(1);
    const essay = await essayOf(t.app, person);

    const folder = await createBackup(t.deps.config);
    expect(folder.startsWith(path.join(t.deps.config.DATA_DIR, "backups"))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(folder, "backup.json"), "utf8"))).toMatchObject({ format: 1, dialect: t.deps.database.dialect });

    // The old installation is gone: on PostgreSQL its schema is emptied; the files go to a new DATA_DIR either way.
    const databaseUrl = t.deps.config.DATABASE_URL;
    if (databaseUrl) {
      const schema = /search_path=(\w+)/.exec(decodeURIComponent(databaseUrl))![1]!;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade; create schema ${schema}`).finally(() => admin.end());
    }
    const config = loadConfig({
      DATA_DIR: freshDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      ADMIN_PASSWORD: "mat-khau-quan-tri-2026",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    await expect(restoreBackup(config, folder)).resolves.toMatchObject({ dialect: t.deps.database.dialect });
    // A second restore over it is refused unless forced.
    await expect(restoreBackup(config, folder)).rejects.toThrow(/--force/);

    restored = createDeps(config);
    await prepare(restored);
    const app = buildApp(restored);
    expect(await counts(restored)).toEqual(before);
    expect(await essayOf(app, person)).toBe(essay);
    const news = await (await app.request("/api/v1/news?lang=vi")).json();
    expect(news.data.length).toBeGreaterThan(0);
    const admins = await restored.db.selectFrom("users").select("email").where("role", "=", "administrator").execute();
    expect(admins).toEqual([{ email: "admin@example.invalid" }]);
  }, 60_000);
});
