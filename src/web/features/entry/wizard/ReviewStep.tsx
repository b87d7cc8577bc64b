import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EntryFile } from "#contracts/entry.ts";
import { EntryFiles } from "../EntryFiles.tsx";

/**
 * Step 3: the entry as the judges will see it (the essay open in the browser's PDF viewer), before sending. A file
 * still being checked has no judge's copy to show yet; it is named, as it will be sent once checked.
 */
export function ReviewStep({ choice, choiceText, title, files }: { choice: string; choiceText: string | undefined; title: string; files: EntryFile[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="entry-review">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t("entries.submit.reviewTitle")}
        </Title>
        <Text>{t("entries.submit.reviewLead")}</Text>
        <Stack gap={2}>
          <Text fw={600}>{t("entries.submit.question1")}</Text>
          <Text data-testid="review-choice">
            {choice}. {choiceText}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={600}>{t("entries.submit.titleLabel")}</Text>
          <Text data-testid="review-title">{title.trim()}</Text>
        </Stack>
        <EntryFiles files={files} />
        {files
          .filter((file) => file.state === "checking")
          .map((file) => (
            <Text key={file.id} data-testid="review-checking">
              {file.name} · {t("entries.upload.checking")}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
