import type { Insertable } from "kysely";
import { Redis } from "ioredis";
import type { UsersTable } from "#server/db/schema.ts";
import { loadConfig } from "#server/config.ts";
import { createDeps, type Deps } from "#server/deps.ts";
import { createSession } from "#server/modules/identity/sessions.ts";
import { percentile } from "./funds-orders.ts";
import type { Answer } from "./http-client.ts";
import { freshPostgresSchema, startServer, type RunningServer } from "./server.ts";

/**
 * What the peak-hour scenarios (bench/peak.ts) share: the server on either database with a bench-side `deps` on the
 * same database (to seed what a scenario is not about and to read what it stored), people seeded with sessions,
 * requests timed one by one, an open-loop schedule, and the verdict lines.
 */

export type DatabaseKind = "sqlite" | "postgres";

export interface Target {
  database: DatabaseKind;
  server: RunningServer;
  /** The product's services and repositories on the server's database, in the bench's process. */
  deps: Deps;
  stop(): Promise<void>;
}

const databaseUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
// A Redis database of its own (bench:cluster uses 9), emptied first: rate-limit counters of an earlier run's user
// ids would otherwise count against this one's.
const redisUrl = process.env.BENCH_PEAK_REDIS_URL || "redis://127.0.0.1:6379/10";

/**
 * The production server on SQLite (its own DATA_DIR) or on PostgreSQL in a fresh schema with Redis, behind a trusted
 * proxy as in production (deploy/nginx.conf): each simulated person sends its own X-Forwarded-For, so per-address
 * limits count per person, as they do when thousands of phones sign up.
 */
export async function startTarget(database: DatabaseKind): Promise<Target> {
  const schema = database === "postgres" ? await freshPostgresSchema(databaseUrl, "bench_peak") : undefined;
  if (schema) {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
  }
  const shared: Record<string, string> = schema ? { DATABASE_URL: schema.url, REDIS_URL: redisUrl } : {};
  try {
    const server = await startServer({ env: { ...shared, TRUST_PROXY: "true", SIGNUP_RATE_LIMIT: "100" } });
    const deps = createDeps(loadConfig({ ...shared, DATA_DIR: server.dataDir, LOG_LEVEL: "silent", NODE_ENV: "production" }));
    return {
      database,
      server,
      deps,
      async stop() {
        await deps.close();
        await server.stop();
        await schema?.drop();
      },
    };
  } catch (error) {
    await schema?.drop();
    throw error;
  }
}

/** The address person `n` calls from (10.0.0.0/8, one each). */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface Person {
  id: number;
  email: string;
  /** Bearer token and X-Forwarded-For of this person. */
  headers: Record<string, string>;
}

/**
 * `count` activated accounts written through the product's tables (no argon2: the scenario is not about signing up),
 * each with a session made by identity's createSession. `fields(n)` adds a role's own columns.
 */
export async function seedPeople(
  deps: Deps,
  count: number,
  role: "candidate" | "investor",
  fields: (n: number) => Partial<Insertable<UsersTable>> = () => ({}),
): Promise<Person[]> {
  const now = new Date().toISOString();
  const people: Person[] = [];
  await deps.db.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
        const n = from + k + 1;
        return {
          email: `${role}-${n}@bench.test`,
          password_hash: "!",
          full_name: `Người Đo Tải ${n}`,
          role,
          activated_at: now,
          created_at: now,
          updated_at: now,
          ...fields(n),
        };
      });
      const ids = await trx.insertInto("users").values(rows).returning("id").execute();
      for (const [k, { id }] of ids.entries()) {
        const { token } = await createSession(trx, deps, id, "bench");
        people.push({ id, email: rows[k]!.email, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": addressOf(from + k + 1) } });
      }
    }
  });
  return people;
}

/** A session of the administrator the server made at start (ADMIN_PASSWORD). */
export async function adminHeaders(deps: Deps): Promise<Record<string, string>> {
  const admin = await deps.db.selectFrom("users").select("id").where("role", "=", "administrator").orderBy("id").limit(1).executeTakeFirstOrThrow();
  const { token } = await createSession(deps.db, deps, admin.id, "bench");
  return { authorization: `Bearer ${token}`, "x-forwarded-for": "10.255.255.254" };
}

/** Runs `work` for every item with at most `concurrency` at once (a closed loop: each worker waits for its answer). */
export async function withConcurrency<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Starts `work` for every item at evenly spaced moments over `seconds` (an open loop: arrivals do not wait for the
 * server, as people pressing a button do not), and waits for all of them.
 */
export async function spreadOver<T, R>(items: readonly T[], seconds: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const gapMs = (seconds * 1000) / items.length;
  const started = performance.now();
  return Promise.all(
    items.map(async (item, index) => {
      const wait = started + index * gapMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return work(item);
    }),
  );
}

/** p50, p99 and max of some latencies in ms, one decimal. */
export function latencies(ms: readonly number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return sorted.length
    ? { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)!) }
    : { p50: NaN, p99: NaN, max: NaN };
}

/** One target of a scenario: what was measured, against what, and whether it held. */
export interface Check {
  name: string;
  value: string;
  target: string;
  pass: boolean;
}

export const check = (name: string, value: number | string, target: string, pass: boolean): Check => ({ name, value: String(value), target, pass });

/** Answers that were not the expected status, counted by status (e.g. { "429": 3 }). */
export function failures(answers: readonly Answer[], expected: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) if (answer.status !== expected) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

export const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
