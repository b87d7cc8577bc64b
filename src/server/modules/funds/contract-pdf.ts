import fs from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Locale } from "#contracts/locale.ts";

/**
 * A buy or sell contract as a PDF (hợp đồng mua / hợp đồng bán), in the investor's language. The DejaVu fonts
 * come from the npm package (never a CDN) and are embedded as subsets, so Vietnamese diacritics render anywhere.
 * Pure CPU work on data already read: it runs in a worker thread (contract-worker.ts).
 */
export interface ContractData {
  kind: "buy" | "sell";
  locale: Locale;
  reference: string;
  /** The fund's party: its name (src/contracts/fund-names.ts), and from the fund rules its manager (the account holder) and account. */
  fund: { name: string; manager: string; account: string };
  investor: { full_name: string; cmt: string; ngaycmt: string; noicapcmt: string; address: string; phone: string; email: string; bank: string };
  placedAt: string;
  dealingDay: string;
  nav: string;
  /** Pre-formatted money and units lines (label → value), in order. */
  figures: [string, string][];
  issuedAt: string;
}

const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fontFiles() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const text = {
  vi: {
    title: { buy: "HỢP ĐỒNG MUA CHỨNG CHỈ QUỸ", sell: "HỢP ĐỒNG BÁN CHỨNG CHỈ QUỸ" },
    reference: "Số hợp đồng / mã lệnh",
    fundParty: "Bên quỹ",
    manager: "Đơn vị quản lý quỹ, chủ tài khoản",
    fundAccount: "Tài khoản của quỹ",
    investor: "Bên nhà đầu tư",
    name: "Họ và tên",
    id: "Số CMND/CCCD/hộ chiếu",
    issued: "Ngày cấp, nơi cấp",
    address: "Địa chỉ",
    contact: "Điện thoại, email",
    bank: "Tài khoản nhận tiền",
    order: "Nội dung giao dịch",
    fund: "Quỹ",
    placed: "Thời điểm đặt lệnh",
    dealing: "Ngày giao dịch (NAV áp dụng)",
    nav: "Giá trị tài sản ròng trên một đơn vị (NAV)",
    terms:
      "Lệnh được khớp theo NAV của ngày giao dịch, công bố sau thời điểm đặt lệnh. Số đơn vị quỹ được làm tròn xuống tới 2 chữ số thập phân; phần tiền lẻ được ghi nhận trên lệnh. Hợp đồng được lập tự động từ sổ đăng ký đơn vị quỹ.",
    issuedAt: "Lập ngày",
    signatures: [
      ["ĐẠI DIỆN BÊN QUỸ", "(Ký, ghi rõ họ tên, đóng dấu)"],
      ["NHÀ ĐẦU TƯ", "(Ký, ghi rõ họ tên)"],
    ],
  },
  en: {
    title: { buy: "FUND UNITS PURCHASE CONTRACT", sell: "FUND UNITS SALE CONTRACT" },
    reference: "Contract / order reference",
    fundParty: "The fund",
    manager: "Fund manager, account holder",
    fundAccount: "Fund's bank account",
    investor: "The investor",
    name: "Full name",
    id: "ID or passport number",
    issued: "Issued on, by",
    address: "Address",
    contact: "Phone, e-mail",
    bank: "Bank account for payments",
    order: "Transaction",
    fund: "Fund",
    placed: "Order placed at",
    dealing: "Dealing day (NAV applied)",
    nav: "Net asset value per unit (NAV)",
    terms:
      "The order is dealt at the NAV of its dealing day, published after the order was placed. Units are rounded down to 2 decimals; the remainder in VND is recorded on the order. This contract is generated from the register of fund units.",
    issuedAt: "Issued on",
    signatures: [
      ["FOR THE FUND", "(Signature, full name, seal)"],
      ["THE INVESTOR", "(Signature, full name)"],
    ],
  },
} as const;

/** Lines broken to fit `width` at `size` (words kept whole). */
function wrap(font: PDFFont, content: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderContract(data: ContractData): Promise<Uint8Array> {
  const t = text[data.locale];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  pdf.setTitle(`${t.title[data.kind]} ${data.reference}`);
  pdf.setLanguage(data.locale === "vi" ? "vi-VN" : "en-GB");
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const width = 595.28 - 2 * left;
  let y = 780;
  const write = (content: string, options: { font?: PDFFont; size?: number; indent?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10.5;
    for (const line of wrap(font, content, size, width - (options.indent ?? 0))) {
      page.drawText(line, { x: left + (options.indent ?? 0), y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.45;
    }
  };
  const row = (label: string, value: string) => write(`${label}: ${value}`, { indent: 12 });

  write(t.title[data.kind], { font: bold, size: 16 });
  y -= 6;
  row(t.reference, data.reference);
  y -= 8;
  write(t.fundParty, { font: bold, size: 12 });
  row(t.fund, data.fund.name);
  row(t.manager, data.fund.manager);
  row(t.fundAccount, data.fund.account);
  y -= 8;
  write(t.investor, { font: bold, size: 12 });
  row(t.name, data.investor.full_name);
  row(t.id, data.investor.cmt);
  row(t.issued, `${data.investor.ngaycmt}, ${data.investor.noicapcmt}`);
  row(t.address, data.investor.address);
  row(t.contact, `${data.investor.phone}, ${data.investor.email}`);
  row(t.bank, data.investor.bank);
  y -= 8;
  write(t.order, { font: bold, size: 12 });
  row(t.fund, data.fund.name);
  row(t.placed, data.placedAt);
  row(t.dealing, data.dealingDay);
  row(t.nav, data.nav);
  for (const [label, value] of data.figures) row(label, value);
  y -= 8;
  write(t.terms, { size: 9.5 });
  y -= 8;
  write(`${t.issuedAt}: ${data.issuedAt}`, { size: 9.5 });
  // Each party's place to sign (and the fund's to seal): a heading, what goes there, room, and a line.
  y -= 18;
  const column = width / 2;
  t.signatures.forEach(([heading, what], index) => {
    const x = left + index * column;
    const centred = (content: string, font: PDFFont, size: number, at: number) =>
      page.drawText(content, { x: x + (column - font.widthOfTextAtSize(content, size)) / 2, y: at, size, font, color: rgb(0.1, 0.1, 0.1) });
    centred(heading, bold, 11, y);
    centred(what, regular, 9, y - 15);
    page.drawLine({ start: { x: x + 24, y: y - 110 }, end: { x: x + column - 24, y: y - 110 }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
  });
  return pdf.save();
}
