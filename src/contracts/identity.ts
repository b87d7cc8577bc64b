import { z } from "./zod.ts";
import { emailField } from "./account.ts";
import { profileAnswerFields } from "./profile.ts";

export const roles = ["administrator", "judge", "candidate", "investor"] as const;
export type Role = (typeof roles)[number];

/** Name of the HttpOnly cookie that carries the same opaque token API clients send as a Bearer token. */
export const SESSION_COOKIE = "session";

export const signinInput = z.object({
  email: emailField,
  password: z.string({ error: "validation.required.password" }).min(1, "validation.required.password").max(200, "validation.textTooLong"),
});
export type SigninInput = z.infer<typeof signinInput>;

/** What the API says about the signed-in person (never the password hash or codes). */
export const profile = z.object({
  id: z.number().int(),
  ...profileAnswerFields,
  role: z.enum(roles),
  activated: z.boolean(),
  /** Every KYC field is filled, so the person may buy and sell (spec dashboard-and-funds, section 5). */
  kyc_complete: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const signinResult = z.object({ token: z.string(), expires_at: z.string(), user: profile });

/** The answer to signing out. */
export const signedOut = z.object({ signed_out: z.literal(true) });
