import { searchFold } from "./search-text.ts";

/**
 * The banks investors can pay into with VietQR, by their NAPAS BIN (the 6-digit bank identifier a VietQR code
 * carries; src/domain/vietqr.ts): short name, the bank's Vietnamese name and its English name. Ordered by short
 * name, the order the fund rules page lists them in. A bank that merges or renames keeps its BIN, so a stored BIN
 * keeps naming the right bank; add new members of NAPAS's list here.
 */
export interface VietnamBank {
  bin: string;
  short: string;
  vi: string;
  en: string;
}

export const vietnamBanks: readonly VietnamBank[] = [
  { bin: "970416", short: "ACB", vi: "Ngân hàng TMCP Á Châu", en: "Asia Commercial Joint Stock Bank" },
  { bin: "970405", short: "Agribank", vi: "Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam", en: "Vietnam Bank for Agriculture and Rural Development" },
  { bin: "970409", short: "Bac A Bank", vi: "Ngân hàng TMCP Bắc Á", en: "Bac A Commercial Joint Stock Bank" },
  { bin: "970438", short: "BaoViet Bank", vi: "Ngân hàng TMCP Bảo Việt", en: "Bao Viet Joint Stock Commercial Bank" },
  {
    bin: "970418",
    short: "BIDV",
    vi: "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam",
    en: "Joint Stock Commercial Bank for Investment and Development of Vietnam",
  },
  { bin: "970444", short: "CBBank", vi: "Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam", en: "Vietnam Construction Bank" },
  { bin: "970446", short: "Co-opBank", vi: "Ngân hàng Hợp tác xã Việt Nam", en: "Co-operative Bank of Vietnam" },
  { bin: "970406", short: "DongA Bank", vi: "Ngân hàng TMCP Đông Á", en: "DongA Commercial Joint Stock Bank" },
  { bin: "970431", short: "Eximbank", vi: "Ngân hàng TMCP Xuất Nhập khẩu Việt Nam", en: "Vietnam Export Import Commercial Joint Stock Bank" },
  { bin: "970408", short: "GPBank", vi: "Ngân hàng Thương mại TNHH MTV Dầu khí Toàn cầu", en: "Global Petro Bank" },
  { bin: "970437", short: "HDBank", vi: "Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh", en: "Ho Chi Minh City Development Joint Stock Commercial Bank" },
  { bin: "970452", short: "KienlongBank", vi: "Ngân hàng TMCP Kiên Long", en: "Kien Long Commercial Joint Stock Bank" },
  { bin: "970449", short: "LPBank", vi: "Ngân hàng TMCP Lộc Phát Việt Nam", en: "Loc Phat Vietnam Joint Stock Commercial Bank" },
  { bin: "970422", short: "MB", vi: "Ngân hàng TMCP Quân đội", en: "Military Commercial Joint Stock Bank" },
  { bin: "970426", short: "MSB", vi: "Ngân hàng TMCP Hàng Hải Việt Nam", en: "Vietnam Maritime Commercial Joint Stock Bank" },
  { bin: "970428", short: "Nam A Bank", vi: "Ngân hàng TMCP Nam Á", en: "Nam A Commercial Joint Stock Bank" },
  { bin: "970419", short: "NCB", vi: "Ngân hàng TMCP Quốc Dân", en: "National Citizen Commercial Joint Stock Bank" },
  { bin: "970448", short: "OCB", vi: "Ngân hàng TMCP Phương Đông", en: "Orient Commercial Joint Stock Bank" },
  { bin: "970414", short: "OceanBank", vi: "Ngân hàng Thương mại TNHH MTV Đại Dương", en: "Ocean Commercial One Member Limited Liability Bank" },
  { bin: "970430", short: "PG Bank", vi: "Ngân hàng TMCP Thịnh vượng và Phát triển", en: "Prosperity and Growth Commercial Joint Stock Bank" },
  { bin: "970412", short: "PVcomBank", vi: "Ngân hàng TMCP Đại Chúng Việt Nam", en: "Vietnam Public Joint Stock Commercial Bank" },
  { bin: "970403", short: "Sacombank", vi: "Ngân hàng TMCP Sài Gòn Thương Tín", en: "Saigon Thuong Tin Commercial Joint Stock Bank" },
  { bin: "970400", short: "Saigonbank", vi: "Ngân hàng TMCP Sài Gòn Công Thương", en: "Saigon Bank for Industry and Trade" },
  { bin: "970429", short: "SCB", vi: "Ngân hàng TMCP Sài Gòn", en: "Saigon Commercial Bank" },
  { bin: "970440", short: "SeABank", vi: "Ngân hàng TMCP Đông Nam Á", en: "Southeast Asia Commercial Joint Stock Bank" },
  { bin: "970443", short: "SHB", vi: "Ngân hàng TMCP Sài Gòn – Hà Nội", en: "Saigon – Hanoi Commercial Joint Stock Bank" },
  { bin: "970407", short: "Techcombank", vi: "Ngân hàng TMCP Kỹ Thương Việt Nam", en: "Vietnam Technological and Commercial Joint Stock Bank" },
  { bin: "970423", short: "TPBank", vi: "Ngân hàng TMCP Tiên Phong", en: "Tien Phong Commercial Joint Stock Bank" },
  { bin: "970441", short: "VIB", vi: "Ngân hàng TMCP Quốc tế Việt Nam", en: "Vietnam International Commercial Joint Stock Bank" },
  { bin: "970427", short: "VietABank", vi: "Ngân hàng TMCP Việt Á", en: "Viet A Commercial Joint Stock Bank" },
  { bin: "970433", short: "VietBank", vi: "Ngân hàng TMCP Việt Nam Thương Tín", en: "Vietnam Thuong Tin Commercial Joint Stock Bank" },
  { bin: "970436", short: "Vietcombank", vi: "Ngân hàng TMCP Ngoại thương Việt Nam", en: "Joint Stock Commercial Bank for Foreign Trade of Vietnam" },
  { bin: "970415", short: "VietinBank", vi: "Ngân hàng TMCP Công thương Việt Nam", en: "Vietnam Joint Stock Commercial Bank for Industry and Trade" },
  { bin: "970432", short: "VPBank", vi: "Ngân hàng TMCP Việt Nam Thịnh Vượng", en: "Vietnam Prosperity Joint Stock Commercial Bank" },
];

const byBin = new Map(vietnamBanks.map((bank) => [bank.bin, bank]));

export const bankOfBin = (bin: string): VietnamBank | undefined => byBin.get(bin);

/** How a bank is named to a reader: "Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam". */
export function bankName(bin: string, locale: "vi" | "en"): string {
  const bank = byBin.get(bin);
  return bank ? `${bank.short} – ${bank[locale]}` : "";
}

/** Lower-case words without diacritics, folded as search folds them: "Ngân hàng MB" and "NGAN HANG MB" read alike. */
const words = (text: string) =>
  searchFold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether `name`'s words come one after another in `typed` (so "MB" is not found inside "Vietcombank"). */
const hasWords = (typed: string[], name: string) => {
  const sought = words(name);
  return typed.some((_, start) => sought.every((word, i) => typed[start + i] === word));
};

/** "Ngân hàng TMCP Quân đội" is often written "Ngân hàng Quân đội": the name without its legal form. */
const core = (name: string) => name.replace(/^Ngân hàng (TMCP|Thương mại TNHH MTV)?/, "").replace(/(Joint Stock|Commercial|Bank)/g, " ");

/**
 * The BIN of a bank named in free text, as administrators typed it before the list existed: its short name as
 * words ("Vietcombank - CN Hà Nội"), else its name in either language; when names overlap ("Sài Gòn" is in "Sài
 * Gòn Công Thương") the longest one found wins. Undefined when no bank, or more than one, is named: a guess would
 * send investors' money to the wrong bank.
 */
export function binOfBankText(text: string): string | undefined {
  const typed = words(text);
  for (const names of [(bank: VietnamBank) => [bank.short], (bank: VietnamBank) => [bank.vi, bank.en, core(bank.vi)]]) {
    const found = vietnamBanks.map((bank) => ({
      bin: bank.bin,
      length: Math.max(
        0,
        ...names(bank)
          .filter((name) => hasWords(typed, name))
          .map((name) => words(name).length),
      ),
    }));
    const longest = Math.max(...found.map((match) => match.length));
    if (longest === 0) continue;
    const named = found.filter((match) => match.length === longest);
    return named.length === 1 ? named[0]!.bin : undefined;
  }
  return undefined;
}
