import { TextInput, type TextInputProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { shownDate, typedDate, type DateKind } from "#web/lib/date-field.ts";

type DateFieldProps = Omit<TextInputProps, "type" | "name" | "value" | "defaultValue"> & { name: string; kind: DateKind; defaultValue?: string };

/**
 * A date or a date and time in d/m/Y and 24-hour time on every page: the browser's own date inputs follow the
 * browser's language instead of the page's. The form posts the ISO wall-clock value (lib/date-field.ts) from a
 * hidden input under the field's name; the visible input carries `data-field` so the first wrong field gets the focus.
 */
export function DateField({ name, kind, defaultValue = "", onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => typedDate(defaultValue, kind));
  // A new value from the loader (another range, a saved form) starts the field again.
  useEffect(() => setValue(typedDate(defaultValue, kind)), [defaultValue, kind]);
  return (
    <>
      <TextInput
        {...props}
        key={defaultValue}
        data-field={name}
        defaultValue={shownDate(defaultValue)}
        placeholder={t(`dateField.${kind}`)}
        autoComplete="off"
        onChange={(event) => {
          setValue(typedDate(event.currentTarget.value, kind));
          onChange?.(event);
        }}
      />
      <input type="hidden" name={name} value={value} />
    </>
  );
}
