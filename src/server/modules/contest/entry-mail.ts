import type { Locale } from "#contracts/locale.ts";

interface Vars {
  name: string;
  code: string;
  sequence: number;
  title: string;
}

/** The confirmation e-mail a contestant gets when their entry is sent, in the language they sent it in. */
export function entryMail(locale: Locale, v: Vars): { subject: string; text: string } {
  return locale === "en"
    ? {
        subject: `Your contest entry was received (${v.code})`,
        text: `Hello ${v.name},\n\nYour entry "${v.title}" was received.\nSubmission number: ${v.sequence}\nEntry code: ${v.code}\n\nA submitted entry can no longer be changed. You can view it at any time under "Exam information" in your account.\n\nThe organising committee`,
      }
    : {
        subject: `Bài dự thi của bạn đã được nhận (${v.code})`,
        text: `Xin chào ${v.name},\n\nBài dự thi "${v.title}" của bạn đã được nhận.\nSố thứ tự nộp bài: ${v.sequence}\nMã bài dự thi: ${v.code}\n\nBài đã nộp không thể chỉnh sửa. Bạn có thể xem lại bài bất cứ lúc nào tại mục "Thông tin bài thi" trong tài khoản.\n\nBan tổ chức`,
      };
}
