import type { Locale } from "#contracts/locale.ts";
import { formatUsd } from "#contracts/number-format.ts";
import { formatLuckyNumber } from "#domain/lucky-draw.ts";

/** The winner's e-mail, in the language they joined in, with the holiday-prize terms of spec section 9. */
export function winnerMail(locale: Locale, input: { fullName: string; luckyNumber: number; week: number; prizeValueUsd: number; resultsUrl: string }) {
  const number = formatLuckyNumber(input.luckyNumber);
  const value = formatUsd(input.prizeValueUsd, locale);
  return locale === "en"
    ? {
        subject: `You won a holiday in the lucky draw (week ${input.week})`,
        text: [
          `Hello ${input.fullName},`,
          "",
          `Your lucky number ${number} was drawn in week ${input.week} of the lucky draw. You win a holiday stay worth ${value}.`,
          "",
          "Terms of the holiday prize:",
          "- 7 days and 6 nights, for up to 5 people.",
          "- Book at least 60 days ahead; the date can be changed once if you tell us 25 days before check-in.",
          "- Check-in 15:00 on Saturday, check-out 10:00 the next Friday.",
          "- Not valid in holiday weeks; usable from the third to the fourth quarter of 2022.",
          "- Not exchangeable for cash.",
          "",
          `The draw and how to check it: ${input.resultsUrl}`,
          "We will contact you about booking.",
        ].join("\n"),
      }
    : {
        subject: `Bạn đã trúng một kỳ nghỉ trong vòng quay may mắn (tuần ${input.week})`,
        text: [
          `Xin chào ${input.fullName},`,
          "",
          `Số may mắn ${number} của bạn đã trúng thưởng trong tuần ${input.week} của vòng quay may mắn. Giải thưởng là một kỳ nghỉ trị giá ${value}.`,
          "",
          "Điều kiện của giải kỳ nghỉ:",
          "- 7 ngày 6 đêm, tối đa 5 người.",
          "- Đặt trước ít nhất 60 ngày; được đổi ngày một lần nếu báo trước 25 ngày so với ngày nhận phòng.",
          "- Nhận phòng 15:00 thứ Bảy, trả phòng 10:00 thứ Sáu tuần sau.",
          "- Không áp dụng vào các tuần lễ, Tết; sử dụng từ quý 3 đến quý 4 năm 2022.",
          "- Không quy đổi thành tiền mặt.",
          "",
          `Kết quả và cách kiểm tra: ${input.resultsUrl}`,
          "Chúng tôi sẽ liên hệ với bạn để đặt phòng.",
        ].join("\n"),
      };
}
