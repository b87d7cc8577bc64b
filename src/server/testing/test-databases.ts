import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { connected, postgresPool, type PostgresPool } from "./postgres-pool.ts";

/**
 * Every test app gets a database of its own with every migration applied. Running the migrations per app is most of
 * an API test file's time, so the API suite's global setup (src/server/testing/api-setup.ts) migrates a template once
 * and each app copies it: a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL, where a copy is then
 * reused by the worker's next apps, put back as the template left it (postgres-pool.ts). Without the global setup (a
 * benchmark, a script), each app migrates its own database.
 */

/** What the global setup hands the test workers (environment variables survive the fork). */
const SQLITE_TEMPLATE = "TEST_SQLITE_TEMPLATE";
const POSTGRES_TEMPLATE = "TEST_POSTGRES_TEMPLATE";
/** The process that started the run owns its app databases, so a later run can tell a crashed run's leftovers. */
const OWNER = "TEST_DATABASE_OWNER";

const srcDir = path.resolve(import.meta.dirname, "../..");
const migrationsDir = path.join(srcDir, "server", "db", "migrations");

/**
 * Names a template after what builds it: the migrations, their list, and the modules they import. A template built
 * from older migrations is never reused, and a crashed build never gets the name (it is renamed once complete).
 */
function migrationsKey(): string {
  const hash = createHash("sha256");
  const files = [
    path.join(srcDir, "server", "db", "migrate.ts"),
    ...fs
      .readdirSync(migrationsDir)
      .sort()
      .map((name) => path.join(migrationsDir, name)),
  ];
  const imported = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    hash.update(path.relative(srcDir, file)).update(text);
    for (const [, folder, rest] of text.matchAll(/from "#(\w+)\/([^"]+)"/g)) imported.add(path.join(srcDir, folder!, rest!));
  }
  for (const file of [...imported].sort()) hash.update(path.relative(srcDir, file)).update(fs.readFileSync(file, "utf8"));
  return hash.digest("hex").slice(0, 16);
}

/** The URL of database `name` on the server of `baseUrl`, its tables in schema `public`. */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Named in the URL as a run on a shared database names its own schema (the backup test empties the schema it finds).
  // A test's commits need not wait for the disk: a crash loses the run anyway.
  url.searchParams.set("options", "-c search_path=public -c synchronous_commit=off");
  return url.toString();
}

async function migrated(database: DatabaseHandle, finish: (database: DatabaseHandle) => Promise<void> = async () => {}) {
  try {
    await migrateToLatest(database);
    await finish(database);
  } finally {
    await database.close();
  }
}

/** A migrated SQLite file in the temporary directory, one per key, in rollback-journal mode so one file holds it all. */
async function sqliteTemplate(key: string): Promise<string> {
  const file = path.join(os.tmpdir(), `app-test-template-${key}.sqlite`);
  if (fs.existsSync(file)) return file;
  const building = `${file}.${process.pid}`;
  await migrated(openDatabase({ sqliteFile: building }), async ({ db }) => void (await sql`pragma journal_mode = delete`.execute(db)));
  fs.renameSync(building, file);
  return file;
}

/** A migrated PostgreSQL database, one per key, kept for the next run; nothing ever connects to it once built. */
async function postgresTemplate(baseUrl: string, key: string): Promise<string> {
  const name = `test_template_${key}`;
  await connected(baseUrl, async (admin) => {
    if ((await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount) return;
    const building = `${name}_${process.pid}`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    try {
      await migrated(openDatabase({ DATABASE_URL: databaseUrl(baseUrl, building), sqliteFile: "" }));
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      // Another run built the same template meanwhile: use theirs.
      if ((error as { code?: string }).code !== "42P04") throw error;
    }
  });
  return name;
}

const APP_PREFIX = "test_app_";
/** PostgreSQL's error code for a database others are connected to. */
const OBJECT_IN_USE = "55006";

/**
 * The app databases of runs whose process is gone (a crash, a kill), or of this run when `run` is given. Dropped side
 * by side: each drop waits for a checkpoint, which concurrent drops share.
 */
async function dropAppDatabases(baseUrl: string, run?: number) {
  const { rows } = await connected(baseUrl, (admin) =>
    admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${APP_PREFIX}%`]),
  );
  const ours = rows
    .map(({ datname }) => datname)
    .filter((name) => {
      const owner = Number(name.slice(APP_PREFIX.length).split("_")[0]);
      return run === undefined ? !isAlive(owner) : owner === run;
    });
  await Promise.all(ours.map((name) => connected(baseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The global setup's work: builds (or finds) the template for the database the suite runs on and tells the workers
 * where it is. Returns the teardown, which drops any app database of this run a test left behind.
 */
export async function prepareTemplates(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  const key = migrationsKey();
  const baseUrl = env.TEST_DATABASE_URL;
  if (!baseUrl) {
    env[SQLITE_TEMPLATE] = await sqliteTemplate(key);
    return async () => {};
  }
  await dropAppDatabases(baseUrl);
  env[POSTGRES_TEMPLATE] = await postgresTemplate(baseUrl, key);
  env[OWNER] = String(process.pid);
  return () => dropAppDatabases(baseUrl, process.pid);
}

/**
 * A database of its own for a test app: the SQLite file in `dataDir`, or, with TEST_DATABASE_URL, a PostgreSQL
 * database (its URL is returned). `drop` removes what the app's data directory does not hold.
 */
export async function appDatabase(dataDir: string): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const sqliteFile = path.join(dataDir, "app.sqlite");
    const template = process.env[SQLITE_TEMPLATE];
    if (template) fs.copyFileSync(template, sqliteFile);
    else await migrated(openDatabase({ sqliteFile }));
    return { drop: async () => {} };
  }
  const template = process.env[POSTGRES_TEMPLATE];
  if (!template) {
    // No global setup (a benchmark, a script): a database of its own, migrated here, and dropped on close.
    const name = await createAppDatabase(baseUrl);
    await migrated(openDatabase({ DATABASE_URL: databaseUrl(baseUrl, name), sqliteFile: "" }));
    return { databaseUrl: databaseUrl(baseUrl, name), drop: () => dropAppDatabase(baseUrl, name) };
  }
  pool ??= postgresPool(
    (name) => databaseUrl(baseUrl, name),
    () => createAppDatabase(baseUrl, template),
    (name) => dropAppDatabase(baseUrl, name),
  );
  const name = await pool.take();
  return { databaseUrl: databaseUrl(baseUrl, name), drop: () => pool!.release(name) };
}

/** This worker's reusable app databases (postgres-pool.ts), made on first use. */
let pool: PostgresPool | undefined;

async function createAppDatabase(baseUrl: string, template?: string): Promise<string> {
  const name = `${APP_PREFIX}${process.env[OWNER] ?? process.pid}_${randomUUID().replaceAll("-", "")}`;
  await connected(baseUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ""}`));
  return name;
}

async function dropAppDatabase(baseUrl: string, name: string) {
  // The pool's connections are still closing when its end() resolves: forcing them out now would make them fail
  // in a process that goes on running tests. A database still in use is dropped by the run's teardown instead.
  await connected(baseUrl, (admin) =>
    admin.query(`drop database if exists ${name}`).catch((error: { code?: string }) => {
      if (error.code !== OBJECT_IN_USE) throw error;
    }),
  );
}
