import { describe, expect, it } from "vitest";
import { lineDecision } from "#contracts/fund-statements.ts";
import { readForm } from "#web/lib/form-input.ts";
import { putOrderAdminBackdatedId, putOrderId } from "#contracts/funds-orders.operations.ts";

const orderMove = putOrderId.body;
const backdateMove = putOrderAdminBackdatedId.body;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("the order decision dialogs' forms as the API reads them", () => {
  it("reads a cancel with its reason, and an empty reason as none", () => {
    expect(orderMove.parse(readForm(form({ intent: "move", id: "7", ctrl: "5", reason: " Trùng lệnh " }), orderMove))).toEqual({
      ctrl: 5,
      reason: "Trùng lệnh",
    });
    // The API reads an empty reason as none (contracts/funds.ts, optionalReason).
    expect(orderMove.parse(readForm(form({ intent: "move", id: "7", ctrl: "5", reason: "" }), orderMove))).toEqual({ ctrl: 5 });
    expect(readForm(form({ intent: "move", id: "7", ctrl: "2" }), orderMove)).toEqual({ ctrl: "2" });
  });

  it("reads a back-dated order's decision, an empty refusal reason as none", () => {
    expect(backdateMove.parse(readForm(form({ intent: "backdate", id: "7", decision: "refuse", reason: "" }), backdateMove))).toEqual({ decision: "refuse" });
    expect(backdateMove.parse(readForm(form({ decision: "refuse", reason: "Sai giờ" }), backdateMove))).toEqual({ decision: "refuse", reason: "Sai giờ" });
  });

  it("reads a statement line's decision against the option it names, an empty refund reason as none", () => {
    expect(lineDecision.parse(readForm(form({ intent: "decision", id: "3", decision: "match", order_id: "41" }), lineDecision))).toEqual({
      decision: "match",
      order_id: 41,
    });
    expect(readForm(form({ intent: "decision", id: "3", decision: "refund", reason: "" }), lineDecision)).toEqual({ decision: "refund" });
    expect(lineDecision.safeParse(readForm(form({ decision: "ignore", reason: "" }), lineDecision)).error?.issues.map((issue) => issue.message)).toEqual([
      "statements.validation.reason",
    ]);
  });
});
