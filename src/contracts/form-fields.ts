import { personText } from "./person-text.ts";
import { z } from "./zod.ts";

/** Forms send every field: an empty string (or a missing value) means "none". */
export const blankToNull = (value: unknown) => (value === null || value === undefined || (typeof value === "string" && value.trim() === "") ? null : value);

/** Optional text, trimmed; empty becomes null. */
export const optionalText = (max: number, tooLong: string) => z.preprocess(blankToNull, personText().max(max, tooLong).nullable()).default(null);

/** A checkbox or flag: true, "1", "on" or "true" mean yes, anything else no. */
export const checkbox = z.preprocess((v) => v === true || v === "1" || v === "on" || v === "true", z.boolean());

/** English title and body come together or not at all, so a visitor never reads half a translation. */
export function englishPair(messageKey: string) {
  return (value: { title_en: string | null; body_en: string | null }, ctx: z.RefinementCtx) => {
    if ((value.title_en === null) !== (value.body_en === null)) {
      ctx.addIssue({ code: "custom", path: [value.title_en === null ? "title_en" : "body_en"], message: messageKey });
    }
  };
}
