import { PasswordInput, type PasswordInputProps } from "@mantine/core";

/** Mantine's password input does not tell screen readers it is invalid when it shows an error; this one does. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
