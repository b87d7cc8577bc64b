import { describe, expect, it } from "vitest";
import { drawAction } from "#contracts/draw.ts";
import { readForm } from "#web/lib/form-input.ts";
import { weekAction } from "./week-action.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("the lucky draw page's week actions", () => {
  it("reads the draw form with the draw action's fields, as the API takes them", () => {
    const secret = "ab".repeat(32);
    const typed = form({ action: "draw", week: "3", secret, beacon_value: " 271828 ", beacon_source: "https://xskt.com.vn/xsmb" });
    const body = readForm(typed, weekAction(typed.get("action"))!);
    expect(drawAction.parse(body)).toEqual({ action: "draw", week: 3, secret, beacon_value: "271828", beacon_source: "https://xskt.com.vn/xsmb" });
  });

  it("reads a freeze with its week only, and knows no other action", () => {
    const typed = form({ action: "freeze", week: "12", secret: "ignored" });
    expect(drawAction.parse(readForm(typed, weekAction("freeze")!))).toEqual({ action: "freeze", week: 12 });
    expect(weekAction("cancel")).toBeUndefined();
    expect(weekAction(null)).toBeUndefined();
  });
});
