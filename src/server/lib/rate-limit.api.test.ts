import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { databaseRateLimiter, redisRateLimiter, type RateLimiter, type RateRule } from "./rate-limit.ts";

/** Redis runs on this machine and in CI (.ci/run starts it); REDIS_URL points elsewhere when set. */
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";

/** A rule of its own per test, so runs (and the two stores) never share counters. */
const rule = (limit: number, windowSeconds = 60): RateRule => ({ name: `test-${randomUUID()}`, limit, windowSeconds });

/** The behaviour every store must have: the same rules hold behind a load balancer, whichever store counts. */
function rateLimiterContract(name: string, open: () => Promise<{ limiter: RateLimiter; close: () => Promise<void> }>) {
  describe(name, () => {
    let store: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it("allows `limit` hits in a window, then refuses with the seconds left in it", async () => {
      const r = rule(3, 60);
      const outcomes = [];
      for (let i = 0; i < 4; i += 1) outcomes.push(await store.limiter.hit(r, "client-a"));
      expect(outcomes.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
      expect(outcomes[3]).toMatchObject({ allowed: false });
      const retry = (outcomes[3] as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
    });

    it("counts each key on its own, and each rule on its own", async () => {
      const r = rule(1);
      expect(await store.limiter.hit(r, "client-a")).toEqual({ allowed: true });
      expect(await store.limiter.hit(r, "client-b")).toEqual({ allowed: true });
      expect((await store.limiter.hit(r, "client-a")).allowed).toBe(false);
      expect(await store.limiter.hit(rule(1), "client-a")).toEqual({ allowed: true });
    });

    it("peek tells whether a key has used up its rule without counting a hit", async () => {
      const r = rule(2);
      expect(await store.limiter.peek(r, "k")).toEqual({ allowed: true });
      expect(await store.limiter.peek(r, "k")).toEqual({ allowed: true });
      await store.limiter.hit(r, "k");
      expect(await store.limiter.peek(r, "k")).toEqual({ allowed: true });
      await store.limiter.hit(r, "k");
      expect((await store.limiter.peek(r, "k")).allowed).toBe(false);
    });

    it("counts concurrent hits exactly: 20 at once against a limit of 5 let exactly 5 through", async () => {
      const r = rule(5);
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => store.limiter.hit(r, "burst")));
      expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
    });
  });
}

rateLimiterContract("redisRateLimiter (Redis)", async () => {
  const limiter = redisRateLimiter(redisUrl);
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  expect(await probe.ping()).toBe("PONG");
  probe.disconnect();
  return { limiter, close: () => limiter.close() };
});

describe("redisRateLimiter's connection", () => {
  // A process answers requests while its Redis connection is still opening; commands are not queued offline (so a
  // Redis that goes away fails fast), and the first hits used to fail with "Stream isn't writeable".
  it("waits for its first connection instead of failing the first hits", async () => {
    const limiter = redisRateLimiter(redisUrl);
    try {
      const r = rule(1);
      expect(await limiter.hit(r, "first")).toEqual({ allowed: true });
      expect(await limiter.peek(r, "first")).toMatchObject({ allowed: false });
    } finally {
      await limiter.close();
    }
  });
});

rateLimiterContract("databaseRateLimiter (the test database)", async () => {
  const t: TestApp = await createTestApp();
  return { limiter: databaseRateLimiter(t.db, t.clock), close: () => t.close() };
});

describe("databaseRateLimiter's window", () => {
  let t: TestApp;
  let limiter: RateLimiter;
  beforeAll(async () => {
    t = await createTestApp();
    limiter = databaseRateLimiter(t.db, t.clock);
  });
  afterAll(() => t.close());

  // A window cut by the wall clock (whole minutes) let a resend one second after a send through whenever the send
  // fell in a minute's last second: the cool-down must run from the first hit, as Redis counts it.
  it("starts at the first hit, so a cool-down holds across a wall-clock minute boundary", async () => {
    const r = rule(1, 60);
    const now = t.clock.now().getTime();
    t.clock.advance(60_000 - (now % 60_000) - 500);
    expect(await limiter.hit(r, "phone")).toEqual({ allowed: true });
    t.clock.advance(1_000);
    expect(await limiter.hit(r, "phone")).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(await limiter.peek(r, "phone")).toEqual({ allowed: false, retryAfterSeconds: 59 });
    t.clock.advance(59_000);
    expect(await limiter.peek(r, "phone")).toEqual({ allowed: true });
    expect(await limiter.hit(r, "phone")).toEqual({ allowed: true });
    expect((await limiter.hit(r, "phone")).allowed).toBe(false);
  });
});
