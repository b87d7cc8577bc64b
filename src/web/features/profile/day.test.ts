import { describe, expect, it } from "vitest";
import { parseDay } from "#contracts/account.ts";
import { dayForInput } from "./day.ts";

describe("dayForInput", () => {
  it("shows a stored day as dd/mm/yyyy", () => {
    expect(dayForInput("1990-05-01")).toBe("01/05/1990");
    expect(dayForInput("2021-12-31")).toBe("31/12/2021");
  });

  it("round-trips through the API's day parser", () => {
    for (const day of ["1900-01-01", "1985-04-03", "2000-02-29"]) expect(parseDay(dayForInput(day))).toBe(day);
  });

  it("shows nothing for no day and leaves anything else as it is", () => {
    expect(dayForInput(null)).toBe("");
    expect(dayForInput(undefined)).toBe("");
    expect(dayForInput("03/04/1985")).toBe("03/04/1985");
  });
});
