import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Insertable } from "kysely";
import pg from "pg";
import type { Role } from "#contracts/identity.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createDeps } from "#server/deps.ts";
import type { UsersTable } from "#server/db/schema.ts";
import type { Clock } from "#server/lib/clock.ts";
import { createSession } from "#server/modules/identity/sessions.ts";
import { appDatabase } from "./test-databases.ts";

/**
 * For tests that migrate a schema of their own in a shared database (several processes on one schema): Kysely's
 * migrator looks at the tables of every schema, which fails if another file drops its schema at that moment, so
 * schema changes take turns.
 */
export async function withSchemaLock<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(727274)");
    return await work(admin);
  } finally {
    await admin.query("select pg_advisory_unlock(727274)").catch(() => {});
    await admin.end();
  }
}

/** The header that authenticates a request with a session token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock tests can move. */
function testClock(start = new Date("2026-11-22T03:00:00.000Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

/** Apps a test file opened and has not closed; closed after each file (src/server/testing/api-file-setup.ts). */
const openApps = new Set<{ close(): Promise<void> }>();

/**
 * Closes what a test file left open. The API suite's workers run file after file in one process (vitest.config.ts,
 * isolate: false), so an app left open would hold its pool, and its database, until the run's end.
 */
export async function closeOpenApps() {
  await Promise.all([...openApps].map((app) => app.close()));
}

/**
 * A fresh app without a port: SQLite in a temporary directory, or, when TEST_DATABASE_URL is set, a PostgreSQL
 * database of its own (put back as the template left it on close, for the worker's next app), so tests never see
 * each other's rows. Both start as a copy of a
 * migrated template (src/server/testing/test-databases.ts).
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "app-test-"));
  const database = await appDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    CONTACT_EMAIL: "organisers@example.test",
    // Tests write rows straight into the database and read them back: the public cache is on only where a test
    // turns it on (src/server/http/page-cache.api.test.ts).
    PUBLIC_CACHE_TTL_SECONDS: "0",
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const clock = testClock();
  const deps = createDeps(config, { clock });
  const app = buildApp(deps);

  const testApp = {
    app,
    deps,
    clock,
    db: deps.db,
    /** JSON request helper: `body` is serialised, `lang` sets Accept-Language. */
    async call(method: string, url: string, options: { body?: unknown; lang?: string; headers?: Record<string, string> } = {}) {
      const response = await app.request(url, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...(options.lang ? { "accept-language": options.lang } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
      });
      const text = await response.text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, json, text };
    },
    /**
     * A signed-in person of a role, for tests of other modules: an activated account written straight into the
     * database (with an unusable password) and a live session. Returns the headers that authenticate as them.
     */
    async signedIn(role: Role, fields: Partial<Insertable<UsersTable>> = {}) {
      const now = clock.now().toISOString();
      const email = fields.email ?? `${role}-${randomUUID()}@example.test`;
      const { id } = await deps.db
        .insertInto("users")
        .values({ full_name: `Người dùng ${role}`, role, activated_at: now, created_at: now, updated_at: now, ...fields, email, password_hash: "!" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const { token } = await createSession(deps.db, deps, id, "vitest");
      return { id, email, headers: { authorization: `Bearer ${token}` } };
    },
    async close() {
      if (!openApps.delete(testApp)) return;
      await deps.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  openApps.add(testApp);
  return testApp;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
