import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";

type WholeNumberFieldProps = Omit<TextInputProps, "name" | "value" | "defaultValue" | "inputMode"> & { name: string; defaultValue?: number };

/**
 * A whole number typed with thousands separators as people write amounts ("7.000.000.000", "7,000,000,000",
 * "7 000 000 000"). The form posts the digits alone from a hidden input under the field's name, the number the API
 * reads; anything else is posted as typed, so the schema answers with the field's own message. The visible input
 * carries `data-field` so that the first wrong field gets the focus (lib/forms.ts).
 */
export function WholeNumberField({ name, defaultValue, onChange, ...props }: WholeNumberFieldProps) {
  const shown = defaultValue === undefined ? "" : String(defaultValue);
  const [value, setValue] = useState(shown);
  return (
    <>
      <TextInput
        {...props}
        data-field={name}
        defaultValue={shown}
        inputMode="numeric"
        onChange={(event) => {
          setValue(digitsOf(event.currentTarget.value));
          onChange?.(event);
        }}
      />
      <input type="hidden" name={name} value={value} />
    </>
  );
}

/** The digits of a whole number written with separators; other text unchanged. */
export function digitsOf(typed: string): string {
  const digits = typed.replace(/[\s.,_]/g, "");
  return /^\d+$/.test(digits) ? digits : typed.trim();
}
