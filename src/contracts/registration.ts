import { selfServiceRoles } from "./registration-terms.ts";
import { z } from "./zod.ts";
import {
  ADULT_AGE,
  ageOn,
  dayField,
  emailField,
  fullNameField,
  idNumberField,
  nationField,
  passwordField,
  passwordLooksLikeEmail,
  personTypeField,
  phoneField,
} from "./account.ts";

export { selfServiceRoles } from "./registration-terms.ts";

/** A checkbox: JSON clients send `true`, HTML forms send "on" (or "true"/"1"). Anything else is "not accepted". */
const acceptedField = z.preprocess(
  (value) => (value === "on" || value === "true" || value === "1" ? true : value),
  z.literal(true, { error: "validation.terms.required" }),
);

const signupFields = z.object({
  full_name: fullNameField,
  cmt: idNumberField,
  birth_date: dayField("validation.required.birth_date", "validation.invalid.birth_date"),
  phone_number: phoneField,
  email: emailField,
  nation: nationField,
  password: passwordField,
  password_confirmation: z.string({ error: "validation.required.password_confirmation" }).min(1, "validation.required.password_confirmation"),
  accept_terms: acceptedField,
  person_type: personTypeField,
  account_type: z.enum(selfServiceRoles, { error: "validation.invalid.account_type" }).optional(),
  /** A referral code (from a referral link's `?ref=`); blank means none. An unknown code is refused (docs/referrals.md). */
  ref_code: z.string({ error: "referrals.validation.unknownCode" }).trim().max(40, "referrals.validation.unknownCode").optional(),
});

/**
 * Run a cross-field rule even when other fields failed, as long as the fields it reads are valid, and never
 * when the value itself is not an object (an issue at the root, e.g. a `null` body): the rule reads its fields.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/**
 * The registration body: field rules plus the rules that compare fields, reported together with every other
 * field's problem. Age needs a "today", see `signupInputOn`.
 */
export const signupInput = signupFields
  .refine((value) => value.password === value.password_confirmation, {
    path: ["password_confirmation"],
    message: "validation.password.mismatch",
    when: whenValid("password_confirmation"),
  })
  .refine((value) => typeof value.password !== "string" || !passwordLooksLikeEmail(value.password, value.email), {
    path: ["password"],
    message: "validation.password.sameAsEmail",
    when: whenValid("email"),
  });
export type SignupInput = z.infer<typeof signupInput>;

/** 18 or older on `today` (Y-m-d, Vietnam time); the server passes its own clock, forms the browser's. */
export function isAdultOn(birthDay: string, today: string): boolean {
  return ageOn(birthDay, today) >= ADULT_AGE;
}

export const UNDER_AGE = "validation.birth_date.underAge";

/** The full rule set for a given day: what forms validate with before sending. */
export function signupInputOn(today: string) {
  return signupInput.refine((value) => isAdultOn(value.birth_date, today), { path: ["birth_date"], message: UNDER_AGE, when: whenValid("birth_date") });
}

/** Six digits as typed; spaces people put in the middle ("123 456") are ignored. */
export const activationCodeField = z
  .string({ error: "validation.required.code" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: "validation.required.code", abort: true })
      .regex(/^\d{6}$/, "validation.invalid.code"),
  );

export const checkcodeInput = z.object({ code: activationCodeField });
export type CheckcodeInput = z.infer<typeof checkcodeInput>;

export const verificationQuery = z.object({
  token: z.string({ error: "validation.required.verificationToken" }).trim().min(1, "validation.required.verificationToken").max(200, "errors.code.invalid"),
});

export const activationResult = z.object({ activated: z.literal(true) });
export const codeSent = z.object({ sent: z.literal(true), resend_after_seconds: z.number().int() });
/** `resend_after_seconds`: how long until a new code may be asked for; 0 means now (or activated). */
export const activationStatus = z.object({ activated: z.boolean(), resend_after_seconds: z.number().int().min(0) });
export type ActivationStatus = z.infer<typeof activationStatus>;
