import { z } from "./zod.ts";
import { emailField, fullNameField } from "./account.ts";

/**
 * One schema for the contact form in the browser and in the API.
 * Messages are i18n keys; each side translates them into the reader's language.
 */
export const contactInput = z.object({
  full_name: fullNameField,
  email: emailField,
  content: z
    .string({ error: "validation.required.content" })
    .trim()
    .min(1, "validation.required.content")
    .max(5000, "validation.tooLong.content"),
});
export type ContactInput = z.infer<typeof contactInput>;

export const contactCreated = z.object({
  id: z.number().int(),
  created_at: z.string(),
});
