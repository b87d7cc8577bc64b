import { PostedField, type PostedFieldProps } from "./PostedField.tsx";

type WholeNumberFieldProps = Omit<PostedFieldProps, "shown" | "posted" | "post" | "inputMode"> & { defaultValue?: number };

/**
 * A whole number typed with thousands separators as people write amounts ("7.000.000.000", "7,000,000,000",
 * "7 000 000 000"). The form posts the digits alone from a hidden input under the field's name, the number the API
 * reads; anything else is posted as typed, so the schema answers with the field's own message.
 */
export function WholeNumberField({ defaultValue, ...props }: WholeNumberFieldProps) {
  const shown = defaultValue === undefined ? "" : String(defaultValue);
  return <PostedField {...props} shown={shown} posted={shown} post={digitsOf} inputMode="numeric" />;
}

/** The digits of a whole number written with separators; other text unchanged. */
export function digitsOf(typed: string): string {
  const digits = typed.replace(/[\s.,_]/g, "");
  return /^\d+$/.test(digits) ? digits : typed.trim();
}
