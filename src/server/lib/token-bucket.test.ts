import { describe, expect, it } from "vitest";
import { tokenBucket } from "./token-bucket.ts";

describe("tokenBucket", () => {
  it("lets a second's worth through at once, then spaces the rest at the rate, in the order they came", () => {
    let now = 0;
    const bucket = tokenBucket(4, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([0, 0, 0, 0]);
    expect([bucket.take(), bucket.take()]).toEqual([250, 500]);
    now = 500;
    // The two reserved tokens have been made meanwhile; the next waits for its own quarter second.
    expect(bucket.take()).toBe(250);
  });

  it("refills with time, never beyond one second's worth", () => {
    let now = 0;
    const bucket = tokenBucket(2, () => now);
    bucket.take();
    bucket.take();
    now = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([0, 0, 500]);
  });
});
