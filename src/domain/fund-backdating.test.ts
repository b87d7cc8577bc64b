import { describe, expect, it } from "vitest";
import { earliestReceipt, receiptOf } from "./fund-backdating.ts";

/** An instant given in Vietnam time (UTC+7). */
const vn = (local: string) => new Date(`${local}+07:00`);
const CUTOFF = 14 * 60 + 30;
const none: ReadonlySet<string> = new Set();

describe("a paper order's time received (cut-off 14:30 Vietnam time)", () => {
  // Recorded on Tuesday 24 November 2026 at 16:00:45, after that day's cut-off.
  const recorded = vn("2026-11-24T16:00:45");

  it("may go back to the previous dealing day's cut-off, not a minute before", () => {
    expect(earliestReceipt(recorded, CUTOFF, none).toISOString()).toBe("2026-11-23T07:30:00.000Z");
    expect(receiptOf(vn("2026-11-23T14:29:00"), recorded, CUTOFF, none)).toEqual({ kind: "too-early", earliest: vn("2026-11-23T14:30:00") });
    expect(receiptOf(vn("2026-11-23T14:30:00"), recorded, CUTOFF, none)).toEqual({
      kind: "back-dated",
      dealing: { tradeDate: "2026-11-24", dealingDate: "2026-11-25", rule: "after-cutoff" },
    });
  });
  it("deals a back-dated order from the time received: Tuesday 10:00 trades on Tuesday, not Wednesday", () => {
    expect(receiptOf(vn("2026-11-24T10:00:00"), recorded, CUTOFF, none)).toEqual({
      kind: "back-dated",
      dealing: { tradeDate: "2026-11-24", dealingDate: "2026-11-25", rule: "before-cutoff" },
    });
  });
  it("is not back-dated within the minute it is recorded, and never in the future", () => {
    expect(receiptOf(vn("2026-11-24T16:00:00"), recorded, CUTOFF, none)).toEqual({
      kind: "on-time",
      dealing: { tradeDate: "2026-11-25", dealingDate: "2026-11-26", rule: "after-cutoff" },
    });
    expect(receiptOf(vn("2026-11-24T15:59:59"), recorded, CUTOFF, none).kind).toBe("back-dated");
    expect(receiptOf(vn("2026-11-24T16:00:46"), recorded, CUTOFF, none)).toEqual({ kind: "future" });
  });
  it("refuses the probe's date of 2020 outright", () => {
    expect(receiptOf(new Date("2020-01-06T02:00:00Z"), vn("2026-11-27T10:00:00"), CUTOFF, none)).toEqual({
      kind: "too-early",
      earliest: vn("2026-11-26T14:30:00"),
    });
  });
  it("steps back over a weekend and a holiday break for the earliest time", () => {
    // Recorded Monday 30 November: back to Friday 27's cut-off; a Saturday receipt counts for Monday.
    expect(earliestReceipt(vn("2026-11-30T09:00:00"), CUTOFF, none)).toEqual(vn("2026-11-27T14:30:00"));
    expect(receiptOf(vn("2026-11-28T10:00:00"), vn("2026-11-30T09:00:00"), CUTOFF, none)).toMatchObject({
      kind: "back-dated",
      dealing: { tradeDate: "2026-11-30", rule: "non-business-day" },
    });
    // Tết from Monday 16 to Friday 20 February 2026: recorded Monday 23, back to Friday 13's cut-off.
    const tet = new Set(["2026-02-16", "2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20"]);
    expect(earliestReceipt(vn("2026-02-23T09:00:00"), CUTOFF, tet)).toEqual(vn("2026-02-13T14:30:00"));
  });
});
