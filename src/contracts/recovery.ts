import { z } from "./zod.ts";
import { emailField, passwordField, phoneField } from "./account.ts";

/**
 * Password recovery (by e-mail link or by a code sent to the phone) and password change, shared by the API
 * and the web forms. Messages are keys of the shared catalogue.
 */

/** Six digits typed from an SMS (spaces around them are forgiven). */
export const codeField = z
  .string({ error: "validation.required.code" })
  .trim()
  .min(1, "validation.required.code")
  .regex(/^\d{6}$/, "validation.invalid.code");

/** An opaque token from a link or from a checked code; nobody types it. */
export const tokenField = z.string({ error: "validation.required.token" }).trim().min(1, "validation.required.token").max(200, "validation.invalid.token");

const confirmationField = z.string({ error: "validation.required.password_confirmation" }).min(1, "validation.required.password_confirmation");

/** The new password twice; the e-mail rule is checked by the API, which knows the account. */
const newPassword = {
  password: passwordField,
  password_confirmation: confirmationField,
};

function confirmationMatches(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation)
    ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "validation.password.mismatch" });
}

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** `GET auth/reset?token=` and the token carried by `POST auth/reset` (body, or the page's query). */
export const resetLinkQuery = z.object({ token: tokenField });
export const resetLinkTokenQuery = z.object({ token: z.string().max(200, "validation.invalid.token").optional() });

/** `POST auth/reset`: the link's token may come in the body or in the query string. */
export const resetWithLinkInput = z
  .object({ token: z.string().max(200, "validation.invalid.token").optional(), ...newPassword })
  .superRefine(confirmationMatches);

/** `POST auth/resetpass-password`: the grant token returned by `auth/resetpasscheckcode`. */
export const resetWithGrantInput = z.object({ token: tokenField, ...newPassword }).superRefine(confirmationMatches);
export type ResetWithGrantInput = z.infer<typeof resetWithGrantInput>;

export const sendCodeQuery = z.object({ phone_number: phoneField });
export type SendCodeQuery = z.infer<typeof sendCodeQuery>;

export const checkCodeInput = z.object({ phone_number: phoneField, code: codeField });
export type CheckCodeInput = z.infer<typeof checkCodeInput>;

export const changePasswordInput = z
  .object({
    current_password: z
      .string({ error: "validation.required.current_password" })
      .min(1, "validation.required.current_password")
      .max(200, "validation.textTooLong"),
    ...newPassword,
  })
  .superRefine(confirmationMatches)
  .superRefine((value, ctx) => {
    if (value.current_password && value.password === value.current_password) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "validation.password.sameAsCurrent" });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The same answer whether or not the address or number belongs to an account. */
export const recoveryRequested = z.object({
  requested: z.literal(true),
  /** Seconds before another code or link may be asked for. */
  resend_after: z.number().int(),
});

export const resetLinkValid = z.object({ valid: z.literal(true) });

/** A short-lived, single-use permission to choose a new password, earned by the right code. */
export const resetGrant = z.object({ token: z.string(), expires_at: z.string() });

export const passwordUpdated = z.object({ updated: z.literal(true) });
