import { z } from "./zod.ts";
import { emailField } from "./account.ts";

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
  email: z.string(),
  full_name: z.string(),
  role: z.enum(roles),
  phone_number: z.string().nullable(),
  birth_date: z.string().nullable(),
  nation: z.string().nullable(),
  person_type: z.enum(["person", "organisation"]).nullable(),
  activated: z.boolean(),
  address: z.string().nullable(),
  cmt: z.string().nullable(),
  ngaycmt: z.string().nullable(),
  noicapcmt: z.string().nullable(),
  tenchutknh: z.string().nullable(),
  tknh: z.string().nullable(),
  nganhangtknh: z.string().nullable(),
  chinhanhtknh: z.string().nullable(),
  img: z.string().nullable(),
  img1: z.string().nullable(),
  /** Every KYC field is filled, so the person may buy and sell (spec dashboard-and-funds, section 5). */
  kyc_complete: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const signinResult = z.object({ token: z.string(), expires_at: z.string(), user: profile });

/** The answer to signing out. */
export const signedOut = z.object({ signed_out: z.literal(true) });
