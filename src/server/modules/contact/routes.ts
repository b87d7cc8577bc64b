import { contactCreated, contactInput } from "#contracts/contact.ts";
import { successBody } from "#contracts/envelope.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { limitByClient } from "#server/http/rate-limit.ts";
import { receiveContact } from "./service.ts";

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
}
