import { Button, FileButton, Group, Image, Input, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { attachmentUrl } from "#contracts/rich-text.ts";
import { useLocale } from "#web/lib/locale.ts";
import { uploadImage, useHydrated } from "./RichTextEditor.tsx";

/**
 * A cover image uploaded through the editor's upload (POST /attachments/editor); the form carries its file name.
 * Choosing a file needs scripts; without them the current cover stays as it is.
 */
export function CoverImageField({
  name,
  label,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  defaultValue: string | null;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? "");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function choose(file: File | null) {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    const result = await uploadImage(file, locale);
    setBusy(false);
    if (result.ok) setValue(result.image.id);
    else setFailure(result.message || t("richText.uploadFailed"));
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Input.Label id={`${id}-label`}>{label}</Input.Label>
      <input type="hidden" name={name} value={value} />
      {value ? (
        <Image src={attachmentUrl(value)} alt={t("newsAdmin.form.coverPreview")} maw={320} radius="sm" data-testid="cover-preview" />
      ) : (
        <Text size="sm">{t("newsAdmin.form.noCover")}</Text>
      )}
      {hydrated ? (
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/jpeg,image/png,image/gif,image/webp">
            {(props) => (
              <Button {...props} variant="default" loading={busy} data-testid="cover-upload">
                {t(value ? "newsAdmin.form.replaceCover" : "newsAdmin.form.chooseCover")}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" color="red.9" onClick={() => setValue("")}>
              {t("newsAdmin.form.removeCover")}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {failure || error ? <Input.Error role="alert">{failure ?? error}</Input.Error> : null}
    </Stack>
  );
}
