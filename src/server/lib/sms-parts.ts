/**
 * What an SMS becomes on the wire, and what a delivery receipt says (SMPP 3.4; docs/decisions/0026-sms-in-gsm-7.md).
 * Pure: the SMPP sender (lib/sms.ts) turns each part into one submit_sm.
 */

/** The GSM 03.38 default alphabet; a character's index is its septet. 0x1B is the escape to the extension table. */
const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: each of these costs two septets, the escape and this code. */
const GSM_EXTENSION = new Map<string, number>([
  ["\f", 0x0a],
  ["^", 0x14],
  ["{", 0x28],
  ["}", 0x29],
  ["\\", 0x2f],
  ["[", 0x3c],
  ["~", 0x3d],
  ["]", 0x3e],
  ["|", 0x40],
  ["€", 0x65],
]);

/** data_coding: 0 is the SMSC's default alphabet (GSM 03.38, one septet per octet in SMPP), 8 is UCS-2. */
export const DATA_CODING = { gsm7: 0, ucs2: 8 } as const;

/** Septets or UTF-16 units a part holds alone, and with the 6-octet concatenation header (UDH) a long message needs. */
const CAPACITY = { gsm7: { single: 160, part: 153 }, ucs2: { single: 70, part: 67 } } as const;

export interface SmsParts {
  dataCoding: (typeof DATA_CODING)[keyof typeof DATA_CODING];
  /** Each part's short_message; with several parts each starts with its UDH (esm_class must carry UDHI, 0x40). */
  parts: Uint8Array[];
}

/** Vietnamese letters without their marks ("Mã kích hoạt" -> "Ma kich hoat"), as SMS here are written. */
export function withoutAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D");
}

function gsmCodes(char: string): number[] | undefined {
  const extension = GSM_EXTENSION.get(char);
  if (extension !== undefined) return [0x1b, extension];
  const index = char === "\x1b" ? -1 : GSM_BASIC.indexOf(char);
  return index >= 0 ? [index] : undefined;
}

function ucs2Codes(char: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i < char.length; i++) codes.push(char.charCodeAt(i) >> 8, char.charCodeAt(i) & 0xff);
  return codes;
}

/**
 * Encodes a text in GSM-7 when it can be written in it, once without accents if need be, else in UCS-2, and splits
 * it into parts when it does not fit one: 153 septets (67 UTF-16 units) per part, never splitting an escaped
 * character or a surrogate pair. `reference` (0-255) ties the parts together on the handset; pass the same one on
 * every retry of a message, so parts sent twice are recognised as the same.
 */
export function smsParts(text: string, reference: number): SmsParts {
  const plain = [...text].every((char) => gsmCodes(char)) ? text : withoutAccents(text);
  const gsm = [...plain].every((char) => gsmCodes(char));
  const chars = [...(gsm ? plain : text)].map((char) => (gsm ? gsmCodes(char)! : ucs2Codes(char)));
  const capacity = gsm ? CAPACITY.gsm7 : CAPACITY.ucs2;
  // Capacity counts septets for GSM-7 (one octet each here) and UTF-16 units (two octets each) for UCS-2.
  const size = (codes: number[]) => (gsm ? codes.length : codes.length / 2);
  const dataCoding = gsm ? DATA_CODING.gsm7 : DATA_CODING.ucs2;
  const total = chars.reduce((sum, codes) => sum + size(codes), 0);
  if (total <= capacity.single) return { dataCoding, parts: [Uint8Array.from(chars.flat())] };

  const bodies: number[][] = [[]];
  for (const codes of chars) {
    if (size(bodies.at(-1)!) + size(codes) > capacity.part) bodies.push([]);
    bodies.at(-1)!.push(...codes);
  }
  if (bodies.length > 255) throw new Error(`An SMS of ${bodies.length} parts is longer than concatenation allows (255)`);
  const parts = bodies.map((body, index) => Uint8Array.from([0x05, 0x00, 0x03, reference & 0xff, bodies.length, index + 1, ...body]));
  return { dataCoding, parts };
}

/** A delivery receipt's outcome: DELIVRD is delivered; EXPIRED, DELETED, UNDELIV, REJECTD are final failures. */
type ReceiptOutcome = "delivered" | "failed" | "pending";

export interface Receipt {
  /** The message id submit_sm_resp gave the part. */
  id: string;
  stat: string;
  err: string | undefined;
  outcome: ReceiptOutcome;
}

const FAILED_STATES = new Set(["EXPIRED", "DELETED", "UNDELIV", "REJECTD"]);

/**
 * Reads the text of a delivery receipt (SMPP 3.4 appendix B: `id:… sub:… dlvrd:… submit date:… done date:… stat:…
 * err:… text:…`). ACCEPTD, ENROUTE and UNKNOWN say nothing final, so the message stays as it is. Undefined when the
 * text is not a receipt.
 */
export function parseReceipt(text: string): Receipt | undefined {
  const id = /(?:^|\s)id:(\S+)/i.exec(text)?.[1];
  const stat = /(?:^|\s)stat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  if (!id || !stat) return undefined;
  const err = /(?:^|\s)err:(\w+)/i.exec(text)?.[1];
  const outcome = stat === "DELIVRD" ? "delivered" : FAILED_STATES.has(stat) ? "failed" : "pending";
  return { id, stat, err, outcome };
}
