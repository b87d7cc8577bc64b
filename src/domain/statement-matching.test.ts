import { describe, expect, it } from "vitest";
import type { StatementLine } from "./statement-format.ts";
import { classifyCredit, findReferences, lineKeySources, type OrderFacts } from "./statement-matching.ts";

describe("order references in transfer descriptions", () => {
  it("finds references however the bank mangled them", () => {
    expect(findReferences("TSTT-000123")).toEqual([{ loai: 0, id: 123 }]);
    expect(findReferences("tstt 000123 chuyen tien")).toEqual([{ loai: 0, id: 123 }]);
    expect(findReferences("MBVCB.3312456.TSTT000123.CT tu 0011002233 NGUYEN VAN A")).toEqual([{ loai: 0, id: 123 }]);
    expect(findReferences("IBFT TSBV_45 Đầu tư")).toEqual([{ loai: 1, id: 45 }]);
    expect(findReferences("Mua quỹ TSTT-000007, TSBV-000008, lại TSTT 7")).toEqual([
      { loai: 0, id: 7 },
      { loai: 1, id: 8 },
    ]);
  });

  it("finds none in other words or numbers", () => {
    expect(findReferences("XTSTT-000123")).toEqual([]);
    expect(findReferences("TSTT-000000 TST-000123 chuyen khoan 123")).toEqual([]);
  });
});

describe("line keys", () => {
  const line = (over: Partial<StatementLine> = {}): StatementLine => ({
    row: 1,
    transactionId: null,
    date: "2026-11-28",
    amount: 5_000_000,
    description: "TSTT-000123 Nguyễn Văn A",
    account: "0011-002-233",
    ...over,
  });

  it("uses the bank's transaction id when there is one", () => {
    expect(lineKeySources([line({ transactionId: " ft 2633 " })])).toEqual(["txn:FT2633"]);
  });

  it("otherwise the normalised line, counting identical lines of the same file apart", () => {
    expect(lineKeySources([line(), line({ description: "tstt 000123  NGUYEN VAN A", row: 2 }), line({ amount: 1 })])).toEqual([
      "line:2026-11-28|5000000|tstt000123nguyenvana|0011002233|1",
      "line:2026-11-28|5000000|tstt000123nguyenvana|0011002233|2",
      "line:2026-11-28|1|tstt000123nguyenvana|0011002233|1",
    ]);
  });
});

describe("classifying a credit line", () => {
  const order = (id: number, state: OrderFacts["state"], amount = 5_000_000, over: Partial<OrderFacts> = {}): OrderFacts => ({
    id,
    loai: 0,
    type: "buy",
    state,
    amount,
    ...over,
  });

  it("is exact when one named buy awaits exactly this amount", () => {
    expect(classifyCredit(5_000_000, [{ loai: 0, id: 1 }], [order(1, "awaiting")])).toEqual({ outcome: "exact", orderId: 1, candidates: [1] });
  });

  it("asks for a decision when the amount differs, the order is paid, or two orders fit", () => {
    expect(classifyCredit(4_999_000, [{ loai: 0, id: 1 }], [order(1, "awaiting")])).toEqual({ outcome: "amount_differs", orderId: null, candidates: [1] });
    expect(classifyCredit(5_000_000, [{ loai: 0, id: 1 }], [order(1, "paid")])).toEqual({ outcome: "duplicate_payment", orderId: null, candidates: [1] });
    expect(
      classifyCredit(
        5_000_000,
        [
          { loai: 0, id: 1 },
          { loai: 0, id: 2 },
        ],
        [order(1, "awaiting"), order(2, "awaiting")],
      ),
    ).toEqual({ outcome: "several_orders", orderId: null, candidates: [1, 2] });
  });

  it("is an unknown reference without one, or naming another fund's id, a sale or a cancelled order", () => {
    const unknown = { outcome: "unknown_reference", orderId: null, candidates: [] };
    expect(classifyCredit(5_000_000, [], [])).toEqual(unknown);
    expect(classifyCredit(5_000_000, [{ loai: 1, id: 1 }], [order(1, "awaiting")])).toEqual(unknown);
    expect(classifyCredit(5_000_000, [{ loai: 0, id: 1 }], [order(1, "awaiting", 5_000_000, { type: "sell" })])).toEqual(unknown);
    expect(classifyCredit(5_000_000, [{ loai: 0, id: 1 }], [order(1, "closed")])).toEqual(unknown);
  });
});
