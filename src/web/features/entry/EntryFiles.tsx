import "./entry.css";
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { originalFileUrl, type EntryFile, type EntryStatus } from "#contracts/entry.ts";
import { formatFileSize } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";

/** Sizes as people read them, in the page's language ("1,5 MB" in Vietnamese). */
export function useFileSize() {
  const locale = useLocale();
  return (bytes: number) => formatFileSize(bytes, locale);
}

/** A file to show: judges get no name as uploaded (blind marking), so a name is optional. */
type ShownFile = Pick<EntryFile, "id" | "kind" | "bytes" | "url"> & { name?: string };

/**
 * An entry's files as a judge will see them: the essay opens in the browser's PDF viewer, images show, videos play.
 * Every address is a short-lived link the API handed out for this viewer only, to the judge's anonymised copy;
 * with `originals` (administrators), links to download each file as uploaded follow.
 */
export function EntryFiles({ files, originals = false }: { files: ShownFile[]; originals?: boolean }) {
  const { t } = useTranslation();
  const size = useFileSize();
  const ready = files.filter((file) => file.url).map((file, index) => ({ ...file, name: file.name ?? t("entries.files.unnamed", { number: index + 1 }) }));
  const essay = ready.filter((file) => file.kind === "essay");
  const images = ready.filter((file) => file.kind === "image");
  const videos = ready.filter((file) => file.kind === "video");
  return (
    <Stack gap="md" data-testid="entry-files">
      <Stack gap={4}>
        <Title order={3} size="h4">
          {t("entries.files.essay")}
        </Title>
        {essay.map((file) => (
          <Stack key={file.id} gap="xs">
            <Group gap="sm">
              <Anchor href={file.url ?? undefined} target="_blank" rel="noopener" data-testid="entry-essay">
                {file.name}
              </Anchor>
              <Text size="sm">{size(file.bytes)}</Text>
            </Group>
            <iframe
              src={file.url ?? undefined}
              title={t("entries.files.preview", { name: file.name })}
              className="pdf-preview"
              data-testid="entry-essay-preview"
            />
          </Stack>
        ))}
      </Stack>
      {images.length ? (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t("entries.files.images", { count: images.length })}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {images.map((file) => (
              <Anchor key={file.id} href={file.url ?? undefined} target="_blank" rel="noopener" aria-label={t("entries.files.open", { name: file.name })}>
                <Image src={file.url} alt={file.name} h={120} fit="cover" radius="sm" data-testid="entry-image" />
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      {videos.length ? (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t("entries.files.videos", { count: videos.length })}
          </Title>
          {videos.map((file) => (
            <Stack key={file.id} gap={2}>
              <video
                src={file.url ?? undefined}
                controls
                preload="metadata"
                style={{ maxWidth: "100%", maxHeight: 320 }}
                aria-label={file.name}
                data-testid="entry-video"
              />
              <Text size="sm">
                {file.name} · {size(file.bytes)}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {originals && ready.length ? (
        <Stack gap={4} data-testid="entry-originals">
          <Title order={3} size="h4">
            {t("entries.files.originals")}
          </Title>
          <Text size="sm">{t("entries.files.originalsNote")}</Text>
          {ready.map((file) => (
            <Anchor key={file.id} href={originalFileUrl(file.id)} download underline="always" data-testid="entry-original">
              {t("entries.files.original", { name: file.name })}
            </Anchor>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

const statusColor: Record<EntryStatus, string> = { submitted: "ocean", marked: "grape", excluded: "red" };

export function EntryStatusBadge({ status }: { status: EntryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor[status]} variant="filled" data-testid="entry-status">
      {t(`entries.status.${status}`)}
    </Badge>
  );
}
