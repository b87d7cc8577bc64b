import { describe, expect, it } from "vitest";
import { worstTimerDelay } from "#server/testing/event-loop.ts";
import type { TestTask } from "#server/testing/test-worker.ts";
import { createWorkerPool, PoolBusyError, WorkerLimitError } from "./worker-pool.ts";

const testPool = (options: { size?: number; timeoutMs?: number; maxQueued?: number } = {}) =>
  createWorkerPool<TestTask, number>({
    script: new URL("../testing/test-worker.ts", import.meta.url),
    size: options.size ?? 1,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxQueued: options.maxQueued ?? 4,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 },
  });

describe("the worker pool", () => {
  it("runs tasks in a worker and passes a task's failure on", async () => {
    const pool = testPool({ size: 2 });
    try {
      expect(await Promise.all([1, 2, 3, 4, 5].map((value) => pool.run({ op: "double", value })))).toEqual([2, 4, 6, 8, 10]);
      await expect(pool.run({ op: "fail" })).rejects.toThrow("refused on purpose");
      expect(await pool.run({ op: "double", value: 21 })).toBe(42);
    } finally {
      await pool.close();
    }
  });

  it("ends a task that runs out of time, replaces its worker, and the event loop never waits", async () => {
    const pool = testPool({ timeoutMs: 1000 });
    try {
      const spinning = pool.run({ op: "spin" });
      const queued = pool.run({ op: "double", value: 2 });
      // Had the spin run on the event loop, no timer would fire for the whole second.
      expect(await worstTimerDelay(spinning)).toBeLessThan(500);
      await expect(spinning).rejects.toBeInstanceOf(WorkerLimitError);
      expect(await queued).toBe(4);
    } finally {
      await pool.close();
    }
  });

  it("ends a task that runs out of memory and replaces its worker", async () => {
    const pool = testPool();
    try {
      await expect(pool.run({ op: "hog" })).rejects.toBeInstanceOf(WorkerLimitError);
      expect(await pool.run({ op: "double", value: 5 })).toBe(10);
    } finally {
      await pool.close();
    }
  }, 20_000);

  it("refuses tasks beyond its queue instead of holding them all", async () => {
    const pool = testPool({ timeoutMs: 500, maxQueued: 2 });
    try {
      const running = [pool.run({ op: "spin" }), pool.run({ op: "double", value: 1 }), pool.run({ op: "double", value: 2 })];
      await expect(pool.run({ op: "double", value: 3 })).rejects.toBeInstanceOf(PoolBusyError);
      const [spun, ...rest] = await Promise.allSettled(running);
      expect(spun?.status).toBe("rejected");
      expect(rest.map((result) => (result.status === "fulfilled" ? result.value : result.reason))).toEqual([2, 4]);
    } finally {
      await pool.close();
    }
  });
});
