import "@mantine/tiptap/styles.css";
import { Alert, FileButton, Input, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { RichTextEditor as Mantine, type RichTextEditorLabels } from "@mantine/tiptap";
import Image from "@tiptap/extension-image";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "#contracts/locale.ts";
import { EDITOR_PALETTE, type EditorUploaded } from "#contracts/rich-text.ts";
import { useLocale } from "#web/lib/locale.ts";

/**
 * Sends an image to POST /api/v1/attachments/editor as the signed-in administrator (the session cookie goes
 * along); answers the stored image, or the API's message in the page's language.
 */
export async function uploadImage(file: File, locale: Locale): Promise<{ ok: true; image: EditorUploaded } | { ok: false; message: string }> {
  const form = new FormData();
  form.set("file", file);
  try {
    const response = await fetch("/api/v1/attachments/editor", {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { "accept-language": locale },
    });
    const payload = (await response.json()) as { data?: EditorUploaded; message?: string };
    return response.ok && payload.data ? { ok: true, image: payload.data } : { ok: false, message: payload.message ?? response.statusText };
  } catch {
    return { ok: false, message: "" };
  }
}

/** True once the page runs in the browser: the editor exists only there, the plain field is its server fallback. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

interface Props {
  /** The form field that carries the HTML. */
  name: string;
  label: string;
  defaultValue: string;
  error?: string | undefined;
  required?: boolean;
  /** Language of the text being written (for spell checking and screen readers). */
  lang: Locale;
  testId?: string;
}

/**
 * The dashboard's one rich-text editor (Mantine's TipTap editor): headings, lists, links, the spec's 7-colour
 * palette and images uploaded through the API. Rendered on the server as a plain HTML text area, so the form
 * works before the scripts load; the server sanitises whatever is sent either way.
 */
export function RichTextEditor(props: Props) {
  return useHydrated() ? <Editor {...props} /> : <Fallback {...props} />;
}

function Fallback({ name, label, defaultValue, error, required, lang, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Textarea
      name={name}
      label={label}
      description={t("richText.fallback")}
      defaultValue={defaultValue}
      error={error}
      required={required}
      withAsterisk={required}
      lang={lang}
      autosize
      minRows={8}
      data-testid={testId}
    />
  );
}

function Editor({ name, label, defaultValue, error, required, lang, testId }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [html, setHtml] = useState(defaultValue);
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, protocols: ["mailto", "tel"] } }), TextStyle, Color, Image],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        lang,
        ...(testId ? { "data-testid": testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });

  async function insertImage(file: File | null) {
    if (!file || !editor) return;
    setUploading(true);
    setUploadError(undefined);
    const result = await uploadImage(file, locale);
    setUploading(false);
    if (!result.ok) {
      setUploadError(result.message || t("richText.uploadFailed"));
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({ src: result.image.url, alt: alt.trim() || file.name.replace(/\.[^.]+$/, "") })
      .run();
    setAlt("");
  }

  const labels = useEditorLabels();
  return (
    <Stack gap={6}>
      <Input.Label id={`${id}-label`} required={required} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      <input type="hidden" name={name} value={html} />
      {/* @tiptap/react and @mantine/tiptap resolve @tiptap/core types through different module formats; one class at run time. */}
      <Mantine editor={editor as never} labels={labels} style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}>
        <Mantine.Toolbar sticky stickyOffset={60}>
          <Mantine.ControlsGroup>
            <Mantine.Bold />
            <Mantine.Italic />
            <Mantine.Underline />
            <Mantine.Strikethrough />
            <Mantine.ClearFormatting />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.H2 />
            <Mantine.H3 />
            <Mantine.H4 />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.BulletList />
            <Mantine.OrderedList />
            <Mantine.Blockquote />
            <Mantine.Hr />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.Link />
            <Mantine.Unlink />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.ColorPicker colors={[...EDITOR_PALETTE]} />
            <Mantine.UnsetColor />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <FileButton onChange={insertImage} accept="image/jpeg,image/png,image/gif,image/webp">
              {(buttonProps) => (
                <Mantine.Control
                  {...buttonProps}
                  aria-label={t("richText.insertImage")}
                  title={t("richText.insertImage")}
                  disabled={uploading}
                  data-testid={testId ? `${testId}-image` : undefined}
                >
                  <ImageIcon />
                </Mantine.Control>
              )}
            </FileButton>
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.Undo />
            <Mantine.Redo />
          </Mantine.ControlsGroup>
        </Mantine.Toolbar>
        <Mantine.Content />
      </Mantine>
      <TextInput
        size="xs"
        label={t("richText.imageAlt")}
        description={t("richText.imageAltHint")}
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        lang={lang}
      />
      {uploading ? (
        <Text size="sm" role="status">
          {t("richText.uploading")}
        </Text>
      ) : null}
      {uploadError ? (
        <Alert color="red" role="alert" data-testid={testId ? `${testId}-upload-error` : undefined}>
          {uploadError}
        </Alert>
      ) : null}
      {error ? (
        <Input.Error id={`${id}-error`} role="alert">
          {error}
        </Input.Error>
      ) : null}
    </Stack>
  );
}

function ImageIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </svg>
  );
}

/** The toolbar's names for screen readers, in the page's language. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  const l = (key: string) => t(`richText.labels.${key}` as never);
  return {
    boldControlLabel: l("bold"),
    italicControlLabel: l("italic"),
    underlineControlLabel: l("underline"),
    strikeControlLabel: l("strike"),
    clearFormattingControlLabel: l("clearFormatting"),
    h2ControlLabel: l("h2"),
    h3ControlLabel: l("h3"),
    h4ControlLabel: l("h4"),
    bulletListControlLabel: l("bulletList"),
    orderedListControlLabel: l("orderedList"),
    blockquoteControlLabel: l("blockquote"),
    hrControlLabel: l("hr"),
    linkControlLabel: l("link"),
    unlinkControlLabel: l("unlink"),
    colorPickerControlLabel: l("colorPicker"),
    unsetColorControlLabel: l("unsetColor"),
    undoControlLabel: l("undo"),
    redoControlLabel: l("redo"),
    linkEditorInputLabel: l("linkInput"),
    linkEditorInputPlaceholder: "https://",
    linkEditorExternalLink: l("linkExternal"),
    linkEditorInternalLink: l("linkInternal"),
    linkEditorSave: l("save"),
    colorPickerCancel: l("cancel"),
    colorPickerClear: l("clearColor"),
    colorPickerColorPicker: l("colorPicker"),
    colorPickerPalette: l("palette"),
    colorPickerSave: l("save"),
    colorPickerColorLabel: (color: string) => t("richText.labels.colour", { color }),
    colorControlLabel: (color: string) => t("richText.labels.colour", { color }),
  };
}
