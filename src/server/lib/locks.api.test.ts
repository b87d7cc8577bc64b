import { afterEach, describe, expect, it } from "vitest";
import { memoryLocks, postgresLocks, redisLocks, type Locks } from "./locks.ts";

/** Redis runs on this machine and in CI (.ci/run starts it). */
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const pgUrl = process.env.TEST_DATABASE_URL;

/** Two lock sets over one store behave as two processes do. */
const stores: { name: string; make: () => Locks; skip?: boolean }[] = [
  { name: "redis", make: () => redisLocks(redisUrl) },
  { name: "postgres", make: () => postgresLocks(pgUrl ?? ""), skip: !pgUrl },
];

let open: Locks[] = [];
afterEach(async () => {
  await Promise.all(open.map((locks) => locks.close()));
  open = [];
});

describe.each(stores)("shared locks on $name (issue 18)", ({ make, skip }) => {
  const pair = () => {
    open = [make(), make()];
    return open as [Locks, Locks];
  };

  it.skipIf(skip)("lets one process hold a key; the other gets it once it is released", async () => {
    const [a, b] = pair();
    const key = `test:${Math.random()}`;
    const held = await a.tryLock(key);
    expect(held).toBeDefined();
    expect(await b.tryLock(key)).toBeUndefined();
    expect(await a.tryLock(key)).toBeUndefined();
    await held!.release();
    const again = await b.tryLock(key);
    expect(again).toBeDefined();
    await again!.release();
  });

  it.skipIf(skip)("a tus PATCH waiting in one process asks the holder in the other to let go, then gets the lock", async () => {
    const [a, b] = pair();
    const id = `upload-${Math.random()}`;
    const holder = a.tusLocker().newLock(id);
    let asked = 0;
    await holder.lock(new AbortController().signal, async () => {
      asked += 1;
      await holder.unlock();
    });
    const waiter = b.tusLocker().newLock(id);
    await waiter.lock(AbortSignal.timeout(10_000), () => undefined);
    expect(asked).toBe(1);
    await waiter.unlock();
  });

  it.skipIf(skip)("gives up when the caller's request ends while it waits", async () => {
    const [a, b] = pair();
    const id = `upload-${Math.random()}`;
    const holder = a.tusLocker().newLock(id);
    await holder.lock(new AbortController().signal, () => undefined);
    const controller = new AbortController();
    const waiting = b
      .tusLocker()
      .newLock(id)
      .lock(controller.signal, () => undefined);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ status_code: 500 });
    await holder.unlock();
  });
});

describe("in-process locks (SQLite, one process)", () => {
  it("refuses a held key until it is released", async () => {
    const locks = memoryLocks();
    const held = await locks.tryLock("k");
    expect(await locks.tryLock("k")).toBeUndefined();
    await held!.release();
    expect(await locks.tryLock("k")).toBeDefined();
  });
});
