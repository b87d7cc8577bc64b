import { createHash, randomBytes } from "node:crypto";
import type { Locale } from "#contracts/locale.ts";
import type { SubscriptionState } from "#contracts/subscribers.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import {
  findSubscriberByConfirmHash,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  insertSubscriber,
  updateSubscriber,
} from "./subscribers.repo.ts";

const CONFIRM_TTL_MS = 7 * 24 * 3600_000;
/** A second confirmation e-mail to the same address within this time is not sent (the answer stays the same). */
const RESEND_AFTER_MS = 10 * 60_000;

const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** The newsletter pages' canonical paths (the web's site map names them subscribeConfirm and unsubscribe). */
const paths = {
  confirm: { vi: "/nhan-tin/xac-nhan", en: "/en/newsletter/confirm" },
  unsubscribe: { vi: "/nhan-tin/huy", en: "/en/newsletter/unsubscribe" },
} as const;

/** The unsubscribe page in a language: announcements link to it too (modules/announcements). */
export const unsubscribePath = (locale: Locale) => paths.unsubscribe[locale];

function confirmationMail(locale: Locale, confirmLink: string, unsubscribeLink: string) {
  return locale === "en"
    ? {
        subject: "Confirm your subscription",
        text: `Hello,\n\nSomeone (we hope you) asked to receive news from us at this address.\nTo confirm, open this link (valid for 7 days):\n${confirmLink}\n\nIf you did not ask for this, ignore this email: you will receive nothing more.\n\nUnsubscribe at any time: ${unsubscribeLink}`,
      }
    : {
        subject: "Xác nhận đăng ký nhận tin",
        text: `Xin chào,\n\nCó người (chúng tôi mong là bạn) vừa đăng ký nhận tin bằng địa chỉ này.\nĐể xác nhận, hãy mở liên kết sau (hiệu lực 7 ngày):\n${confirmLink}\n\nNếu bạn không đăng ký, hãy bỏ qua email này: bạn sẽ không nhận thêm thư nào.\n\nHủy đăng ký bất cứ lúc nào: ${unsubscribeLink}`,
      };
}

/**
 * Double opt-in. Whatever the address's state, the caller hears the same thing: a new or returning address gets a
 * confirmation e-mail (at most one per 10 minutes), an active one gets nothing.
 */
export async function subscribe(deps: Deps, email: string, locale: Locale): Promise<void> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const token = newToken();
  const pending = {
    status: "pending" as const,
    locale,
    confirm_hash: digest(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
    confirm_sent_at: now.toISOString(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await findSubscriberByEmail(trx, email);
      if (existing?.status === "active") return;
      if (existing?.confirm_sent_at && existing.status === "pending" && now.getTime() - Date.parse(existing.confirm_sent_at) < RESEND_AFTER_MS) return;
      const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
      if (existing) await updateSubscriber(trx, existing.id, pending);
      else await insertSubscriber(trx, { email, ...pending, unsubscribe_token: unsubscribeToken, created_at: now.toISOString() });
      const link = (page: keyof typeof paths, value: string) => `${config.PUBLIC_URL}${paths[page][locale]}?token=${value}`;
      await enqueueJob(trx, clock, sendMailJob, { to: email, ...confirmationMail(locale, link("confirm", token), link("unsubscribe", unsubscribeToken)) });
    });
  } catch (error) {
    // Two first requests for one address at once: the other one is sending the e-mail; the answer is the same.
    if (!isUniqueViolation(error)) throw error;
  }
}

const invalidLink = () => new ApiError("UNPROCESSABLE", { messageKey: "subscribers.invalidLink" });

/** The link in the confirmation e-mail; opening it again after success still says "confirmed". */
export async function confirmSubscription(deps: Deps, token: string): Promise<SubscriptionState> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const row = await findSubscriberByConfirmHash(trx, digest(token));
    if (!row || row.status === "unsubscribed") throw invalidLink();
    if (row.status === "active") return { email: row.email, status: "active" };
    if (!row.confirm_expires_at || row.confirm_expires_at <= clock.now().toISOString()) throw invalidLink();
    await updateSubscriber(trx, row.id, { status: "active", confirmed_at: clock.now().toISOString() });
    // Proof of consent: when and for which address the opt-in was confirmed.
    await recordAudit(trx, clock, {
      actorId: null,
      action: "subscriber.confirm",
      subject: `subscriber:${row.id}`,
      after: { email: row.email, locale: row.locale },
    });
    return { email: row.email, status: "active" };
  });
}

/** The link in every e-mail; works any number of times. */
export async function unsubscribe(deps: Deps, token: string): Promise<SubscriptionState> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const row = await findSubscriberByUnsubscribeToken(trx, token);
    if (!row) throw invalidLink();
    if (row.status !== "unsubscribed") {
      await updateSubscriber(trx, row.id, { status: "unsubscribed", unsubscribed_at: clock.now().toISOString(), confirm_hash: null, confirm_expires_at: null });
      await recordAudit(trx, clock, { actorId: null, action: "subscriber.unsubscribe", subject: `subscriber:${row.id}`, before: { status: row.status } });
    }
    return { email: row.email, status: "unsubscribed" };
  });
}
