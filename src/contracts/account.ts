import { personText } from "./person-text.ts";
import { z } from "./zod.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { personTypes } from "./registration-terms.ts";
import { isCountryCode } from "#domain/countries.ts";

/**
 * Field rules of accounts, shared by every form and handler that touches them (registration, profile,
 * password reset, administrators' user management). Messages are keys of the shared catalogue.
 */
export const emailField = z
  .string({ error: "validation.required.email" })
  .trim()
  .toLowerCase()
  .min(1, "validation.required.email")
  .max(254, "validation.textTooLong")
  .pipe(z.email("validation.invalid.email"));

export const PASSWORD_MIN = 8;

export const passwordField = z
  .string({ error: "validation.required.password" })
  .min(1, "validation.required.password")
  .min(PASSWORD_MIN, "validation.password.tooShort")
  .max(200, "validation.textTooLong")
  .refine((value) => !isCommonPassword(value), "validation.password.common");

/** A password must not be the e-mail address or its part before @ (case-insensitive). */
export function passwordLooksLikeEmail(password: string, email: string): boolean {
  const p = password.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  return p === e || (e.includes("@") && p === e.slice(0, e.indexOf("@")));
}

/**
 * Phone numbers in E.164. Vietnamese numbers may be written the local way (0912 345 678, 84912345678);
 * international ones start with + or 00.
 */
export function normalisePhone(raw: string): string | undefined {
  const compact = raw.replace(/[\s.\-()]/g, "");
  let digits: string;
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d{9}$/.test(compact)) digits = `84${compact.slice(1)}`;
  else if (/^84\d{9}$/.test(compact)) digits = compact;
  else return undefined;
  if (digits.startsWith("84") && digits.length !== 11) return undefined;
  if (digits.length < 8 || digits.length > 15 || digits.startsWith("0")) return undefined;
  return `+${digits}`;
}

export const phoneField = z
  .string({ error: "validation.required.phone" })
  .trim()
  .min(1, "validation.required.phone")
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "validation.invalid.phone" });
      return z.NEVER;
    }
    return phone;
  });

/** Dates of birth arrive as d/m/Y (how Vietnamese write them) or Y-m-d (date inputs); stored as Y-m-d. */
export function parseDay(raw: string): string | undefined {
  const value = raw.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = dmy ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])] : ymd ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return undefined;
  return date.toISOString().slice(0, 10);
}

export const dayField = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .transform((value, ctx) => {
      const day = parseDay(value);
      if (!day) {
        ctx.addIssue({ code: "custom", message: invalidKey });
        return z.NEVER;
      }
      return day;
    });

export const ADULT_AGE = 18;

/** Age in whole years on a given day (both Y-m-d); someone born on 29 Feb turns a year older on 1 Mar. */
export function ageOn(birthDay: string, today: string): number {
  const [by, bm, bd] = birthDay.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date in Vietnam, where the contest's days are counted. */
export function vietnamDay(instant: Date): string {
  return new Date(instant.getTime() + 7 * 60 * 60_000).toISOString().slice(0, 10);
}

export { personTypes } from "./registration-terms.ts";
export const personTypeField = z.enum(personTypes, { error: "validation.required.person_type" });

/** Nationality: an ISO 3166-1 alpha-2 code ("VN"), chosen from the list; the web names it in the page's language. */
export const nationField = z
  .string({ error: "validation.required.nation" })
  .trim()
  .min(1, "validation.required.nation")
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, "validation.invalid.nation")
  .describe('Nationality: an ISO 3166-1 alpha-2 country code ("VN"); lower case is accepted and stored upper case.');

export const idNumberField = z
  .string({ error: "validation.required.cmt" })
  .trim()
  .toUpperCase()
  .min(1, "validation.required.cmt")
  .regex(/^[A-Z0-9]{6,20}$/, "validation.invalid.cmt");

export const fullNameField = personText("validation.required.full_name").min(1, "validation.required.full_name").max(120, "validation.textTooLong");
