import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";

export type PostedFieldProps = Omit<TextInputProps, "name" | "value" | "defaultValue"> & {
  name: string;
  /** What the field shows at first, as people write it. */
  shown: string;
  /** What the form posts at first: the value as the API reads it. */
  posted: string;
  /** What the form posts for what was typed. */
  post: (typed: string) => string;
};

/**
 * A field typed as people write it that posts the value as the API reads it, from a hidden input under the field's
 * name. The visible input carries `data-field` so that the first wrong field gets the focus (lib/forms.ts).
 */
export function PostedField({ name, shown, posted, post, onChange, ...props }: PostedFieldProps) {
  const [value, setValue] = useState(posted);
  return (
    <>
      <TextInput
        {...props}
        data-field={name}
        defaultValue={shown}
        onChange={(event) => {
          setValue(post(event.currentTarget.value));
          onChange?.(event);
        }}
      />
      <input type="hidden" name={name} value={value} />
    </>
  );
}
