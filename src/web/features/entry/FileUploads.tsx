import "@mantine/dropzone/styles.css";
import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRevalidator } from "react-router";
import type { Upload as TusUpload } from "tus-js-client";
import { acceptedFiles, type EntryFile, type FileKind } from "#contracts/entry.ts";
import { useLocale } from "#web/lib/locale.ts";
import { useFileSize } from "./EntryFiles.tsx";

type Status = "uploading" | "paused" | "failed";
interface LocalUpload {
  key: string;
  name: string;
  size: number;
  sent: number;
  status: Status;
  error?: string;
  upload: TusUpload;
}

/** The server's message from a refused tus request (our error envelope), when there is one. */
function serverMessage(error: unknown): { status?: number; message?: string } {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
  if (!response) return {};
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    return { status: response.getStatus(), ...(typeof body.message === "string" ? { message: body.message } : {}) };
  } catch {
    return { status: response.getStatus() };
  }
}

/** An arrow into a tray: the drop zone's sign, drawn inline (no icon font, no request). */
function UploadIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 15V3M7 8l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </svg>
  );
}

/** Removes a file of the draft through the page's action (which calls DELETE /contest/draft/files/{id}). */
function RemoveFile({ file }: { file: EntryFile }) {
  const { t } = useTranslation();
  const remover = useFetcher();
  return (
    <remover.Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={file.id} />
      <Button type="submit" size="xs" variant="default" loading={remover.state !== "idle"} aria-label={t("entries.upload.removeLabel", { name: file.name })}>
        {t("entries.upload.remove")}
      </Button>
    </remover.Form>
  );
}

/**
 * The files of one kind in the draft, and a picker that sends new ones with the tus protocol: a progress bar per
 * file, pause and resume, automatic retries after a dropped connection (resuming from what arrived), removal.
 * Limits are checked by the server as the upload is created, so its message (in the page's language) is shown.
 * An upload interrupted by a reload resumes when the same file is chosen again.
 */
export function FileUploads({ kind, files, label, hint, multiple }: { kind: FileKind; files: EntryFile[]; label: string; hint: string; multiple: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const size = useFileSize();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<LocalUpload[]>([]);
  const openPicker = useRef<() => void>(null);
  const change = (key: string, patch: Partial<LocalUpload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  const drop = (key: string) => setUploads((all) => all.filter((u) => u.key !== key));

  async function send(file: File) {
    const { Upload } = await import("tus-js-client");
    const key = `${file.name}-${file.size}-${Math.random()}`;
    const upload: TusUpload = new Upload(file, {
      endpoint: "/uploads",
      metadata: { kind, filename: file.name },
      headers: { "Accept-Language": locale },
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      removeFingerprintOnSuccess: true,
      // Retry dropped connections and server trouble; a refusal with a reason is final.
      onShouldRetry: (error) => {
        const { status, message } = serverMessage(error);
        return !message && (status === undefined || status >= 500 || status === 409 || status === 423);
      },
      onProgress: (sent) => change(key, { sent }),
      onSuccess: () => {
        drop(key);
        void revalidator.revalidate();
      },
      onError: (error) => {
        change(key, { status: "failed", error: serverMessage(error).message ?? t("entry.uploadError", { ns: "shared" }) });
        void revalidator.revalidate();
      },
    });
    setUploads((all) => [...all, { key, name: file.name, size: file.size, sent: 0, status: "uploading", upload }]);
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  }

  const waiting = files.filter((file) => file.state === "uploading" && !uploads.some((u) => u.name === file.name && u.size === file.bytes));
  // The picker offers the accepted types; a file outside them is still sent, so the server's check by content
  // gives the one message ("Invalid file") whatever the browser guessed from the name.
  const accept = Object.fromEntries(acceptedFiles[kind].mediaTypes.map((type, index) => [type, index === 0 ? [...acceptedFiles[kind].extensions] : []]));
  const inputId = `upload-${kind}`;
  const sendAll = (chosen: File[]) => {
    for (const file of chosen) void send(file);
  };

  return (
    <Stack gap="xs" data-testid={`uploads-${kind}`}>
      <Text component="label" htmlFor={inputId} fw={600}>
        {label}
      </Text>
      <Text size="sm" id={`${inputId}-hint`}>
        {hint}
      </Text>
      {/* Drop files on the zone, or use its button (the keyboard's way in); the zone itself is not a control. */}
      <Dropzone
        openRef={openPicker}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        onDrop={sendAll}
        onReject={(rejections: FileRejection[]) => sendAll(rejections.map((rejection) => rejection.file))}
        accept={accept}
        multiple={multiple}
        inputProps={{ id: inputId, "aria-describedby": `${inputId}-hint`, ...({ "data-testid": `file-input-${kind}` } as object) }}
        data-testid={`dropzone-${kind}`}
      >
        <Group justify="center" gap="sm" mih={64}>
          <UploadIcon />
          <Text>{t(multiple ? "entries.upload.dropMany" : "entries.upload.dropOne")}</Text>
          <Button variant="default" size="xs" onClick={() => openPicker.current?.()} aria-describedby={`${inputId}-hint`} data-testid={`choose-${kind}`}>
            {t(multiple ? "entries.upload.chooseMany" : "entries.upload.chooseOne")}
          </Button>
        </Group>
      </Dropzone>
      {files
        .filter((file) => file.state === "ready" || file.state === "checking")
        .map((file) => (
          <Group key={file.id} gap="sm" justify="space-between" data-testid={file.state === "ready" ? `file-${kind}` : `file-checking-${kind}`}>
            <Text>
              {file.name} · {size(file.bytes)}
              {file.state === "checking" ? ` · ${t("entries.upload.checking")}` : ""}
            </Text>
            <RemoveFile file={file} />
          </Group>
        ))}
      {files
        .filter((file) => file.state === "refused")
        .map((file) => (
          <Alert key={file.id} color="red" role="alert" data-testid={`file-refused-${kind}`}>
            <Group gap="sm" justify="space-between">
              <Text>
                {t("entries.upload.refused", { name: file.name })} {file.refusal_message}
              </Text>
              <RemoveFile file={file} />
            </Group>
          </Alert>
        ))}
      {waiting.map((file) => (
        <Group key={file.id} gap="sm" justify="space-between" data-testid={`file-interrupted-${kind}`}>
          <Text>
            {file.name} · {t("entries.upload.interrupted")}
          </Text>
          <RemoveFile file={file} />
        </Group>
      ))}
      {uploads.map((item) => {
        const percent = item.size ? Math.round((item.sent / item.size) * 100) : 0;
        return (
          <Stack key={item.key} gap={4} data-testid={`upload-${kind}`}>
            <Group gap="sm" justify="space-between">
              <Text>
                {item.name} · {size(item.size)}
              </Text>
              <Group gap="xs">
                {item.status === "uploading" ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      void item.upload.abort();
                      change(item.key, { status: "paused" });
                    }}
                  >
                    {t("entries.upload.pause")}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      change(item.key, { status: "uploading", error: undefined });
                      item.upload.start();
                    }}
                  >
                    {t(item.status === "paused" ? "entries.upload.resume" : "entries.upload.retry")}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t("entries.upload.removeLabel", { name: item.name })}
                  onClick={() => {
                    drop(item.key);
                    void item.upload.abort(Boolean(item.upload.url)).finally(() => void revalidator.revalidate());
                  }}
                >
                  {t("entries.upload.remove")}
                </Button>
              </Group>
            </Group>
            <Progress value={percent} aria-label={t("entries.upload.progress", { name: item.name, percent })} />
            {item.error ? (
              <Alert color="red" role="alert" data-testid="upload-error">
                <Text fw={700}>{t("entry.uploadError", { ns: "shared" })}</Text>
                {item.error}
              </Alert>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
