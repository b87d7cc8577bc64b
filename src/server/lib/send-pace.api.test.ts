import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { sharedPace } from "./send-pace.ts";

/** Most sends that fall in any one-second window [slot, slot + 1000) of the sorted slots. */
function busiestSecond(slots: number[]) {
  const sorted = [...slots].sort((a, b) => a - b);
  return Math.max(...sorted.map((start) => sorted.filter((slot) => slot >= start && slot < start + 1000).length));
}

// Two senders as two processes are: each with its own connection to the one database (SQLite here, PostgreSQL with
// TEST_DATABASE_URL), claiming slots at the same moment of the test's clock, which does not move unless told.
describe("sharedPace across two processes on one database", () => {
  let t: TestApp;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp();
    other = openDatabase(t.deps.config);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("gives every send its own slot, at most the bound in any one-second window, and queues on as time passes", async () => {
    const perSecond = 4;
    const senders = [sharedPace(t.db, t.clock, "test.send", perSecond), sharedPace(other.db, t.clock, "test.send", perSecond)];
    const start = t.clock.now().getTime();
    // Twelve sends from each at once: each process alone would have let a second's worth through together.
    const waits = await Promise.all(Array.from({ length: 24 }, (_, index) => senders[index % 2]!()));
    const slots = waits.map((wait) => start + wait);
    expect(new Set(slots).size).toBe(24);
    expect(busiestSecond(slots)).toBe(perSecond);
    expect([...waits].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, index) => index * 250));

    // A second later the queue goes on where it was: the next slot is the 25th, 5 s after this moment.
    t.clock.advance(1000);
    expect(await senders[1]!()).toBe(24 * 250 - 1000);
    // Idle for longer than the queue: the next send goes at once, and a burst after it is spaced again.
    t.clock.advance(60_000);
    expect(await Promise.all([senders[0]!(), senders[1]!()]).then((both) => both.sort((a, b) => a - b))).toEqual([0, 250]);
  });

  it("spaces a bound that does not divide a second by the interval rounded up", async () => {
    const pace = sharedPace(t.db, t.clock, "test.third", 3);
    expect([await pace(), await pace(), await pace(), await pace()]).toEqual([0, 334, 668, 1002]);
  });

  it("keeps each name's pace apart", async () => {
    t.clock.advance(60_000);
    expect([await sharedPace(t.db, t.clock, "test.a", 1)(), await sharedPace(t.db, t.clock, "test.b", 1)()]).toEqual([0, 0]);
  });
});
