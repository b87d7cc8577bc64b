import { describe, expect, it } from "vitest";
import {
  commissionOf,
  commissionTotals,
  earnsCommission,
  MAX_COMMISSION_BPS,
  normalizeReferralCode,
  referralCodeFrom,
  reversalOf,
} from "./referral-commission.ts";

describe("referral commission", () => {
  it("is floor(amount × bps / 10000) in whole đồng", () => {
    // 10 000 000 ₫ at 50 bps (0.5 %): 10 000 000 × 50 / 10 000 = 50 000 exactly.
    expect(commissionOf(10_000_000, 50)).toBe(50_000);
    // 1 234 567 ₫ at 75 bps: 1 234 567 × 75 = 92 592 525; / 10 000 = 9 259.2525 → 9 259 (rounded down).
    expect(commissionOf(1_234_567, 75)).toBe(9_259);
    // 1 000 001 ₫ at 1 bp: 100.0001 → 100; 9 999 ₫ at 1 bp: 0.9999 → 0.
    expect(commissionOf(1_000_001, 1)).toBe(100);
    expect(commissionOf(9_999, 1)).toBe(0);
    // At the cap, 5 %: 3 333 333 × 500 / 10 000 = 166 666.65 → 166 666.
    expect(commissionOf(3_333_333, MAX_COMMISSION_BPS)).toBe(166_666);
    expect(commissionOf(5_000_000, 0)).toBe(0);
  });

  it("stays exact for the largest amounts, where a float product would not", () => {
    // 10 000 000 000 000 ₫ (the largest order) × 333 / 10 000 = 333 000 000 000.
    expect(commissionOf(10_000_000_000_000, 333)).toBe(333_000_000_000);
    // (2^53 − 1) × 7 = 63 050 394 783 186 937, past 2^53, so a double would round it; in bigint / 10 000 it is
    // 6 305 039 478 318.6937 → 6 305 039 478 318.
    expect(commissionOf(Number.MAX_SAFE_INTEGER, 7)).toBe(6_305_039_478_318);
  });

  it("refuses rates outside 0..500 bps and amounts that are not whole đồng", () => {
    expect(() => commissionOf(1_000_000, 501)).toThrow(RangeError);
    expect(() => commissionOf(1_000_000, -1)).toThrow(RangeError);
    expect(() => commissionOf(1_000_000, 1.5)).toThrow(RangeError);
    expect(() => commissionOf(1_000_000.5, 10)).toThrow(RangeError);
    expect(() => commissionOf(-1, 10)).toThrow(RangeError);
  });

  it("accrues only on allocated buys", () => {
    expect(earnsCommission({ type: "buy", tinhtrang: 3 })).toBe(true);
    for (const tinhtrang of [0, 1, 2, 4, 5]) expect(earnsCommission({ type: "buy", tinhtrang })).toBe(false);
    expect(earnsCommission({ type: "sell", tinhtrang: 3 })).toBe(false);
  });

  it("reverses with the exact negative, so a reversed order nets to zero", () => {
    const accrual = { base_vnd: 1_234_567, bps: 75, amount: commissionOf(1_234_567, 75) };
    expect(reversalOf(accrual)).toEqual({ base_vnd: 1_234_567, bps: 75, amount: -9_259 });
    const rows = [
      { kind: "accrual" as const, amount: 9_259 },
      { kind: "accrual" as const, amount: 50_000 },
      { kind: "reversal" as const, amount: -9_259 },
    ];
    expect(commissionTotals(rows)).toEqual({ accrued: 59_259, reversed: -9_259, net: 50_000 });
    expect(commissionTotals([])).toEqual({ accrued: 0, reversed: 0, net: 0 });
  });

  it("makes 8-character codes without look-alikes and reads them as typed", () => {
    const code = referralCodeFrom(Uint8Array.from([0, 1, 30, 31, 62, 255, 8, 9]));
    // 0→A, 1→B, 30→9, 31→A (31 mod 31), 62→A, 255 mod 31 = 7→H, 8→J, 9→K.
    expect(code).toBe("AB9AAHJK");
    expect(normalizeReferralCode(" ab9a-ahjk ")).toBe("AB9AAHJK");
    expect(normalizeReferralCode("AB9AAHJ")).toBeUndefined();
    expect(normalizeReferralCode("AB0AAHJK")).toBeUndefined();
    expect(normalizeReferralCode("AB9AAHJKL")).toBeUndefined();
  });
});
