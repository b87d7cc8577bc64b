import { getContacts, postContacts, postContactsIdRead } from "#contracts/contact.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import { contactsInbox, markContact, receiveContact } from "./contact.service.ts";

export function contactRoutes(api: ApiRouter) {
  api.handle(postContacts, async ({ body, c }) => {
    const { config } = c.var.deps;
    await limitByClient(c, { name: "contact", limit: config.CONTACT_RATE_LIMIT, windowSeconds: config.CONTACT_RATE_WINDOW_SECONDS });
    const created = await receiveContact(c.var.deps, body, c.var.locale);
    return { data: created, messageKey: "messages.contactSent" };
  });
  api.handle(getContacts, async ({ query, c }) => contactsInbox(c.var.deps, query));
  api.handle(postContactsIdRead, async ({ params, body, user, c }) => ({ data: await markContact(c.var.deps, user, params.id, body.read) }));
}
