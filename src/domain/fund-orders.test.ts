import { describe, expect, it } from "vitest";
import {
  allTransitions,
  CTRL,
  eventOfCtrl,
  initialState,
  isEditable,
  nextState,
  TINHTRANG,
  tinhtrangValues,
  type OrderEvent,
  type OrderType,
} from "./fund-orders.ts";

describe("the order state machine", () => {
  it("walks a buy: pending → approved → allocated", () => {
    expect(initialState("buy")).toBe(TINHTRANG.pending);
    expect(nextState("buy", TINHTRANG.pending, "approve")).toBe(TINHTRANG.approved);
    expect(nextState("buy", TINHTRANG.approved, "price")).toBe(TINHTRANG.priced);
  });
  it("walks a sale: unconfirmed → pending → approved → priced → paid", () => {
    expect(initialState("sell")).toBe(TINHTRANG.unconfirmed);
    expect(nextState("sell", TINHTRANG.unconfirmed, "confirm")).toBe(TINHTRANG.pending);
    expect(nextState("sell", TINHTRANG.pending, "approve")).toBe(TINHTRANG.approved);
    expect(nextState("sell", TINHTRANG.approved, "price")).toBe(TINHTRANG.priced);
    expect(nextState("sell", TINHTRANG.priced, "pay")).toBe(TINHTRANG.paid);
  });
  it("allows exactly the listed moves and refuses every other one", () => {
    const allowed = new Set(allTransitions().map(([type, event, from]) => `${type} ${event} ${from}`));
    expect(allowed.size).toBe(12);
    for (const type of ["buy", "sell"] as OrderType[]) {
      for (const event of ["confirm", "approve", "unapprove", "price", "pay", "cancel"] as OrderEvent[]) {
        for (const from of tinhtrangValues) {
          const to = nextState(type, from, event);
          expect(to !== undefined).toBe(allowed.has(`${type} ${event} ${from}`));
        }
      }
    }
    expect(nextState("buy", TINHTRANG.approved, "unapprove")).toBe(TINHTRANG.pending);
    expect(nextState("buy", TINHTRANG.priced, "unapprove")).toBeUndefined();
    expect(nextState("sell", TINHTRANG.approved, "unapprove")).toBeUndefined();
    expect(nextState("buy", TINHTRANG.priced, "cancel")).toBeUndefined();
    expect(nextState("sell", TINHTRANG.priced, "cancel")).toBeUndefined();
    expect(nextState("buy", TINHTRANG.priced, "pay")).toBeUndefined();
    expect(nextState("sell", TINHTRANG.cancelled, "approve")).toBeUndefined();
  });
  it("maps ctrl to its move and keeps priced orders", () => {
    expect(eventOfCtrl[CTRL.approve]).toBe("approve");
    expect(eventOfCtrl[CTRL.pay]).toBe("pay");
    expect(eventOfCtrl[CTRL.cancel]).toBe("cancel");
    expect(isEditable("buy", TINHTRANG.approved)).toBe(true);
    expect(isEditable("buy", TINHTRANG.priced)).toBe(false);
    expect(isEditable("sell", TINHTRANG.pending)).toBe(false);
  });
});
