import { describe, expect, it } from "vitest";
import { crc16, VietQrError, vietQrPayload, vietQrProblem } from "./vietqr.ts";

const order = { bin: "970436", accountNumber: "0071000123456", amount: 10_000_000, reference: "TSTT-000123" };

/** The payload cut into its fields by hand: ID, length, value. */
const handWorked = [
  "000201", // 00 payload format indicator, 2 characters: "01"
  "010212", // 01 point of initiation, 2: "12" (dynamic: one payment, amount set)
  "3857", // 38 merchant account information, 57 characters:
  "0010A000000727", //   00 GUID, 10: NAPAS
  "0127", //   01 beneficiary organisation, 27 characters:
  "0006970436", //     00 acquirer (bank BIN), 6: Vietcombank
  "01130071000123456", //     01 account number, 13
  "0208QRIBFTTA", //   02 service code, 8: transfer to an account
  "5303704", // 53 currency, 3: VND
  "540810000000", // 54 amount, 8: 10 000 000 đồng
  "5802VN", // 58 country, 2
  "6215", // 62 additional data, 15 characters:
  "0811TSTT-000123", //   08 purpose of transaction, 11: the order's reference
  "6304", // 63 CRC, 4 characters, computed over everything up to here
  // Checked outside this code: Python's binascii.crc_hqx(text, 0xFFFF), the same CRC, also gives 53A3.
  "53A3",
].join("");

describe("the VietQR payload of a buy order's transfer", () => {
  it("is the hand-worked chain of fields", () => {
    expect(vietQrPayload(order)).toBe(handWorked);
  });
  it("reproduces a payload a VietQR gateway issued (payOS, BIDV, 375 000 đồng), CRC included", () => {
    // Seen in a published dump of real payOS orders: same field order, a virtual account and a content with spaces.
    const issued = "00020101021238590010A000000727012900069704180115V3CAS62627239240208QRIBFTTA530370454063750005802VN62250821CSPZKHEL6A2 NTK O000463044729";
    expect(vietQrPayload({ bin: "970418", accountNumber: "V3CAS6262723924", amount: 375_000, reference: "CSPZKHEL6A2 NTK O0004" })).toBe(issued);
  });
  it("counts lengths in characters of two digits: a one-digit amount and a 19-character account", () => {
    const payload = vietQrPayload({ ...order, accountNumber: "1234567890123456789", amount: 5 });
    expect(payload).toContain("3863" + "0010A000000727" + "0133" + "0006970436" + "01191234567890123456789" + "0208QRIBFTTA");
    expect(payload).toContain("54015");
  });
});

describe("CRC-16/CCITT-FALSE", () => {
  it("gives the catalogue's check value", () => {
    expect(crc16("123456789")).toBe("29B1");
  });
  it("matches the CRCs of codes published by VietQR issuers, in four upper-case hex digits", () => {
    for (const published of [
      "00020101021238570010A000000727012700069704220113VQRQACLNP26800208QRIBFTTA530370454061000005802VN62270823Thanh toan don hang ABC6304CE4C",
      "00020101021138510010A00000072701210006970407010797968680208QRIBFTTA53037045802VN62240820gen by sunary/vietqr6304BE74",
      "00020101021138540010A00000072701240006970422011099999991480208QRIBFTTA53037045802VN63047B49",
    ]) {
      expect(crc16(published.slice(0, -4))).toBe(published.slice(-4));
    }
    expect(crc16("")).toBe("FFFF");
  });
});

describe("what a payload cannot carry", () => {
  const problemOf = (change: Partial<typeof order>) => vietQrProblem({ ...order, ...change });
  it("a BIN that is not 6 digits", () => {
    for (const bin of ["97043", "9704360", "97043a", ""]) expect(problemOf({ bin })).toBe("vietqr.bin");
  });
  it("an account number longer than 19 characters or with other than letters and digits", () => {
    for (const accountNumber of ["12345678901234567890", "0071 000 123", "0071-000", "", "Số123"]) expect(problemOf({ accountNumber })).toBe("vietqr.account");
  });
  it("an amount that is not a positive whole number of 13 digits at most", () => {
    for (const amount of [0, -1, 1.5, Number.NaN, 10_000_000_000_000]) expect(problemOf({ amount })).toBe("vietqr.amount");
    expect(problemOf({ amount: 9_999_999_999_999 })).toBeUndefined();
  });
  it("a reference beyond 25 characters, empty, or not printable ASCII", () => {
    for (const reference of ["X".repeat(26), "", "Thanh toán", "TSTT\n1"]) expect(problemOf({ reference })).toBe("vietqr.reference");
    expect(problemOf({ reference: "X".repeat(25) })).toBeUndefined();
  });
  it("is thrown with its code when building the payload", () => {
    expect(() => vietQrPayload({ ...order, bin: "1" })).toThrow(VietQrError);
    expect(() => vietQrPayload({ ...order, reference: "Mua chứng chỉ quỹ" })).toThrow("VietQR: vietqr.reference");
  });
});
