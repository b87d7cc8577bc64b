import { describe, expect, it } from "vitest";
import { DATA_CODING, parseReceipt, smsParts, withoutAccents } from "./sms-parts.ts";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("smsParts", () => {
  it("sends today's texts in GSM-7, one octet per character, in one part", () => {
    const { dataCoding, parts } = smsParts("Ma kich hoat tai khoan cua ban: 123456 (hieu luc 10 phut).", 7);
    expect(dataCoding).toBe(DATA_CODING.gsm7);
    expect(parts).toHaveLength(1);
    expect(text(parts[0]!)).toBe("Ma kich hoat tai khoan cua ban: 123456 (hieu luc 10 phut).");
  });

  it("writes GSM's own codes where they differ from ASCII, and escapes the extension table", () => {
    const [part] = smsParts("a@b_c$ [x]€", 0).parts;
    expect([...part!]).toEqual([0x61, 0x00, 0x62, 0x11, 0x63, 0x02, 0x20, 0x1b, 0x3c, 0x78, 0x1b, 0x3e, 0x1b, 0x65]);
  });

  it("drops Vietnamese accents rather than paying for UCS-2", () => {
    expect(withoutAccents("Mã kích hoạt của bạn: Đà Nẵng, đường")).toBe("Ma kich hoat cua ban: Da Nang, duong");
    const { dataCoding, parts } = smsParts("Mã xác nhận: 123456", 0);
    expect(dataCoding).toBe(DATA_CODING.gsm7);
    expect(text(parts[0]!)).toBe("Ma xac nhan: 123456");
  });

  it("falls back to UCS-2 for a character GSM-7 cannot write even without accents", () => {
    const { dataCoding, parts } = smsParts("Chúc mừng 🎉", 0);
    expect(dataCoding).toBe(DATA_CODING.ucs2);
    expect(Buffer.from(parts[0]!).swap16().toString("utf16le")).toBe("Chúc mừng 🎉");
  });

  it("keeps 160 septets in one part and splits 161 into parts of 153 with a concatenation header", () => {
    expect(smsParts("x".repeat(160), 0).parts).toHaveLength(1);
    const { parts } = smsParts("y".repeat(161), 300);
    expect(parts).toHaveLength(2);
    expect([...parts[0]!.slice(0, 6)]).toEqual([0x05, 0x00, 0x03, 300 & 0xff, 2, 1]);
    expect([...parts[1]!.slice(0, 6)]).toEqual([0x05, 0x00, 0x03, 300 & 0xff, 2, 2]);
    expect(parts.map((part) => part.length - 6)).toEqual([153, 8]);
  });

  it("counts an escaped character as two septets and never splits one across parts", () => {
    expect(smsParts("€".repeat(80), 0).parts).toHaveLength(1);
    const { parts } = smsParts(`${"z".repeat(152)}€${"t".repeat(10)}`, 1);
    expect(parts.map((part) => text(part.slice(6)))).toEqual(["z".repeat(152), `\x1b\x65${"t".repeat(10)}`]);
  });

  it("splits UCS-2 at 67 units per part past 70, never inside a surrogate pair", () => {
    expect(smsParts("🎉".repeat(35), 0).parts).toHaveLength(1);
    const { parts } = smsParts(`${"ж".repeat(66)}🎉жжж`, 0);
    expect(parts.map((part) => (part.length - 6) / 2)).toEqual([66, 5]);
  });
});

describe("parseReceipt", () => {
  it("reads the id and the final state of a delivery receipt", () => {
    expect(parseReceipt("id:0A1B2C sub:001 dlvrd:001 submit date:2611221000 done date:2611221001 stat:DELIVRD err:000 text:Ma kich hoat")).toEqual({
      id: "0A1B2C",
      stat: "DELIVRD",
      err: "000",
      outcome: "delivered",
    });
    expect(parseReceipt("id:77 sub:001 dlvrd:000 submit date:2611221000 done date:2611231000 stat:EXPIRED err:027 text:")?.outcome).toBe("failed");
    expect(parseReceipt("id:77 stat:UNDELIV err:001")?.outcome).toBe("failed");
    expect(parseReceipt("id:77 stat:ACCEPTD err:000")?.outcome).toBe("pending");
  });

  it("answers undefined for a text that is not a receipt", () => {
    expect(parseReceipt("Xin chao, toi muon hoi ve cuoc thi")).toBeUndefined();
    expect(parseReceipt("id:5 sub:001")).toBeUndefined();
  });
});
