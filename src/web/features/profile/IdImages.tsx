import { Alert, Box, Button, Input, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { FileField } from "#web/components/FileField.tsx";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { refuseBadFile } from "#web/lib/file-check.ts";
import { ID_IMAGE_MAX_BYTES, idImageField, idImageSides, idImageTypes, type IdImageSide } from "#contracts/profile.ts";

export type UploadResult = { ok: boolean; message: string };

/**
 * Previews load straight from the API (`/api/v1/auth/profile/id-images/{side}`): the page and the API share one
 * origin, so the browser sends the HttpOnly session cookie with the image request and the API, the one place that
 * enforces who may see the file, answers with `private, no-store`. A proxy route in the web app would add a hop
 * and a second code path for the same rule. The file id in the query makes a new upload show at once.
 */
const previewUrl = (side: IdImageSide, fileId: string) => `/api/v1/auth/profile/id-images/${side}?v=${encodeURIComponent(fileId)}`;

function IdImageCard({ side, fileId }: { side: IdImageSide; fileId: string | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<UploadResult>();
  const id = useId();
  const [clientError, setClientError] = useState<string>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = clientError ?? (result && !result.ok ? result.message : undefined);
  const label = t(`profile.idImages.${side}`);

  return (
    <Paper withBorder p="md" data-testid={`id-image-${side}`}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {label}
        </Title>
        {fileId ? (
          <Box
            component="img"
            src={previewUrl(side, fileId)}
            alt={t("profile.idImages.previewAlt", { side: label })}
            maw="100%"
            mah={240}
            style={{ objectFit: "contain", alignSelf: "flex-start" }}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {t("profile.idImages.none")}
          </Text>
        )}
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          onSubmit={(event) =>
            setClientError(
              refuseBadFile(
                event,
                { maxBytes: ID_IMAGE_MAX_BYTES, types: idImageTypes },
                {
                  missing: t("validation.required.file", { ns: "shared" }),
                  tooLarge: t("errors.fileTooLarge", { ns: "shared", mb: ID_IMAGE_MAX_BYTES / 1024 / 1024 }),
                  wrongType: t("errors.invalidFile", { ns: "shared" }),
                },
              ),
            )
          }
        >
          <Stack gap="xs">
            <input type="hidden" name="side" value={side} />
            <Input.Wrapper
              id={id}
              label={fileId ? t("profile.idImages.replace") : t("profile.idImages.choose")}
              description={t("profile.idImages.rules")}
              error={error}
              errorProps={{ id: `${id}-error` }}
              descriptionProps={{ id: `${id}-description` }}
            >
              <FileField
                id={id}
                name="file"
                accept={idImageTypes.join(",")}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-description${error ? ` ${id}-error` : ""}`}
                onChange={() => setClientError(undefined)}
              />
            </Input.Wrapper>
            <Button type="submit" variant="light" loading={fetcher.state !== "idle"} style={{ alignSelf: "flex-start" }}>
              {t("profile.idImages.upload")}
            </Button>
            {result?.ok ? (
              <Text size="sm" c="teal.9" role="status">
                {result.message}
              </Text>
            ) : null}
          </Stack>
        </fetcher.Form>
      </Stack>
    </Paper>
  );
}

/** The investor's two ID images, each uploaded on its own (a no-JavaScript post answers through `fallback`). */
export function IdImages({ images, fallback }: { images: { img: string | null; img1: string | null }; fallback: UploadResult | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="profile-id-images">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-id-images">
          {t("profile.idImages.title")}
        </Title>
        <Text size="sm">{t("profile.idImages.lead")}</Text>
        {fallback ? (
          <Alert color={fallback.ok ? "teal" : "red"} role={fallback.ok ? "status" : "alert"}>
            {fallback.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {idImageSides.map((side) => (
            <IdImageCard key={side} side={side} fileId={images[idImageField[side]]} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
