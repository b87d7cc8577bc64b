import QRCode from "qrcode";
import type { z } from "#contracts/zod.ts";
import type { paymentInstructions } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { bankName } from "#domain/vietnam-banks.ts";
import { vietQrPayload } from "#domain/vietqr.ts";
import type { FundRules } from "./fund-settings.service.ts";
import { orderReference } from "./order-view.ts";
import type { OrderRow } from "./orders.repo.ts";

export type Payment = z.infer<typeof paymentInstructions>;
/** The instructions without the drawn code: what the "order received" e-mail writes out. */
export type Transfer = Omit<Payment, "qr"> & { payload: string };

/**
 * The QR code is drawn on the server (docs/funds.md, "Paying by VietQR"): the page shows the SVG as it came and the
 * e-mail carries a PNG, so no QR library goes into a public bundle. Level M survives a smudged or glossy screen; the
 * quiet zone of 4 modules is what the QR standard asks for, and what banking apps' scanners find the code by.
 */
const options = { errorCorrectionLevel: "M", margin: 4 } as const;

const vietQrSvg = (payload: string): Promise<string> => QRCode.toString(payload, { ...options, type: "svg" });

/**
 * 8 pixels a module: a code of ~57 modules is ~460 px, sharp in an e-mail and small (a few KB). PNG's row filter
 * "none": black and white rows compress as well without one, and trying all five for each row was most of the
 * image's cost (bench:peak's fund cut-off profile, issue 30).
 */
export const vietQrPng = (payload: string): Promise<Buffer> =>
  QRCode.toBuffer(payload, { ...options, type: "png", scale: 8, rendererOpts: { filterType: 0 } as never });

/** A buy's transfer: the fund's account, the order's amount and reference, and the VietQR payload (no code drawn). */
export function transferOf(bank: FundRules["bank"], order: Pick<OrderRow, "id" | "loai" | "giatri">, locale: Locale): Transfer {
  const reference = orderReference(order);
  const amount = order.giatri!;
  return {
    ...bank,
    bank_name: bankName(bank.bank_bin, locale),
    account_number: bank.bank_account,
    account_name: bank.bank_holder,
    amount,
    reference,
    payload: vietQrPayload({ bin: bank.bank_bin, accountNumber: bank.bank_account, amount, reference }),
  };
}

/** A buy's payment instructions: the transfer and its VietQR code as SVG. */
export async function paymentOf(bank: FundRules["bank"], order: Pick<OrderRow, "id" | "loai" | "giatri">, locale: Locale): Promise<Payment> {
  const { payload, ...transfer } = transferOf(bank, order, locale);
  return { ...transfer, qr: { payload, svg: await vietQrSvg(payload) } };
}
