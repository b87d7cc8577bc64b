import { describe, expect, it } from "vitest";
import uiEn from "#web/i18n/en.json" with { type: "json" };
import uiVi from "#web/i18n/vi.json" with { type: "json" };
import sharedEn from "./i18n/en.json" with { type: "json" };
import sharedVi from "./i18n/vi.json" with { type: "json" };
import {
  formatBps,
  formatCount,
  formatDecimal,
  formatFileSize,
  formatMeasure,
  formatNav,
  formatPercent,
  formatUnits,
  formatUsd,
  formatVnd,
} from "./number-format.ts";

const nbsp = "\u00a0";

describe("number formats, worked by hand in both languages", () => {
  it("counts group by thousands with the locale's separator", () => {
    expect(formatCount(0, "vi")).toBe("0");
    expect(formatCount(999, "vi")).toBe("999");
    expect(formatCount(1234, "vi")).toBe("1.234");
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(-1234567, "vi")).toBe("-1.234.567");
    expect(formatCount(-1234567, "en")).toBe("-1,234,567");
  });

  it("VND: whole đồng, exact beyond 2^53 as a bigint", () => {
    expect(formatVnd(0, "vi")).toBe(`0${nbsp}₫`);
    expect(formatVnd(7_000_000_000, "vi")).toBe(`7.000.000.000${nbsp}₫`);
    expect(formatVnd(7_000_000_000, "en")).toBe(`VND${nbsp}7,000,000,000`);
    expect(formatVnd(-1234, "vi")).toBe(`-1.234${nbsp}₫`);
    expect(formatVnd(-1234, "en")).toBe(`-VND${nbsp}1,234`);
    // 2^53 + 1 = 9,007,199,254,740,993: a float would print ...992.
    expect(formatVnd(9_007_199_254_740_993n, "vi")).toBe(`9.007.199.254.740.993${nbsp}₫`);
    expect(formatVnd(9_007_199_254_740_993n, "en")).toBe(`VND${nbsp}9,007,199,254,740,993`);
  });

  it("VND agrees with Intl's own vi-VN and en-GB output", () => {
    for (const amount of [0, 5, -1234, 7_000_000_000]) {
      expect(formatVnd(amount, "vi")).toBe(new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND" }).format(amount));
      expect(formatVnd(amount, "en")).toBe(
        new Intl.NumberFormat("en-GB", { style: "currency", currency: "VND", currencyDisplay: "code", maximumFractionDigits: 0 }).format(amount),
      );
    }
  });

  it("units are integer hundredths, always two places", () => {
    expect(formatUnits(0, "vi")).toBe("0,00");
    expect(formatUnits(5, "vi")).toBe("0,05");
    expect(formatUnits(195948, "vi")).toBe("1.959,48");
    expect(formatUnits(195948, "en")).toBe("1,959.48");
    expect(formatUnits(-195948, "vi")).toBe("-1.959,48");
    expect(formatUnits(-5, "en")).toBe("-0.05");
    expect(formatUnits(123_456_789_012_345_678n, "en")).toBe("1,234,567,890,123,456.78");
    // 2^53 - 1 hundredths: a float division would lose the last digits.
    expect(formatUnits(9_007_199_254_740_991, "en")).toBe("90,071,992,547,409.91");
    expect(formatUnits("12.50", "vi")).toBe("12,50");
  });

  it("NAV per unit is exact: text keeps every digit, hundredths two places; nothing is rounded through a float", () => {
    expect(formatNav("12345.67", "vi")).toBe(`12.345,67${nbsp}₫`);
    expect(formatNav("12345.67", "en")).toBe(`VND${nbsp}12,345.67`);
    expect(formatNav(1234567, "vi")).toBe(`12.345,67${nbsp}₫`);
    // 0.1 + 0.2 as a float is 0.30000000000000004; as text it stays 0.30.
    expect(formatNav("0.30", "en")).toBe(`VND${nbsp}0.30`);
    expect(formatNav("9007199254740993.01", "vi")).toBe(`9.007.199.254.740.993,01${nbsp}₫`);
    expect(formatNav("-10.50", "en")).toBe(`-VND${nbsp}10.50`);
  });

  it("index points (VN-Index)", () => {
    expect(formatDecimal("1959.48", "vi")).toBe("1.959,48");
    expect(formatDecimal("1959.48", "en")).toBe("1,959.48");
    expect(formatDecimal("0.00", "vi")).toBe("0,00");
    expect(formatDecimal(null, "vi")).toBe("—");
  });

  it('percentages: Intl\'s vi-VN convention, no space before % ("0,50%"), the same in English ("0.50%")', () => {
    expect(new Intl.NumberFormat("vi-VN", { style: "percent", minimumFractionDigits: 2 }).format(0.005)).toBe("0,50%");
    expect(formatPercent("0.50", "vi")).toBe("0,50%");
    expect(formatPercent("0.50", "en")).toBe("0.50%");
    expect(formatPercent("0.00", "vi")).toBe("0,00%");
    expect(formatPercent("-12.34", "vi")).toBe("-12,34%");
    expect(formatPercent("1234.50", "vi")).toBe("1.234,50%");
    expect(formatPercent("1234.50", "en")).toBe("1,234.50%");
    expect(formatPercent(null, "en")).toBe("—");
  });

  it("basis points as a percentage", () => {
    expect(formatBps(0, "vi")).toBe("0,00%");
    expect(formatBps(50, "vi")).toBe("0,50%");
    expect(formatBps(50, "en")).toBe("0.50%");
    expect(formatBps(500, "en")).toBe("5.00%");
    expect(formatBps(12345, "vi")).toBe("123,45%");
  });

  it("USD prizes", () => {
    expect(formatUsd(1000, "vi")).toBe(`1.000${nbsp}US$`);
    expect(formatUsd(1000, "en")).toBe("$1,000");
  });

  it("measures round half away from zero to their digits (Intl), never money", () => {
    expect(formatMeasure(2.345, "vi", 1)).toBe("2,3");
    expect(formatMeasure(2.35, "en", 1)).toBe("2.4");
    expect(formatMeasure(-2.5, "en", 0)).toBe("-3");
    expect(formatMeasure(1234.5, "vi", 2)).toBe("1.234,50");
    expect(formatMeasure(12, "en", 2, 0)).toBe("12");
  });

  it("file sizes: MB with one decimal at most from a mebibyte, whole KB below", () => {
    expect(formatFileSize(1.5 * 1024 * 1024, "vi")).toBe("1,5 MB");
    expect(formatFileSize(20 * 1024 * 1024, "en")).toBe("20 MB");
    expect(formatFileSize(1536, "en")).toBe("2 KB");
    expect(formatFileSize(10, "vi")).toBe("1 KB");
  });

  it("a whole number that comes as a float is rounded half away from zero", () => {
    expect(formatCount(2.5, "en")).toBe("3");
    expect(formatCount(-2.5, "en")).toBe("-3");
    expect(formatCount(-0.4, "vi")).toBe("0");
  });
});

/** Every text of a catalogue, with its key. */
function texts(catalogue: unknown, key = ""): [string, string][] {
  if (typeof catalogue === "string") return [[key, catalogue]];
  return Object.entries(catalogue as Record<string, unknown>).flatMap(([name, value]) => texts(value, key ? `${key}.${name}` : name));
}

describe("the catalogues leave percentages to the formatter", () => {
  it('no text writes a % of its own after a figure\'s placeholder with a space ("{{buy}} %": formatBps gives "0,50%")', () => {
    const spaced = [uiVi, uiEn, sharedVi, sharedEn].flatMap((catalogue) => texts(catalogue)).filter(([, text]) => /\}\}\s+%|\d\s+%/.test(text));
    expect(spaced).toEqual([]);
  });
});
