import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { decimalText } from "#web/lib/fund-format.ts";
import { useLocale } from "#web/lib/locale.ts";

type DecimalFieldProps = Omit<TextInputProps, "name" | "value" | "defaultValue" | "inputMode"> & {
  name: string;
  /** As the API gives it ("10523.45"); shown in the page's language. */
  defaultValue?: string | null;
  /** The most decimals the field takes (the schema's own bound). */
  places?: number;
};

/**
 * A decimal typed as people write it in the page's language ("10.523,45" in Vietnamese, "10,523.45" in English). The
 * form posts the number as the API reads it ("10523.45") from a hidden input under the field's name; text that is not
 * such a number is posted as typed, so the schema answers with the field's own message. The visible input carries
 * `data-field` so that the first wrong field gets the focus (lib/forms.ts).
 */
export function DecimalField({ name, defaultValue, places = 2, onChange, ...props }: DecimalFieldProps) {
  const locale = useLocale();
  const shown = defaultValue ? shownDecimal(defaultValue, locale) : "";
  const [value, setValue] = useState(defaultValue ?? "");
  return (
    <>
      <TextInput
        {...props}
        data-field={name}
        defaultValue={shown}
        inputMode="decimal"
        onChange={(event) => {
          setValue(postedDecimal(event.currentTarget.value, locale, places));
          onChange?.(event);
        }}
      />
      <input type="hidden" name={name} value={value} />
    </>
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
