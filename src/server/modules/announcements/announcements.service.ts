import type { AnnouncementTemplate, AnnouncementSummary } from "#contracts/announcements.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import { vietnamDayTime } from "#contracts/vietnam-time.ts";
import { deliverySchedule, fillTemplate, segmentMembers, type AnnouncementPerson } from "#domain/announcements.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { unsubscribePath } from "#server/modules/subscribers/index.ts";
import { deliverAnnouncementJob } from "./announcements.jobs.ts";
import { candidatesFor } from "./people.repo.ts";
import { accountUnsubscribeLink } from "#server/modules/subscribers/index.ts";

const locales: Locale[] = ["vi", "en"];

type Template = Pick<AnnouncementTemplate, "subject_vi" | "subject_en" | "body_vi" | "body_en"> & { deadline?: string | null | undefined };
interface Reader {
  email: string;
  name: string | null;
  locale: Locale;
  unsubscribeLink: string;
}

/** The e-mail one person reads: the template in their language, filled, with the unsubscribe link at its foot. */
function render(template: Template, reader: Reader) {
  const values = {
    name: reader.name ?? translateShared(reader.locale, "announcements.mail.nameless"),
    deadline: template.deadline ? vietnamDayTime(template.deadline) : "",
  };
  const subject = fillTemplate(reader.locale === "en" ? template.subject_en : template.subject_vi, values);
  const body = fillTemplate(reader.locale === "en" ? template.body_en : template.body_vi, values);
  return { subject, text: `${body}\n\n${translateShared(reader.locale, "announcements.mail.footer", { link: reader.unsubscribeLink })}` };
}

/** A subscriber's link carries their stored token; an account's is signed (unsubscribe-links.ts). */
async function unsubscribeLinkOf(deps: Deps, person: { user_id: number | null; subscriber_id: number | null; locale: Locale }): Promise<string> {
  if (person.user_id !== null) return accountUnsubscribeLink(deps, person.user_id, person.locale);
  const { unsubscribe_token } = await deps.db
    .selectFrom("subscribers")
    .select("unsubscribe_token")
    .where("id", "=", person.subscriber_id!)
    .executeTakeFirstOrThrow();
  return `${deps.config.PUBLIC_URL}${unsubscribePath(person.locale)}?token=${unsubscribe_token}`;
}

const idsOf = (person: AnnouncementPerson) => {
  const [kind, id] = person.key.split(":");
  return { user_id: kind === "user" ? Number(id) : null, subscriber_id: kind === "subscriber" ? Number(id) : null };
};

async function members(deps: Deps, template: AnnouncementTemplate) {
  return segmentMembers(template.segment, await candidatesFor(deps, template.segment));
}

/** How many the segment holds, by language, and the e-mail as the first person of each language would read it. */
export async function previewAnnouncement(deps: Deps, template: AnnouncementTemplate) {
  const people = await members(deps, template);
  const samples = [];
  for (const locale of locales) {
    const person = people.find((candidate) => candidate.locale === locale);
    if (!person) continue;
    const reader = { email: person.email, name: person.name, locale, unsubscribeLink: await unsubscribeLinkOf(deps, { ...idsOf(person), locale }) };
    samples.push({ locale, to: person.email, ...render(template, reader) });
  }
  const count = (locale: Locale) => people.filter((person) => person.locale === locale).length;
  return { recipients: people.length, by_locale: { vi: count("vi"), en: count("en") }, samples };
}

/** The e-mail in both languages to the administrator alone, through the queue, marked as a test. Audited. */
export async function sendTestAnnouncement(deps: Deps, admin: AuthUser, template: AnnouncementTemplate) {
  const { db, clock } = deps;
  const account = await db.selectFrom("users").select(["id", "email", "full_name"]).where("id", "=", admin.id).executeTakeFirstOrThrow();
  const mails: { to: string; subject: string; text: string }[] = [];
  for (const locale of locales) {
    const mail = render(template, {
      email: account.email,
      name: account.full_name,
      locale,
      unsubscribeLink: await accountUnsubscribeLink(deps, account.id, locale),
    });
    mails.push({ to: account.email, subject: `${translateShared(locale, "announcements.mail.testPrefix")} ${mail.subject}`, text: mail.text });
  }
  await db.transaction().execute(async (trx) => {
    for (const mail of mails) await enqueueJob(trx, clock, sendMailJob, mail);
    await recordAudit(trx, clock, {
      actorId: admin.id,
      action: "announcement.test",
      subject: `user:${admin.id}`,
      after: { segment: template.segment, subject_vi: template.subject_vi, subject_en: template.subject_en },
    });
  });
  return { to: account.email, mails: mails.length };
}

/**
 * Sends the announcement to the segment: one recipient row and one queued job per person, spread under the
 * configured rate (deliverySchedule), written with the announcement and its audit event in one transaction.
 */
export async function sendAnnouncement(deps: Deps, admin: AuthUser, template: AnnouncementTemplate) {
  const { db, clock, config } = deps;
  const people = await members(deps, template);
  if (!people.length) throw new ApiError("UNPROCESSABLE", { messageKey: "announcements.emptySegment" });
  const schedule = deliverySchedule(people.length, config.ANNOUNCEMENT_MAILS_PER_MINUTE, clock.now());
  const now = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("announcements")
      .values({
        segment: template.segment,
        subject_vi: template.subject_vi,
        subject_en: template.subject_en,
        body_vi: template.body_vi,
        body_en: template.body_en,
        deadline_at: template.deadline ?? null,
        created_by: admin.id,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [index, person] of people.entries()) {
      const sendAt = schedule[index]!;
      const recipient = await trx
        .insertInto("announcement_recipients")
        .values({ announcement_id: id, ...idsOf(person), email: person.email, name: person.name, locale: person.locale, send_at: sendAt.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueJob(trx, clock, deliverAnnouncementJob, { recipient_id: recipient.id }, { runAt: sendAt });
    }
    const byLocale = { vi: people.filter((p) => p.locale === "vi").length, en: people.filter((p) => p.locale === "en").length };
    await recordAudit(trx, clock, {
      actorId: admin.id,
      action: "announcement.send",
      subject: `announcement:${id}`,
      after: { segment: template.segment, recipients: people.length, by_locale: byLocale, subject_vi: template.subject_vi, subject_en: template.subject_en },
    });
    return { id, recipients: people.length };
  });
}

/**
 * The job of one recipient: writes their e-mail in their language, unless they unsubscribed (or their account went)
 * since the send. The mailer keys the e-mail by the job's id, so a repeated run sends no second copy.
 */
export async function deliverAnnouncement(deps: Deps, recipientId: number, jobId: number): Promise<void> {
  const { db, clock, mailer } = deps;
  const recipient = await db
    .selectFrom("announcement_recipients as r")
    .innerJoin("announcements as a", "a.id", "r.announcement_id")
    .leftJoin("users as u", "u.id", "r.user_id")
    .leftJoin("subscribers as s", "s.id", "r.subscriber_id")
    .select([
      "r.id",
      "r.user_id",
      "r.subscriber_id",
      "r.email",
      "r.name",
      "r.locale",
      "r.sent_at",
      "r.skipped_at",
      "a.subject_vi",
      "a.subject_en",
      "a.body_vi",
      "a.body_en",
      "a.deadline_at",
    ])
    .select(["u.announcements_off_at", "u.deleted_at", "s.status as subscriber_status"])
    .where("r.id", "=", recipientId)
    .executeTakeFirst();
  if (!recipient || recipient.sent_at || recipient.skipped_at) return;
  const gone = recipient.user_id !== null ? recipient.announcements_off_at !== null || recipient.deleted_at !== null : recipient.subscriber_status !== "active";
  if (gone) {
    await db.updateTable("announcement_recipients").set({ skipped_at: clock.now().toISOString() }).where("id", "=", recipientId).execute();
    return;
  }
  const template = {
    subject_vi: recipient.subject_vi,
    subject_en: recipient.subject_en,
    body_vi: recipient.body_vi,
    body_en: recipient.body_en,
    deadline: recipient.deadline_at,
  };
  const mail = render(template, {
    email: recipient.email,
    name: recipient.name,
    locale: recipient.locale,
    unsubscribeLink: await unsubscribeLinkOf(deps, recipient),
  });
  await mailer.send({ to: recipient.email, ...mail }, jobId);
  await db.updateTable("announcement_recipients").set({ sent_at: clock.now().toISOString() }).where("id", "=", recipientId).execute();
}

/** Every send, newest first, with what became of its e-mails. */
export async function announcementHistory(deps: Deps): Promise<{ per_minute: number; sends: AnnouncementSummary[] }> {
  const { db, config } = deps;
  const rows = await db
    .selectFrom("announcements as a")
    .innerJoin("users as u", "u.id", "a.created_by")
    .leftJoin("announcement_recipients as r", "r.announcement_id", "a.id")
    .select(["a.id", "a.segment", "a.subject_vi", "a.subject_en", "a.created_at", "u.full_name as created_by_name"])
    .select((eb) => [
      eb.fn.count<number | string>("r.id").as("recipients"),
      eb.fn.count<number | string>("r.sent_at").as("sent"),
      eb.fn.count<number | string>("r.skipped_at").as("skipped"),
      eb.fn.max("r.send_at").as("last_send_at"),
    ])
    .groupBy(["a.id", "a.segment", "a.subject_vi", "a.subject_en", "a.created_at", "u.full_name"])
    .orderBy("a.id", "desc")
    .execute();
  const sends = rows.map((row) => {
    const [recipients, sent, skipped] = [Number(row.recipients), Number(row.sent), Number(row.skipped)];
    return {
      ...row,
      recipients,
      sent,
      skipped,
      last_send_at: row.last_send_at ?? null,
      status: sent + skipped >= recipients ? ("done" as const) : ("sending" as const),
    };
  });
  return { per_minute: config.ANNOUNCEMENT_MAILS_PER_MINUTE, sends };
}
