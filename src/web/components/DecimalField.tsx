import { PostedField, type PostedFieldProps } from "./PostedField.tsx";
import { decimalText } from "#web/lib/fund-format.ts";
import { useLocale } from "#web/lib/locale.ts";

type DecimalFieldProps = Omit<PostedFieldProps, "shown" | "posted" | "post" | "inputMode"> & {
  /** As the API gives it ("10523.45"); shown in the page's language. */
  defaultValue?: string | null;
  /** The most decimals the field takes (the schema's own bound). */
  places?: number;
};

/**
 * A decimal typed as people write it in the page's language ("10.523,45" in Vietnamese, "10,523.45" in English). The
 * form posts the number as the API reads it ("10523.45") from a hidden input under the field's name; text that is not
 * such a number is posted as typed, so the schema answers with the field's own message.
 */
export function DecimalField({ defaultValue, places = 2, ...props }: DecimalFieldProps) {
  const locale = useLocale();
  return (
    <PostedField
      {...props}
      shown={defaultValue ? shownDecimal(defaultValue, locale) : ""}
      posted={defaultValue ?? ""}
      post={(typed) => postedDecimal(typed, locale, places)}
      inputMode="decimal"
    />
  );
}

/** What the field posts for what was typed: the API's decimal, or the text as typed for the schema to refuse. */
export function postedDecimal(typed: string, locale: "vi" | "en", places: number): string {
  return decimalText(typed, locale, places) ?? typed.trim();
}

/** The API's decimal ("10523.45") as the page's language writes it ("10523,45"), without grouping so it reads back. */
function shownDecimal(value: string, locale: "vi" | "en"): string {
  return locale === "vi" ? value.replace(".", ",") : value;
}
