import type { Kysely } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import type { Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { enqueueJobs, jobOf, type QueuedJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { sendSmsJob } from "#server/lib/sms.ts";

type Template = { subject: string; text: string };

/** Account e-mails and SMS in both languages. Links carry the reader's language. */
const templates = {
  activation: {
    vi: (v: { name: string; code: string; link: string }): Template => ({
      subject: "Mã kích hoạt tài khoản",
      text: `Xin chào ${v.name},\n\nMã kích hoạt tài khoản của bạn là: ${v.code}\nMã có hiệu lực trong 10 phút.\n\nHoặc mở liên kết sau để xác nhận email:\n${v.link}\n\nNếu bạn không đăng ký, hãy bỏ qua email này.`,
    }),
    en: (v: { name: string; code: string; link: string }): Template => ({
      subject: "Your account activation code",
      text: `Hello ${v.name},\n\nYour activation code is: ${v.code}\nIt is valid for 10 minutes.\n\nOr open this link to confirm your email:\n${v.link}\n\nIf you did not sign up, please ignore this email.`,
    }),
  },
  resetLink: {
    vi: (v: { name: string; link: string }): Template => ({
      subject: "Đặt lại mật khẩu",
      text: `Xin chào ${v.name},\n\nMở liên kết sau để đặt mật khẩu mới (hiệu lực 24 giờ, dùng một lần):\n${v.link}\n\nNếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.`,
    }),
    en: (v: { name: string; link: string }): Template => ({
      subject: "Reset your password",
      text: `Hello ${v.name},\n\nOpen this link to choose a new password (valid for 24 hours, once):\n${v.link}\n\nIf you did not ask for this, ignore this email; your password has not changed.`,
    }),
  },
  passwordChanged: {
    vi: (v: { name: string }): Template => ({
      subject: "Mật khẩu đã được thay đổi",
      text: `Xin chào ${v.name},\n\nMật khẩu tài khoản của bạn vừa được thay đổi và các phiên đăng nhập khác đã được đăng xuất.\nNếu không phải bạn, hãy liên hệ ban tổ chức ngay.`,
    }),
    en: (v: { name: string }): Template => ({
      subject: "Your password was changed",
      text: `Hello ${v.name},\n\nThe password of your account has just been changed and your other sessions were signed out.\nIf this was not you, contact the organisers at once.`,
    }),
  },
  phoneChanged: {
    vi: (v: { name: string; phone: string }): Template => ({
      subject: "Số điện thoại đã được thay đổi",
      text: `Xin chào ${v.name},\n\nSố điện thoại của tài khoản vừa được đổi thành số kết thúc bằng ${v.phone}. Số này dùng để đặt lại mật khẩu.\nNếu không phải bạn, hãy đặt lại mật khẩu qua email và liên hệ ban tổ chức ngay.`,
    }),
    en: (v: { name: string; phone: string }): Template => ({
      subject: "Your phone number was changed",
      text: `Hello ${v.name},\n\nThe phone number of your account has just been changed to a number ending in ${v.phone}. It can be used to reset your password.\nIf this was not you, reset your password by e-mail and contact the organisers at once.`,
    }),
  },
} as const;

const smsTemplates = {
  activation: {
    vi: (code: string) => `Ma kich hoat tai khoan cua ban: ${code} (hieu luc 10 phut).`,
    en: (code: string) => `Your activation code: ${code} (valid 10 minutes).`,
  },
  phoneChange: {
    vi: (code: string) => `Ma xac nhan so dien thoai moi: ${code} (hieu luc 10 phut). Khong chia se ma nay.`,
    en: (code: string) => `Code to confirm your new phone number: ${code} (valid 10 minutes). Do not share it.`,
  },
  resetCode: {
    vi: (code: string) => `Ma dat lai mat khau: ${code} (hieu luc 10 phut). Khong chia se ma nay.`,
    en: (code: string) => `Password reset code: ${code} (valid 10 minutes). Do not share it.`,
  },
} as const;

type Templates = typeof templates;

/** An account e-mail as a job to queue (`enqueueJobs`). */
export function emailJob<K extends keyof Templates>(to: string, locale: Locale, kind: K, vars: Parameters<Templates[K]["vi"]>[0]): QueuedJob {
  const render = templates[kind][locale] as (v: typeof vars) => Template;
  return jobOf(sendMailJob, { to, ...render(vars) });
}

/** An SMS as a job to queue (Vietnamese text without diacritics, which every handset shows). */
export function smsJob(to: string, locale: Locale, kind: keyof typeof smsTemplates, code: string): QueuedJob {
  return jobOf(sendSmsJob, { to, text: smsTemplates[kind][locale](code) });
}

/** Queues an account e-mail in the caller's transaction (sent by the job worker, retried on failure). */
export function queueEmail<K extends keyof Templates>(
  executor: Kysely<Database>,
  deps: Pick<Deps, "clock">,
  to: string,
  locale: Locale,
  kind: K,
  vars: Parameters<Templates[K]["vi"]>[0],
) {
  return enqueueJobs(executor, deps.clock, [emailJob(to, locale, kind, vars)]);
}

/** Queues an SMS in the caller's transaction (`smsJob`). */
export function queueSms(executor: Kysely<Database>, deps: Pick<Deps, "clock">, to: string, locale: Locale, kind: keyof typeof smsTemplates, code: string) {
  return enqueueJobs(executor, deps.clock, [smsJob(to, locale, kind, code)]);
}

/** Absolute link into the web app, in the reader's language. */
export function webLink(deps: Pick<Deps, "config">, locale: Locale, path: string): string {
  return `${deps.config.PUBLIC_URL}${locale === "en" ? "/en" : ""}${path}`;
}
