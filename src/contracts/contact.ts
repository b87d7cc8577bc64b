import { personText } from "./person-text.ts";
import { z } from "./zod.ts";
import { emailField, fullNameField } from "./account.ts";
import { listBody } from "./envelope.ts";

/**
 * One schema for the contact form in the browser and in the API.
 * Messages are i18n keys; each side translates them into the reader's language.
 */
export const contactInput = z.object({
  full_name: fullNameField,
  email: emailField,
  content: personText("validation.required.content").min(1, "validation.required.content").max(5000, "validation.textTooLong"),
});
export type ContactInput = z.infer<typeof contactInput>;

export const contactCreated = z.object({
  id: z.number().int(),
  created_at: z.string(),
});

/** Administrators' list of received messages (newest first), searched in name, e-mail and text. */
export const CONTACTS_PER_PAGE = 20;
export const contactsListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CONTACTS_PER_PAGE),
  q: z.string().trim().max(120).optional(),
  status: z.enum(["all", "unread", "read"]).default("all"),
});
export type ContactsListQuery = z.infer<typeof contactsListQuery>;

export const contactMessage = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  content: z.string(),
  locale: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactReadInput = z.object({ read: z.boolean().default(true) });
export const contactsList = listBody(contactMessage).extend({ unread: z.number().int() });
