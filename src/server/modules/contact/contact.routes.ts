import { contactCreated, contactInput, contactMessage, contactReadInput, contactsList, contactsListQuery } from "#contracts/contact.ts";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import { contactsInbox, markContact, receiveContact } from "./contact.service.ts";

export function contactRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/contacts", "/contact"],
      tag: "Contacts",
      access: "public",
      summary: "Send a message to the organisers; they are notified by e-mail. Rate-limited per client.",
      body: contactInput,
      response: successBody(contactCreated),
      status: 201,
      errors: ["RATE_LIMITED", "PAYLOAD_TOO_LARGE"],
    },
    async ({ body, c }) => {
      const { config } = c.var.deps;
      await limitByClient(c, { name: "contact", limit: config.CONTACT_RATE_LIMIT, windowSeconds: config.CONTACT_RATE_WINDOW_SECONDS });
      const created = await receiveContact(c.var.deps, body, c.var.locale);
      return { data: created, messageKey: "messages.contactSent" };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/contacts"],
      tag: "Contacts",
      access: ["administrator"],
      summary: "Received messages, newest first, paged; q searches name, e-mail and text; status all, unread or read. Also counts the unread ones.",
      query: contactsListQuery,
      response: contactsList,
    },
    async ({ query, c }) => contactsInbox(c.var.deps, query),
  );
  api.route(
    {
      method: "post",
      paths: ["/contacts/:id/read"],
      tag: "Contacts",
      access: ["administrator"],
      summary: "Mark a message read (read: true, the default) or unread again. Audited.",
      body: contactReadInput,
      params: idParams,
      response: successBody(contactMessage),
      errors: ["NOT_FOUND"],
    },
    async ({ params, body, user, c }) => ({ data: await markContact(c.var.deps, user, params.id, body.read) }),
  );
}
