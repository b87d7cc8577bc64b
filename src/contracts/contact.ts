import { z } from "zod";

/**
 * One schema for the contact form in the browser and in the API.
 * Messages are i18n keys; each side translates them into the reader's language.
 */
export const contactInput = z.object({
  full_name: z
    .string({ error: "validation.required.full_name" })
    .trim()
    .min(1, "validation.required.full_name")
    .max(120, "validation.tooLong.full_name"),
  email: z
    .string({ error: "validation.required.email" })
    .trim()
    .min(1, "validation.required.email")
    .max(254, "validation.tooLong.email")
    .pipe(z.email("validation.invalid.email")),
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
