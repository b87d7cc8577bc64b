import { describe, expect, it } from "vitest";
import { orderTimeline } from "./order-timeline.ts";

const buy = {
  type: "buy" as const,
  source: "web" as const,
  tinhtrang: 1,
  date_create: "2026-11-30T03:00:00.000Z",
  approved_at: null,
  priced_at: null,
  paid_at: null,
  cancelled_at: null,
};

describe("an order's timeline", () => {
  it("shows a buy's four steps, done as they happen", () => {
    expect(orderTimeline(buy)).toEqual([
      { step: "placed", at: "2026-11-30T03:00:00.000Z" },
      { step: "paid", at: null },
      { step: "priced", at: null },
      { step: "allocated", at: null },
    ]);
    const allocated = orderTimeline({ ...buy, tinhtrang: 3, approved_at: "2026-11-30T08:00:00.000Z", priced_at: "2026-12-01T11:00:00.000Z" });
    expect(allocated.map((step) => step.at)).toEqual([
      "2026-11-30T03:00:00.000Z",
      "2026-11-30T08:00:00.000Z",
      "2026-12-01T11:00:00.000Z",
      "2026-12-01T11:00:00.000Z",
    ]);
  });
  it("starts a paper order at the time it was received, and ends a cancelled one at its cancellation", () => {
    expect(orderTimeline({ ...buy, source: "offline" })[0]).toEqual({ step: "received", at: buy.date_create });
    expect(orderTimeline({ ...buy, tinhtrang: 5, cancelled_at: "2026-11-30T09:00:00.000Z" })).toEqual([
      { step: "placed", at: buy.date_create },
      { step: "cancelled", at: "2026-11-30T09:00:00.000Z" },
    ]);
  });
  it("follows a sale to its proceeds paid", () => {
    expect(orderTimeline({ ...buy, type: "sell", tinhtrang: 4, approved_at: "a", priced_at: "b", paid_at: "c" }).map((step) => step.step)).toEqual([
      "placed",
      "approved",
      "priced",
      "proceedsPaid",
    ]);
  });
});
