import type { ContactInput } from "#contracts/contact.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Deps } from "#server/deps.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { insertContact } from "./repo.ts";

/** Stores the message and queues the organisers' notification in one transaction: both happen or neither. */
export async function receiveContact(deps: Deps, input: ContactInput, locale: Locale) {
  const { db, clock, config } = deps;
  return db.transaction().execute(async (trx) => {
    const created = await insertContact(trx, { ...input, locale, created_at: clock.now().toISOString() });
    await enqueueJob(trx, clock, "mail.send", {
      to: config.CONTACT_EMAIL,
      subject: `[Liên hệ / Contact #${created.id}] ${input.full_name}`,
      text: [
        `Họ và tên / Full name: ${input.full_name}`,
        `Email: ${input.email}`,
        `Ngôn ngữ / Language: ${locale}`,
        "",
        input.content,
      ].join("\n"),
    });
    return created;
  });
}
