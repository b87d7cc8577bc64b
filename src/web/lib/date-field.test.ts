import { describe, expect, it } from "vitest";
import { shownDate, typedDate } from "./date-field.ts";

describe("date fields show d/m/Y and 24-hour time whatever the browser's language", () => {
  it("shows ISO wall-clock values as a Vietnamese reader writes them", () => {
    expect(shownDate("2027-02-15")).toBe("15/02/2027");
    expect(shownDate("2027-02-15T00:00:00")).toBe("15/02/2027 00:00");
    expect(shownDate("2026-11-22T17:05")).toBe("22/11/2026 17:05");
    expect(shownDate("2026-11-22T17:05:09")).toBe("22/11/2026 17:05:09");
    expect(shownDate("2026-11-22T17:05:00+07:00")).toBe("22/11/2026 17:05");
    expect(shownDate("")).toBe("");
  });

  it("reads what a person types back as the form's value: a date, or an instant in Vietnam time", () => {
    expect(typedDate("15/02/2027", "date")).toBe("2027-02-15");
    expect(typedDate("5/3/1995", "date")).toBe("1995-03-05");
    expect(typedDate("15.02.2027", "date")).toBe("2027-02-15");
    expect(typedDate("15/02/2027 14:30", "datetime")).toBe("2027-02-15T14:30:00+07:00");
    expect(typedDate("15/02/2027 14h30", "datetime")).toBe("2027-02-15T14:30:00+07:00");
    expect(typedDate("15/02/2027 00:00:07", "datetime")).toBe("2027-02-15T00:00:07+07:00");
    expect(typedDate(" 2027-02-15 ", "date")).toBe("2027-02-15");
    expect(typedDate("2027-02-15T09:05:00+07:00", "datetime")).toBe("2027-02-15T09:05:00+07:00");
    expect(typedDate("2027-02-15T09:05", "datetime")).toBe("2027-02-15T09:05:00+07:00");
  });

  it("passes anything else on unchanged, for the server to name the problem", () => {
    expect(typedDate("", "date")).toBe("");
    expect(typedDate("tomorrow", "date")).toBe("tomorrow");
    expect(typedDate("15/02/2027", "datetime")).toBe("15/02/2027");
    expect(typedDate("15/02/2027 25:00", "datetime")).toBe("15/02/2027 25:00");
    expect(typedDate("15/02/2027 10:00", "date")).toBe("15/02/2027 10:00");
  });
});
