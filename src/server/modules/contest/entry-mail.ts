import type { Locale } from "#contracts/locale.ts";
import type { EntryFileRefusal, ExcludeInput, ExclusionGround } from "#contracts/entry.ts";

interface Vars {
  name: string;
  code: string;
  sequence: number;
  title: string;
}

/** Why a file was left out of a sent entry, as the confirmation says it. */
const refusalText: Record<EntryFileRefusal, Record<Locale, string>> = {
  invalidFile: { en: "invalid file", vi: "file không hợp lệ" },
  checkFailed: { en: "it could not be checked", vi: "không kiểm tra được" },
};

/**
 * The confirmation e-mail a contestant gets when their entry is sent, in the language they sent it in: the files sent
 * with it, and any file of the draft its check refused, which the entry went without (a photo refused while a Send
 * waited for the checks, ADR 0030, is news to the contestant).
 */
export function entryMail(
  locale: Locale,
  v: Vars & { files: string[]; leftOut: { name: string; refusal: EntryFileRefusal }[] },
): { subject: string; text: string } {
  const leftOut = v.leftOut.map((file) => `${file.name} (${refusalText[file.refusal][locale]})`).join(", ");
  return locale === "en"
    ? {
        subject: `Your contest entry was received (${v.code})`,
        text: `Hello ${v.name},\n\nYour entry "${v.title}" was received.\nSubmission number: ${v.sequence}\nEntry code: ${v.code}\nFiles: ${v.files.join(", ")}\n${leftOut ? `Not included, refused by the file check: ${leftOut}\n` : ""}\nA submitted entry can no longer be changed. You can view it at any time under "Exam information" in your account.\n\nThe organising committee`,
      }
    : {
        subject: `Bài dự thi của bạn đã được nhận (${v.code})`,
        text: `Xin chào ${v.name},\n\nBài dự thi "${v.title}" của bạn đã được nhận.\nSố thứ tự nộp bài: ${v.sequence}\nMã bài dự thi: ${v.code}\nCác file: ${v.files.join(", ")}\n${leftOut ? `Không kèm theo, do bị từ chối khi kiểm tra file: ${leftOut}\n` : ""}\nBài đã nộp không thể chỉnh sửa. Bạn có thể xem lại bài bất cứ lúc nào tại mục "Thông tin bài thi" trong tài khoản.\n\nBan tổ chức`,
      };
}

/**
 * The e-mail telling a contestant that the entry they sent while its files were being checked was not sent, because
 * the essay was refused (its content, or a check that could not run: the reason says which; ADR 0030), in the
 * language they pressed Send in.
 */
export function entryNotSentMail(locale: Locale, v: Pick<Vars, "name"> & { file: string; reason: string }): { subject: string; text: string } {
  return locale === "en"
    ? {
        subject: "Your contest entry was not sent",
        text: `Hello ${v.name},\n\nYou confirmed sending your entry while your files were still being checked, but your essay "${v.file}" could not be accepted, so your entry was not sent.\nReason: ${v.reason}\n\nWhile entries are still accepted, you can upload your essay again and send your entry from "Submit the exam" in your account.\n\nThe organising committee`,
      }
    : {
        subject: "Bài dự thi của bạn chưa được gửi",
        text: `Xin chào ${v.name},\n\nBạn đã xác nhận gửi bài khi các file còn đang được kiểm tra, nhưng bài luận "${v.file}" không được chấp nhận nên bài dự thi chưa được gửi.\nLý do: ${v.reason}\n\nTrong thời gian còn nhận bài, bạn có thể tải lên lại bài luận và gửi bài tại mục "Nộp bài thi" trong tài khoản.\n\nBan tổ chức`,
      };
}

/** The e-mail telling a contestant their entry was excluded, with the administrator's reason, in the entry's language. */
export function entryExcludedMail(locale: Locale, v: Pick<Vars, "name" | "code" | "title"> & { reason: string }): { subject: string; text: string } {
  return locale === "en"
    ? {
        subject: `Your contest entry was excluded (${v.code})`,
        text: `Hello ${v.name},\n\nYour entry "${v.title}" (code ${v.code}) was excluded from the contest.\nReason: ${v.reason}\n\nIf you think this is a mistake, please reply through the contact page of the contest website.\n\nThe organising committee`,
      }
    : {
        subject: `Bài dự thi của bạn đã bị loại (${v.code})`,
        text: `Xin chào ${v.name},\n\nBài dự thi "${v.title}" (mã ${v.code}) của bạn đã bị loại khỏi cuộc thi.\nLý do: ${v.reason}\n\nNếu bạn cho rằng có nhầm lẫn, vui lòng phản hồi qua trang Liên hệ của website cuộc thi.\n\nBan tổ chức`,
      };
}

/** What a named exclusion ground says, in the contestant's language. */
const groundText: Record<Exclude<ExclusionGround, "other">, Record<Locale, string>> = {
  staff_or_relative: {
    vi: "Thí sinh là nhân viên ban tổ chức hoặc người thân của nhân viên ban tổ chức; thể lệ không cho phép những người này dự thi.",
    en: "The contestant is on the organising committee's staff or a relative of its staff, whom the rules bar from entering.",
  },
};

/** The exclusion reason the contestant is told (and administrators read): the ground's own words, then the reason given. */
export function exclusionReason(locale: Locale, input: ExcludeInput): string {
  if (input.ground === "other") return input.reason ?? "";
  return [groundText[input.ground][locale], input.reason].filter(Boolean).join(" ");
}

/** The e-mail telling a contestant their excluded entry is back in the contest, in the entry's language. */
export function entryRestoredMail(locale: Locale, v: Pick<Vars, "name" | "code" | "title"> & { reason: string }): { subject: string; text: string } {
  return locale === "en"
    ? {
        subject: `Your contest entry is back in the contest (${v.code})`,
        text: `Hello ${v.name},\n\nThe exclusion of your entry "${v.title}" (code ${v.code}) was withdrawn; it takes part in the contest again.\nReason: ${v.reason}\n\nThe organising committee`,
      }
    : {
        subject: `Bài dự thi của bạn đã được khôi phục (${v.code})`,
        text: `Xin chào ${v.name},\n\nQuyết định loại bài dự thi "${v.title}" (mã ${v.code}) của bạn đã được hủy; bài tiếp tục tham gia cuộc thi.\nLý do: ${v.reason}\n\nBan tổ chức`,
      };
}
