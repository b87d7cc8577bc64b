import { Button, Group, Text } from "@mantine/core";
import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import "./FileField.css";

/**
 * A file input in the page's language. The browser draws its own button and "no file chosen" in the browser's
 * language, so the native input is kept (it still takes the keyboard, the form post and `setInputFiles`) but drawn as
 * our button and the chosen file's name (FileField.css).
 */
export function FileField({ id, onChange, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string>();
  return (
    <Group gap="sm" mt={4} className="file-field" wrap="nowrap">
      <input
        {...input}
        id={id}
        type="file"
        onChange={(event) => {
          setChosen([...(event.currentTarget.files ?? [])].map((file) => file.name).join(", ") || undefined);
          onChange?.(event);
        }}
      />
      <Button component="label" htmlFor={id} variant="default" size="sm" aria-hidden="true" style={{ flexShrink: 0 }}>
        {t("fileField.choose")}
      </Button>
      <Text size="sm" c={chosen ? undefined : "dimmed"} style={{ overflowWrap: "anywhere" }}>
        {chosen ?? t("fileField.none")}
      </Text>
    </Group>
  );
}
