import type { ContactInput, ContactMessage, ContactsListQuery } from "#contracts/contact.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { settingValue } from "#server/modules/settings/index.ts";
import { findContact, insertContact, listContacts, setContactRead } from "./contact.repo.ts";

/**
 * Stores the message and queues the organisers' notification in one transaction: both happen or neither. The notice
 * goes to the private setting contact_recipient_email when an administrator set one, else to CONTACT_EMAIL.
 */
export async function receiveContact(deps: Deps, input: ContactInput, locale: Locale) {
  const { db, clock, config } = deps;
  return db.transaction().execute(async (trx) => {
    const created = await insertContact(trx, { ...input, locale, created_at: clock.now().toISOString() });
    await enqueueJob(trx, clock, sendMailJob, {
      to: (await settingValue(trx, "contact_recipient_email")) || config.CONTACT_EMAIL,
      subject: `[Liên hệ / Contact #${created.id}] ${input.full_name}`,
      text: [
        `Họ và tên / Full name: ${input.full_name}`,
        `Email: ${input.email}`,
        `Ngôn ngữ / Language: ${locale}`,
        "",
        input.content,
        "",
        `Hộp thư liên hệ / Contact inbox: ${config.PUBLIC_URL}/dashboard/admin/contacts`,
      ].join("\n"),
    });
    return created;
  });
}

/** Administrators' inbox of contact messages, paged, with the count of unread ones. */
export async function contactsInbox(deps: Deps, query: ContactsListQuery) {
  const { rows, total, unread } = await listContacts(deps.db, {
    ...(query.q ? { search: query.q } : {}),
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: rows as ContactMessage[], current_page: query.page, total, per_page: query.per_page, unread };
}

/** Marks a message read (or unread again); audited. */
export async function markContact(deps: Deps, actor: AuthUser, id: number, read: boolean): Promise<ContactMessage> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findContact(trx, id);
    if (!row) throw new ApiError("NOT_FOUND");
    if ((row.read_at !== null) === read) return row;
    const updated = await setContactRead(trx, id, read ? deps.clock.now().toISOString() : null);
    await recordAudit(trx, deps.clock, {
      actorId: actor.id,
      action: read ? "contact.read" : "contact.unread",
      subject: `contact:${id}`,
      before: { read_at: row.read_at },
      after: { read_at: updated.read_at },
    });
    return updated;
  });
}
