import { contactCreated, contactInput, contactMessage, contactReadInput, contactsList, contactsListQuery } from "./contact.ts";
import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";

export const postContacts = defineOperation({
  method: "post",
  paths: ["/contacts", "/contact"],
  tag: "Contacts",
  access: "public",
  summary: "Send a message to the organisers; they are notified by e-mail. Rate-limited per client.",
  body: contactInput,
  response: successBody(contactCreated),
  status: 201,
  errors: ["RATE_LIMITED", "PAYLOAD_TOO_LARGE"],
});

export const getContacts = defineOperation({
  method: "get",
  paths: ["/contacts"],
  tag: "Contacts",
  access: ["administrator"],
  summary: "Received messages, newest first, paged; q searches name, e-mail and text; status all, unread or read. Also counts the unread ones.",
  query: contactsListQuery,
  response: contactsList,
});

export const postContactsIdRead = defineOperation({
  method: "post",
  paths: ["/contacts/:id/read"],
  tag: "Contacts",
  access: ["administrator"],
  summary: "Mark a message read (read: true, the default) or unread again. Audited.",
  body: contactReadInput,
  params: idParams,
  response: successBody(contactMessage),
  errors: ["NOT_FOUND"],
});
