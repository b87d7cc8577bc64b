import type { PrizeRank } from "#contracts/contest.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatVnd } from "#contracts/number-format.ts";

const prizeNames: Record<Locale, Record<PrizeRank, string>> = {
  vi: { special: "Giải Đặc biệt", first: "Giải Nhất", second: "Giải Nhì", third: "Giải Ba", idea: "Giải Ý tưởng", consolation: "Giải Khuyến khích" },
  en: { special: "Special prize", first: "First prize", second: "Second prize", third: "Third prize", idea: "Idea prize", consolation: "Consolation prize" },
};

/** The e-mail a winner gets when the final results are published, in the language they entered in. */
export function winnerMail(
  locale: Locale,
  v: { name: string; code: string; title: string; rank: PrizeRank; amount_vnd: number; resultsUrl: string },
): { subject: string; text: string } {
  const prize = prizeNames[locale][v.rank];
  return locale === "en"
    ? {
        subject: `Congratulations: ${prize} (${v.code})`,
        text: `Hello ${v.name},\n\nThe final results of the contest are published. Your entry "${v.title}" (code ${v.code}) won the ${prize.toLowerCase()}: ${formatVnd(v.amount_vnd, locale)}.\n\nThe results and their record are at ${v.resultsUrl}. The organising committee will contact you about the award.\n\nThe organising committee`,
      }
    : {
        subject: `Chúc mừng: ${prize} (${v.code})`,
        text: `Xin chào ${v.name},\n\nKết quả chung kết của cuộc thi đã được công bố. Bài dự thi "${v.title}" (mã ${v.code}) của bạn đạt ${prize}: ${formatVnd(v.amount_vnd, locale)}.\n\nKết quả và biên bản kết quả có tại ${v.resultsUrl}. Ban tổ chức sẽ liên hệ với bạn về việc trao giải.\n\nBan tổ chức`,
      };
}
