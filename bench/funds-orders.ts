import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { searchFold } from "../src/domain/search-text.ts";

/**
 * The fund case of `npm run bench` (issue 15): the administrators' order list `GET /order` with its filters over
 * 100,000 orders of 2,000 investors on the server's SQLite file. Requests go one at a time (the latency an
 * administrator sees, not queueing), so p95 is read directly from the sorted samples; the goal is p95 < 100 ms.
 */

export const FUND_ORDERS = 100_000;
const INVESTORS = 2_000;

/** A small deterministic generator, so every run benches the same rows. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Seeds the orders and a session of the first administrator; answers that session's bearer token. */
export function seedFundOrders(dataDir: string): string {
  const db = new DatabaseSync(path.join(dataDir, "app.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    // The users' search_text triggers (migration 0012) call this function; the server registers the same one.
    db.function("search_fold", { deterministic: true }, (value) => (typeof value === "string" ? searchFold(value) : ""));
    const next = random(15);
    const at = (day: number) => new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString();
    db.exec("BEGIN");
    const user = db.prepare(
      "INSERT INTO users (email, password_hash, full_name, role, activated_at, created_at, updated_at) VALUES (?, '!', ?, 'investor', ?, ?, ?) RETURNING id",
    );
    const userIds: number[] = [];
    for (let i = 1; i <= INVESTORS; i++)
      userIds.push(Number((user.get(`nha.dau.tu.${i}@example.test`, `Nhà Đầu Tư Số ${i}`, at(0), at(0), at(0)) as { id: number }).id));
    const order = db.prepare(
      "INSERT INTO fund_orders (user_id, loai, type, tinhtrang, giatri, fee, fee_bps, soluongban, order_id, date_create, recorded_at, trade_date, dealing_date, source, locale, updated_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?, NULL, ?, ?, ?, ?, 'web', 'vi', ?)",
    );
    for (let i = 0; i < FUND_ORDERS; i++) {
      const day = Math.floor(next() * 700);
      const sell = next() < 0.4;
      const placed = at(day);
      order.run(
        userIds[Math.floor(next() * INVESTORS)]!,
        next() < 0.5 ? 0 : 1,
        sell ? "sell" : "buy",
        Math.floor(next() * 6),
        sell ? null : 1_000_000 + Math.floor(next() * 99) * 100_000,
        sell ? 100 + Math.floor(next() * 10_000) : null,
        placed,
        placed,
        placed.slice(0, 10),
        at(day + 1).slice(0, 10),
        placed,
      );
    }
    // A session like identity's createSession writes: the SHA-256 of a random token.
    const token = randomBytes(32).toString("base64url");
    const admin = db.prepare("SELECT id FROM users WHERE role = 'administrator' ORDER BY id LIMIT 1").get() as { id: number };
    const now = new Date();
    db.prepare("INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
      admin.id,
      createHash("sha256").update(token).digest("hex"),
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + 86_400_000).toISOString(),
    );
    db.exec("COMMIT");
    return token;
  } finally {
    db.close();
  }
}

const queries = [
  "/api/v1/order",
  "/api/v1/order?loai=1&type=buy&tinhtrang=2&page=3",
  "/api/v1/order?loai=0&type=all&tinhtrang=all&from=2025-06-01&to=2025-09-30",
  "/api/v1/order?loai=0&type=sell&tinhtrang=all&q=Nh%C3%A0%20%C4%90%E1%BA%A7u%20T%C6%B0%20S%E1%BB%91%2017",
  "/api/v1/order?loai=1&type=all&tinhtrang=all&page=2000&limit=20",
];

/** The `p`th percentile of ascending samples (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Every query `rounds` times, one request at a time, after one warm-up pass; latencies in ms. */
export async function benchAdminOrders(origin: string, token: string, rounds = 40) {
  const headers = { authorization: `Bearer ${token}` };
  for (const query of queries) {
    const res = await fetch(origin + query, { headers });
    const body = (await res.json()) as { totalOrder?: number };
    if (res.status !== 200 || typeof body.totalOrder !== "number") throw new Error(`GET ${query} answered ${res.status}`);
  }
  const byQuery = queries.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, query] of queries.entries()) {
      const started = performance.now();
      const res = await fetch(origin + query, { headers });
      await res.arrayBuffer();
      byQuery[index]!.push(performance.now() - started);
    }
  }
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const samples = sorted(byQuery.flat());
  return {
    orders: FUND_ORDERS,
    investors: INVESTORS,
    requests: samples.length,
    p50: round1(percentile(samples, 50)),
    p95: round1(percentile(samples, 95)),
    max: round1(samples.at(-1)!),
    goalP95Ms: 100,
    perQuery: queries.map((query, index) => ({
      query,
      p50: round1(percentile(sorted(byQuery[index]!), 50)),
      p95: round1(percentile(sorted(byQuery[index]!), 95)),
    })),
  };
}
