import { personText } from "./person-text.ts";
import { z } from "./zod.ts";
import { dayField, fullNameField, idNumberField, nationField, personTypeField, personTypes, phoneField } from "./account.ts";
import { activationCodeField } from "./registration.ts";

/**
 * Profile editing (`POST auth/profile`) and the investor's KYC data (spec dashboard-and-funds, sections 3 and 5),
 * under the spec's field names. The same schema validates the web form and the API body.
 */

/** The fields an investor must fill before buying or selling (spec dashboard-and-funds, section 5). */
export const kycFields = ["address", "cmt", "ngaycmt", "noicapcmt", "tenchutknh", "tknh", "nganhangtknh", "chinhanhtknh", "img", "img1"] as const;
export type KycField = (typeof kycFields)[number];

/** The KYC fields still empty, in the spec's order. */
export function missingKycFields(profile: { readonly [K in KycField]: string | null | undefined }): KycField[] {
  return kycFields.filter((field) => !profile[field]?.trim());
}

/** The two sides of the identity card or passport, and the profile field each one fills. */
export const idImageSides = ["front", "back"] as const;
export type IdImageSide = (typeof idImageSides)[number];
export const idImageField = { front: "img", back: "img1" } as const satisfies Record<IdImageSide, KycField>;

/** At most 5 MB per image, JPEG or PNG (recognised by content, never by the file name). */
export const ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const idImageTypes = ["image/jpeg", "image/png"] as const;

/** An optional value that an empty input (or null) clears. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value), schema.nullable()).optional();

const text = (max: number) => personText("validation.invalidValue").max(max, "validation.textTooLong");

/** Bank account numbers: digits only; the spaces people type between groups are dropped. */
export const bankAccountField = z
  .string({ error: "validation.invalid.tknh" })
  .transform((value) => value.replace(/[\s.-]+/g, ""))
  .pipe(z.string().regex(/^\d{6,30}$/, "validation.invalid.tknh"));

const nullableText = z.string().nullable();

/**
 * The profile's fields, each declared once: how `POST auth/profile` reads it and how the answer (`Profile`) shows it.
 * Every field of the update is optional: what is sent is changed, what is left out stays as it is. Personal fields
 * cannot be emptied; KYC fields (investors only) are cleared by an empty value. `email` and `img`/`img1` may be echoed
 * back unchanged, but the e-mail is not changed here and the images only come from the upload call.
 */
const profileFields = {
  email: { update: z.string({ error: "validation.invalidValue" }).optional(), answer: z.string() },
  full_name: { update: fullNameField.optional(), answer: z.string() },
  phone_number: { update: phoneField.optional(), answer: nullableText },
  birth_date: { update: dayField("validation.required.birth_date", "validation.invalid.birth_date").optional(), answer: nullableText },
  nation: { update: nationField.optional(), answer: nullableText },
  person_type: { update: personTypeField.optional(), answer: z.enum(personTypes).nullable() },
  address: { update: clearable(text(255)), answer: nullableText },
  cmt: { update: clearable(idNumberField), answer: nullableText },
  ngaycmt: { update: clearable(dayField("validation.invalid.ngaycmt", "validation.invalid.ngaycmt")), answer: nullableText },
  noicapcmt: { update: clearable(text(120)), answer: nullableText },
  tenchutknh: { update: clearable(text(120)), answer: nullableText },
  tknh: { update: clearable(bankAccountField), answer: nullableText },
  nganhangtknh: { update: clearable(text(120)), answer: nullableText },
  chinhanhtknh: { update: clearable(text(120)), answer: nullableText },
  img: { update: clearable(z.string().max(255)), answer: nullableText },
  img1: { update: clearable(z.string().max(255)), answer: nullableText },
};
type ProfileFields = typeof profileFields;
export type ProfileField = keyof ProfileFields;
export const profileFieldNames = Object.keys(profileFields) as ProfileField[];

/** One side of every field's declaration, as the fields of an object schema. */
const sideOf = <Side extends "update" | "answer">(side: Side) =>
  Object.fromEntries(profileFieldNames.map((field) => [field, profileFields[field][side]])) as { [F in ProfileField]: ProfileFields[F][Side] };

/** The profile's fields in the answer about the signed-in person (`profile` in identity.ts adds the account's own). */
export const profileAnswerFields = sideOf("answer");

export const profileUpdateInput = z.object(sideOf("update"));
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

/** The multipart fields of an ID image upload (the file itself is the part named `file`). */
export const idImageUploadForm = z.object({
  side: z.enum(idImageSides, { error: "validation.invalid.side" }),
  file: z.string().describe("The image: JPEG or PNG, at most 5 MB.").meta({ format: "binary" }),
});

export const idImageUploaded = z.object({
  side: z.enum(idImageSides),
  /** The stored file's id, also the profile's `img` (front) or `img1` (back). */
  file_id: z.string(),
  kyc_complete: z.boolean(),
});
export type IdImageUploaded = z.infer<typeof idImageUploaded>;

/**
 * A new phone number (the factor that resets passwords) is confirmed before it replaces the old one: a code goes
 * by SMS to the new number, and only that code, typed back by the signed-in person, changes it.
 */
export const phoneChangeInput = z.object({ phone_number: phoneField });
export const phoneChangeConfirmInput = z.object({ code: activationCodeField });
export const phoneChangeRequested = z.object({
  /** The new number, normalised, that the code was sent to. */
  phone_number: z.string(),
  /** Seconds before another code may be asked for. */
  resend_after: z.number().int(),
});
