import { describe, expect, it } from "vitest";
import { ageOn, normalisePhone, parseDay, passwordField, passwordLooksLikeEmail, phoneField, vietnamDay } from "./account.ts";

describe("phone numbers", () => {
  it.each([
    ["0912 345 678", "+84912345678"],
    ["091.234.5678", "+84912345678"],
    ["84912345678", "+84912345678"],
    ["+84 912 345 678", "+84912345678"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["0044 20 7946 0958", "+442079460958"],
  ])("normalises %s to %s", (raw, e164) => expect(normalisePhone(raw)).toBe(e164));

  it.each(["12345", "091234567", "+84 91234567", "phone", "+0123456789", "+1234567890123456"])("refuses %s", (raw) =>
    expect(normalisePhone(raw)).toBeUndefined(),
  );

  it("gives the schema's message key for a bad number", () => {
    expect(phoneField.safeParse("abc").error?.issues[0]?.message).toBe("validation.invalid.phone");
    expect(phoneField.safeParse("").error?.issues[0]?.message).toBe("validation.required.phone");
  });
});

describe("days", () => {
  it("reads d/m/Y and Y-m-d, refuses impossible dates", () => {
    expect(parseDay("5/3/2001")).toBe("2001-03-05");
    expect(parseDay("29/02/2004")).toBe("2004-02-29");
    expect(parseDay("2004-02-29")).toBe("2004-02-29");
    expect(parseDay("29/02/2005")).toBeUndefined();
    expect(parseDay("31/04/2001")).toBeUndefined();
    expect(parseDay("03/05/1850")).toBeUndefined();
    expect(parseDay("2001/03/05")).toBeUndefined();
  });

  it("counts age in whole years; 18 on the birthday itself, not the day before", () => {
    expect(ageOn("2008-11-22", "2026-11-22")).toBe(18);
    expect(ageOn("2008-11-23", "2026-11-22")).toBe(17);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("counts days in Vietnam time", () => {
    expect(vietnamDay(new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-22");
    expect(vietnamDay(new Date("2026-11-21T16:59:59Z"))).toBe("2026-11-21");
  });
});

describe("passwords", () => {
  it("needs 8 characters and refuses common ones", () => {
    expect(passwordField.safeParse("short1!").error?.issues[0]?.message).toBe("validation.password.tooShort");
    expect(passwordField.safeParse("Password123").error?.issues[0]?.message).toBe("validation.password.common");
    expect(passwordField.safeParse("bien-xanh-hoi-nghi").success).toBe(true);
  });

  it("refuses the e-mail address or its local part", () => {
    expect(passwordLooksLikeEmail("Lan.Nguyen@Example.vn", "lan.nguyen@example.vn")).toBe(true);
    expect(passwordLooksLikeEmail("lan.nguyen", "lan.nguyen@example.vn")).toBe(true);
    expect(passwordLooksLikeEmail("lan.nguyen-2026", "lan.nguyen@example.vn")).toBe(false);
  });
});
