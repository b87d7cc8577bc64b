import { TextInput, type TextInputProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { bytesTyped, countsTyped, megabytesShown } from "./edition-form.ts";

type ConvertedProps = Omit<TextInputProps, "name" | "value" | "defaultValue"> & { name: string; defaultValue: string[] };

/**
 * A field typed in a person's unit that posts what the API reads, from hidden inputs: one value under `name`, or a
 * list as `name.0`, `name.1`, … (lib/form-input.ts). The visible input carries `data-field` so that a message about
 * the field, or about one of its items, moves the focus to it.
 */
function ConvertedField({
  name,
  defaultValue,
  listed,
  show,
  read,
  onChange,
  ...props
}: ConvertedProps & { listed: boolean; show: (posted: string[]) => string; read: (typed: string) => string[] }) {
  const [posted, setPosted] = useState(defaultValue);
  const shown = show(defaultValue);
  // A new value from the loader (a saved edition) starts the field again.
  useEffect(() => setPosted(defaultValue), [shown]);
  return (
    <>
      <TextInput
        {...props}
        key={shown}
        data-field={name}
        defaultValue={shown}
        autoComplete="off"
        onChange={(event) => {
          setPosted(read(event.currentTarget.value));
          onChange?.(event);
        }}
      />
      {posted.map((value, index) => (
        <input key={index} type="hidden" name={listed ? `${name}.${index}` : name} value={value} />
      ))}
    </>
  );
}

type OneValueProps = Omit<ConvertedProps, "defaultValue"> & { defaultValue: string };

/** A size in bytes, typed in MB (MiB). */
export function MegabyteField({ defaultValue, ...props }: OneValueProps) {
  return (
    <ConvertedField
      {...props}
      defaultValue={[defaultValue]}
      listed={false}
      show={([bytes]) => megabytesShown(bytes ?? "")}
      read={(typed) => [bytesTyped(typed)]}
      inputMode="decimal"
    />
  );
}

/** A list of counts typed as one text: "10, 20, 30". */
export function CountListField(props: ConvertedProps) {
  return <ConvertedField {...props} listed show={(counts) => counts.join(", ")} read={countsTyped} />;
}
