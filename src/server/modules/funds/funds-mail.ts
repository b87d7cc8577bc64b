import { fundName } from "#contracts/fund-names.ts";
import type { Locale } from "#contracts/locale.ts";
import type { InlineImage } from "#server/lib/mail.ts";
import { formatNav, formatUnits, formatVnd } from "#contracts/number-format.ts";
import { formatDay, orderReference } from "./order-view.ts";
import type { OrderRow } from "./orders.repo.ts";
import type { Transfer } from "./vietqr-image.ts";

/**
 * The investor's e-mails at each step of an order, in the language the order was placed in: received (with how to
 * pay), sale code, approved, awaiting payment again (a statement's match undone), allocated or priced, paid, cancelled.
 */
export type OrderMailKind = "received" | "sellCode" | "saleConfirmed" | "approved" | "awaitingPayment" | "allocated" | "salePriced" | "paid" | "cancelled";

export interface OrderMailInput {
  fullName: string;
  order: OrderRow;
  navDate?: string | null;
  /** A buy's payment instructions, in the order's language ("received"). */
  payment?: Transfer;
  /** The payment's VietQR code as a PNG ("received"): shown inline, as mail readers do not show SVG. */
  qrPng?: Buffer;
  code?: string;
  codeMinutes?: number;
}

export interface OrderMail {
  subject: string;
  text: string;
  html?: string;
  inline?: InlineImage[];
}

/** The `cid:` by which the "order received" mail's HTML shows its VietQR code. */
const VIETQR_CID = "vietqr";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function orderMail(kind: OrderMailKind, locale: Locale, input: OrderMailInput): OrderMail {
  const { order } = input;
  const ref = orderReference(order);
  const vnd = (amount: number | null) => formatVnd(amount ?? 0, locale);
  const units = (value: number | null) => formatUnits(value ?? 0, locale);
  const nav = (value: number | null) => formatNav(value ?? 0, locale);
  const fund = fundName(order.loai, locale);
  const vi = locale === "vi";
  const hello = vi ? `Xin chào ${input.fullName},` : `Hello ${input.fullName},`;
  const dealing = formatDay(order.dealing_date, locale);
  const pay = input.payment;
  const lines: Record<OrderMailKind, { subject: string; body: string[] }> = {
    received: {
      subject: vi ? `Đã nhận lệnh mua ${ref}` : `Buy order ${ref} received`,
      body: vi
        ? [
            `Chúng tôi đã nhận lệnh mua ${vnd(order.giatri)} chứng chỉ quỹ ${fund}, phí mua ${vnd(order.fee)}.`,
            `Vui lòng chuyển khoản ${vnd(order.giatri)} tới: ${pay?.bank_holder ?? ""}, số tài khoản ${pay?.bank_account ?? ""}, ${pay?.bank_name ?? ""} ${pay?.bank_branch ?? ""}.`,
            `Nội dung chuyển khoản: ${ref}`,
            `Lệnh được khớp theo NAV của ngày giao dịch (dự kiến ${dealing}) sau khi quản trị viên xác nhận đã nhận tiền.`,
          ]
        : [
            `We received your order to buy ${vnd(order.giatri)} of ${fund} units, buy fee ${vnd(order.fee)}.`,
            `Please transfer ${vnd(order.giatri)} to: ${pay?.bank_holder ?? ""}, account ${pay?.bank_account ?? ""}, ${pay?.bank_name ?? ""} ${pay?.bank_branch ?? ""}.`,
            `Transfer reference: ${ref}`,
            `The order is dealt at the NAV of its dealing day (expected ${dealing}) once an administrator has seen the payment.`,
          ],
    },
    sellCode: {
      subject: vi ? `Mã xác nhận lệnh bán ${ref}` : `Confirmation code for sell order ${ref}`,
      body: vi
        ? [
            `Mã xác nhận lệnh bán ${units(order.soluongban)} đơn vị quỹ ${fund}: ${input.code}`,
            `Mã có hiệu lực trong ${input.codeMinutes} phút. Nếu bạn không đặt lệnh này, hãy bỏ qua thư này: lệnh sẽ tự hủy.`,
          ]
        : [
            `Confirmation code for selling ${units(order.soluongban)} units of ${fund}: ${input.code}`,
            `The code works for ${input.codeMinutes} minutes. If you did not place this order, ignore this message: it cancels itself.`,
          ],
    },
    saleConfirmed: {
      subject: vi ? `Đã xác nhận lệnh bán ${ref}` : `Sell order ${ref} confirmed`,
      body: vi
        ? [`Lệnh bán ${units(order.soluongban)} đơn vị quỹ ${fund} đã được xác nhận và đang chờ quản trị viên duyệt. Ngày giao dịch dự kiến: ${dealing}.`]
        : [`Your order to sell ${units(order.soluongban)} units of ${fund} is confirmed and waits for approval. Expected dealing day: ${dealing}.`],
    },
    approved: {
      subject: vi ? `Lệnh ${ref} đã được duyệt` : `Order ${ref} approved`,
      body: vi
        ? [`Lệnh ${ref} (${fund}) đã được duyệt. Lệnh sẽ được khớp theo NAV của ngày giao dịch (dự kiến ${dealing}) khi NAV được công bố.`]
        : [`Order ${ref} (${fund}) is approved. It is dealt at the NAV of its dealing day (expected ${dealing}) when that NAV is published.`],
    },
    // The approval mail said the payment was seen: the investor learns it no longer counts, and what to do.
    awaitingPayment: {
      subject: vi ? `Lệnh mua ${ref} đang chờ thanh toán lại` : `Buy order ${ref}: awaiting payment again`,
      body: vi
        ? [
            `Khoản thanh toán đã ghi nhận cho lệnh mua ${ref} (${fund}) đã được gỡ khỏi lệnh sau khi đối chiếu sao kê ngân hàng: lệnh đang chờ bạn thanh toán ${vnd(order.giatri)}.`,
            `Nếu bạn đã chuyển khoản với nội dung ${ref}, bạn không cần làm gì thêm: chúng tôi sẽ báo khi khoản tiền được ghi nhận. Nếu chưa, vui lòng chuyển khoản theo hướng dẫn của lệnh.`,
          ]
        : [
            `The payment recorded for buy order ${ref} (${fund}) was taken off it after a check of the bank statement: the order is awaiting your payment of ${vnd(order.giatri)} again.`,
            `If you made the transfer with the reference ${ref}, you need do nothing: we will tell you when it is recorded. If not, please transfer as the order's instructions say.`,
          ],
    },
    allocated: {
      subject: vi ? `Lệnh mua ${ref} đã được khớp` : `Buy order ${ref} allocated`,
      body: vi
        ? [
            `Lệnh mua ${ref} đã được khớp theo NAV ngày ${formatDay(input.navDate ?? order.dealing_date, locale)}: ${nav(order.price)}/đơn vị.`,
            `Số tiền ${vnd(order.giatri)}, phí ${vnd(order.fee)}, số đơn vị được phân bổ ${units(order.model)}, phần tiền lẻ chưa mua được đơn vị ${vnd(order.remainder)}.`,
            "Hợp đồng mua có trong trang Đầu tư tăng trưởng của bạn.",
          ]
        : [
            `Buy order ${ref} was dealt at the NAV of ${formatDay(input.navDate ?? order.dealing_date, locale)}: ${nav(order.price)} per unit.`,
            `Amount ${vnd(order.giatri)}, fee ${vnd(order.fee)}, units allocated ${units(order.model)}, remainder that bought no unit ${vnd(order.remainder)}.`,
            "The buy contract is on your investment page.",
          ],
    },
    salePriced: {
      subject: vi ? `Lệnh bán ${ref} đã được khớp` : `Sell order ${ref} priced`,
      body: vi
        ? [
            `Lệnh bán ${units(order.soluongban)} đơn vị đã được khớp theo NAV ngày ${formatDay(input.navDate ?? order.dealing_date, locale)}: ${nav(order.price)}/đơn vị.`,
            `Phí bán ${vnd(order.fee)}; số tiền thực nhận ${vnd(order.giatri)} sẽ được chuyển vào tài khoản ngân hàng trong hồ sơ của bạn.`,
          ]
        : [
            `Your sale of ${units(order.soluongban)} units was dealt at the NAV of ${formatDay(input.navDate ?? order.dealing_date, locale)}: ${nav(order.price)} per unit.`,
            `Sell fee ${vnd(order.fee)}; the net proceeds of ${vnd(order.giatri)} will be paid to the bank account in your profile.`,
          ],
    },
    paid: {
      subject: vi ? `Đã thanh toán lệnh bán ${ref}` : `Sell order ${ref} paid`,
      body: vi
        ? [`Số tiền ${vnd(order.giatri)} của lệnh bán ${ref} đã được chuyển vào tài khoản ngân hàng của bạn.`]
        : [`The proceeds of ${vnd(order.giatri)} of sell order ${ref} were paid to your bank account.`],
    },
    cancelled: {
      subject: vi ? `Lệnh ${ref} đã bị hủy` : `Order ${ref} cancelled`,
      body: vi
        ? [
            `Lệnh ${ref} (${fund}) đã bị hủy.${order.cancel_reason ? ` Lý do: ${order.cancel_reason}` : ""}`,
            ...(order.type === "sell" ? ["Các đơn vị quỹ đã giữ cho lệnh bán được trả lại lô của bạn."] : []),
          ]
        : [
            `Order ${ref} (${fund}) was cancelled.${order.cancel_reason ? ` Reason: ${order.cancel_reason}` : ""}`,
            ...(order.type === "sell" ? ["The units held for the sale are back in your lot."] : []),
          ],
    },
  };
  const mail = lines[kind];
  const text = [hello, "", ...mail.body].join("\n");
  if (kind !== "received" || !input.qrPng || !pay) return { subject: mail.subject, text };
  // The HTML says what the text says, with the VietQR code after the transfer's details (alt text for readers that block images).
  const alt = vi
    ? `Mã VietQR chuyển khoản ${vnd(pay.amount)} tới tài khoản ${pay.bank_account}, nội dung ${ref}`
    : `VietQR code for a transfer of ${vnd(pay.amount)} to account ${pay.bank_account}, reference ${ref}`;
  const paragraphs = [hello, ...mail.body].map((line) => `<p>${escapeHtml(line)}</p>`);
  paragraphs.splice(
    4,
    0,
    `<p>${escapeHtml(vi ? "Hoặc quét mã VietQR bằng ứng dụng ngân hàng:" : "Or scan the VietQR code with your banking app:")}</p><p><img src="cid:${VIETQR_CID}" width="230" height="230" alt="${escapeHtml(alt)}"></p>`,
  );
  return {
    subject: mail.subject,
    text,
    html: `<!doctype html><html lang="${locale}"><body>${paragraphs.join("")}</body></html>`,
    inline: [{ cid: VIETQR_CID, filename: "vietqr.png", content_type: "image/png", base64: input.qrPng.toString("base64") }],
  };
}
