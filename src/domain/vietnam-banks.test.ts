import { describe, expect, it } from "vitest";
import { bankName, bankOfBin, binOfBankText, vietnamBanks } from "./vietnam-banks.ts";
import { vietQrProblem } from "./vietqr.ts";

describe("the banks' list", () => {
  it("has one entry per BIN, each a 6-digit NAPAS BIN with names in both languages", () => {
    expect(new Set(vietnamBanks.map((bank) => bank.bin)).size).toBe(vietnamBanks.length);
    for (const bank of vietnamBanks) {
      expect(vietQrProblem({ bin: bank.bin, accountNumber: "1", amount: 1, reference: "R" })).toBeUndefined();
      expect(bank.bin.startsWith("970")).toBe(true);
      expect(bank.vi && bank.en && bank.short).toBeTruthy();
    }
  });
  it("knows the big banks by their BINs", () => {
    const shortOf = (bin: string) => bankOfBin(bin)?.short;
    expect([shortOf("970436"), shortOf("970415"), shortOf("970418"), shortOf("970405"), shortOf("970407"), shortOf("970422")]).toEqual([
      "Vietcombank",
      "VietinBank",
      "BIDV",
      "Agribank",
      "Techcombank",
      "MB",
    ]);
    expect(bankOfBin("123456")).toBeUndefined();
  });
  it("names a bank in the reader's language", () => {
    expect(bankName("970436", "vi")).toBe("Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam");
    expect(bankName("970436", "en")).toBe("Vietcombank – Joint Stock Commercial Bank for Foreign Trade of Vietnam");
    expect(bankName("", "vi")).toBe("");
  });
  it("is sorted by short name", () => {
    const shorts = vietnamBanks.map((bank) => bank.short);
    expect(shorts).toEqual([...shorts].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });
});

describe("a bank named in free text", () => {
  it("by its short name as words, whatever else is written", () => {
    expect(binOfBankText("Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)")).toBe("970436");
    expect(binOfBankText("Techcombank CN Đà Nẵng")).toBe("970407");
    expect(binOfBankText("MB Bank")).toBe("970422");
    expect(binOfBankText("Sacombank - Sài Gòn Thương Tín")).toBe("970403");
  });
  it("by its name in either language, with or without its legal form, without diacritics", () => {
    expect(binOfBankText("Ngân hàng Quân đội")).toBe("970422");
    expect(binOfBankText("NGAN HANG TMCP A CHAU")).toBe("970416");
    expect(binOfBankText("Vietnam International Commercial Joint Stock Bank")).toBe("970441");
    expect(binOfBankText("Ngân hàng Sài Gòn Công Thương")).toBe("970400"); // longer than SCB's "Sài Gòn"
  });
  it("not when no bank or two banks are named", () => {
    expect(binOfBankText("Ngân hàng ABC")).toBeUndefined();
    expect(binOfBankText("")).toBeUndefined();
    expect(binOfBankText("Vietcombank hoặc BIDV")).toBeUndefined();
  });
});
