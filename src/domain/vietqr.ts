/**
 * The VietQR payload of a bank transfer (docs/funds.md, "Paying by VietQR"): the text a Vietnamese banking app reads
 * from the QR code to fill in the receiving bank, the account, the amount and the transfer's content. It is the
 * EMVCo merchant-presented QR format as NAPAS profiles it for transfers to an account ("QRIBFTTA"): a chain of
 * fields, each an ID of 2 digits, a length of 2 digits and the value, closed by a CRC of everything before it.
 *
 * | ID | field | value here |
 * |---|---|---|
 * | 00 | payload format indicator | "01" |
 * | 01 | point of initiation | "12": dynamic, for one payment (the amount is set) |
 * | 38 | merchant account information | 00 GUID "A000000727" (NAPAS); 01 beneficiary organisation (00 the bank's BIN, 01 the account number); 02 service code "QRIBFTTA" (transfer to an account) |
 * | 53 | currency | "704" (VND, ISO 4217) |
 * | 54 | amount | whole đồng as digits |
 * | 58 | country | "VN" |
 * | 62 | additional data | 08 purpose of transaction: the order's reference, which the bank writes as the transfer's content |
 * | 63 | CRC | CRC-16/CCITT-FALSE of the whole text up to and including "6304", 4 upper-case hex digits |
 */

const NAPAS_GUID = "A000000727";
/** NAPAS's service code of a transfer to an account (the other one, "QRIBFTTC", is to a card). */
const TRANSFER_TO_ACCOUNT = "QRIBFTTA";

/** What the payload cannot carry; the caller checked its inputs, so one of these is a bug or bad stored data. */
export type VietQrProblem = "vietqr.bin" | "vietqr.account" | "vietqr.amount" | "vietqr.reference";

export class VietQrError extends Error {
  readonly code: VietQrProblem;
  constructor(code: VietQrProblem) {
    super(`VietQR: ${code}`);
    this.name = "VietQrError";
    this.code = code;
  }
}

export interface VietQrTransfer {
  /** The receiving bank's 6-digit NAPAS BIN (src/domain/vietnam-banks.ts). */
  bin: string;
  accountNumber: string;
  /** Whole đồng. */
  amount: number;
  /** The transfer's content: the order's reference. */
  reference: string;
}

/** NAPAS's limit on a beneficiary account number: up to 19 letters or digits. */
export const isVietQrAccount = (account: string): boolean => /^[A-Za-z0-9]{1,19}$/.test(account);
const isBin = (bin: string): boolean => /^\d{6}$/.test(bin);
/** EMVCo's amount field holds 13 characters. */
const MAX_AMOUNT = 9_999_999_999_999;
/**
 * EMVCo caps each additional-data field at 25 characters, and the character set is ASCII: an app shows Vietnamese
 * letters as garbage or refuses the code, so a reference must be printable ASCII.
 */
const REFERENCE = /^[\x20-\x7e]{1,25}$/;

export function vietQrProblem(transfer: VietQrTransfer): VietQrProblem | undefined {
  if (!isBin(transfer.bin)) return "vietqr.bin";
  if (!isVietQrAccount(transfer.accountNumber)) return "vietqr.account";
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0 || transfer.amount > MAX_AMOUNT) return "vietqr.amount";
  if (!REFERENCE.test(transfer.reference)) return "vietqr.reference";
  return undefined;
}

/** One field: ID, length in 2 digits, value (every value here is ASCII, so characters are bytes). */
function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR ("123456789" gives 29B1). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The payload of a transfer of `amount` to the account, with the reference as its content; throws VietQrError. */
export function vietQrPayload(transfer: VietQrTransfer): string {
  const problem = vietQrProblem(transfer);
  if (problem) throw new VietQrError(problem);
  const beneficiary = tlv("00", transfer.bin) + tlv("01", transfer.accountNumber);
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("38", tlv("00", NAPAS_GUID) + tlv("01", beneficiary) + tlv("02", TRANSFER_TO_ACCOUNT)) +
    tlv("53", "704") +
    tlv("54", String(transfer.amount)) +
    tlv("58", "VN") +
    tlv("62", tlv("08", transfer.reference)) +
    "6304";
  return body + crc16(body);
}
