import { describe, expect, it } from "vitest";
import { readForm } from "#web/lib/form-input.ts";
import { offlineOrderForm } from "./offline-order.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const paper = { user_id: "12", loai: "1", type: "buy", giatri: "5000000", price: "", model: "10523.45" };

describe("the paper buy form as the API reads it", () => {
  it("reads the investor, the amount's digits and the optional checks, an empty check as none", () => {
    const body = readForm(form(paper), offlineOrderForm(false));
    expect(body).toEqual({ user_id: "12", loai: "1", type: "buy", giatri: "5000000", price: null, model: "10523.45" });
    expect(offlineOrderForm(false).parse(body)).toMatchObject({ user_id: 12, loai: 1, giatri: 5_000_000, price: null, model: 1_052_345 });
  });

  it("sends the time received, in Vietnam time, with the reason when received earlier", () => {
    const earlier = { ...paper, date_create: "2026-11-20T14:10:00+07:00", reason: "Phiếu nộp tại quầy" };
    expect(offlineOrderForm(true).parse(readForm(form(earlier), offlineOrderForm(true)))).toMatchObject({
      date_create: "2026-11-20T14:10:00+07:00",
      reason: "Phiếu nộp tại quầy",
    });
  });

  it("refuses an empty time received when received earlier (left out it would be now), and needs none otherwise", () => {
    const empty = { ...paper, date_create: "", reason: "Phiếu nộp tại quầy" };
    const problems = offlineOrderForm(true)
      .safeParse(readForm(form(empty), offlineOrderForm(true)))
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(problems).toEqual([["date_create", "funds.validation.placedAt"]]);
    expect(offlineOrderForm(false).safeParse(readForm(form(paper), offlineOrderForm(false))).success).toBe(true);
  });

  it("refuses a missing investor on the investor's field", () => {
    const problems = offlineOrderForm(false)
      .safeParse(readForm(form({ ...paper, user_id: "" }), offlineOrderForm(false)))
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(problems).toEqual([["user_id", "funds.validation.user"]]);
  });
});
