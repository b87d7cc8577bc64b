import { z } from "./zod.ts";
import {
  dayField,
  emailField,
  fullNameField,
  idNumberField,
  nationField,
  passwordField,
  passwordLooksLikeEmail,
  personTypeField,
  personTypes,
  phoneField,
} from "./account.ts";
import { listBody } from "./envelope.ts";
import { roles } from "./identity.ts";

/**
 * Administrators' user management (spec: GET/POST /users, GET/PUT/DELETE /users/{id}). The field rules are the
 * account rules of account.ts, so a person an administrator creates passes the same checks as one who registers.
 */

export const userTypes = ["all", ...roles] as const;
export type UserType = (typeof userTypes)[number];
export const USERS_PER_PAGE = 20;

export const usersListQuery = z.object({
  /** "all" or one role. */
  type: z.enum(userTypes).default("all"),
  page: z.coerce.number().int().min(1).default(1),
  /** Case-insensitive part of the full name; diacritics count as typed ("Nguyễn" finds "NGUYỄN", not "Nguyen"). */
  full_name: z.string().trim().max(120).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(USERS_PER_PAGE),
});
export type UsersListQuery = z.infer<typeof usersListQuery>;

export const roleField = z.enum(roles, { error: "users.validation.role" });

/** Optional fields: an empty string or null means "none" (forms send every field). */
const blankToNull = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value);
const optional = <T extends z.ZodType>(field: T) => z.preprocess(blankToNull, field.nullable().optional());

const personalFields = {
  phone_number: optional(phoneField),
  cmt: optional(idNumberField),
  birth_date: optional(dayField("validation.required.birth_date", "validation.invalid.birth_date")),
  nation: optional(nationField),
  person_type: optional(personTypeField),
};

const passwordNotEmail = (value: { email?: string | undefined; password?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.password && value.email && passwordLooksLikeEmail(value.password, value.email)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: "validation.password.sameAsEmail" });
  }
};

/** A new account of any role (judges included); it is activated at once. */
export const createUserInput = z
  .object({ full_name: fullNameField, email: emailField, role: roleField, password: passwordField, ...personalFields })
  .superRefine(passwordNotEmail);
export type CreateUserInput = z.infer<typeof createUserInput>;

/** Fields left out stay as they are; an empty optional field is cleared. */
export const updateUserInput = z.object({
  full_name: fullNameField.optional(),
  email: emailField.optional(),
  role: roleField.optional(),
  ...personalFields,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** Without a password the server generates one and returns it once. */
export const resetPasswordInput = z.object({ password: z.preprocess((v) => (blankToNull(v) === null ? undefined : v), passwordField.optional()) });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** What administrators see of an account (never the password hash or codes). */
export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(roles),
  phone_number: z.string().nullable(),
  cmt: z.string().nullable(),
  birth_date: z.string().nullable(),
  nation: z.string().nullable(),
  person_type: z.enum(personTypes).nullable(),
  activated: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const usersList = listBody(adminUser);
export type UsersList = z.infer<typeof usersList>;

export const userDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
export const passwordResetResult = z.object({
  id: z.number().int(),
  /** Present only when the server chose the password; shown once, never stored in clear. */
  generated_password: z.string().optional(),
});
export type PasswordResetResult = z.infer<typeof passwordResetResult>;
