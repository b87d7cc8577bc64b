import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EntryView } from "#contracts/entry.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { EntryFiles, EntryStatusBadge } from "./EntryFiles.tsx";

/**
 * A submitted entry, read-only: number, code, status, answers and files (for its owner and administrators).
 * `extra` goes before the answers (the contestant, for administrators); `answerNote` beside the chosen answer;
 * `originals` adds the administrators' downloads of the files as uploaded.
 */
export function EntryDetails({ entry, extra, answerNote, originals }: { entry: EntryView; extra?: ReactNode; answerNote?: ReactNode; originals?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const row = (label: string, value: ReactNode, testId?: string) => (
    <Group gap="sm" align="baseline" wrap="nowrap">
      <Text fw={600} miw={180}>
        {label}
      </Text>
      <Text component="div" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" data-testid="entry-details">
      <Stack gap="sm">
        {row(t("entries.fields.sequence"), entry.id, "entry-sequence")}
        {row(t("entries.fields.code"), entry.code, "entry-code")}
        {row(t("entries.fields.submittedAt"), formatDate(entry.submitted_at, locale))}
        {row(t("entries.fields.status"), <EntryStatusBadge status={entry.status} />)}
        {entry.exclusion_reason ? row(t("entries.fields.exclusionReason"), entry.exclusion_reason, "entry-exclusion-reason") : null}
        {extra}
        {row(
          t("entries.fields.choice"),
          <Group gap="sm" align="center">
            <span data-testid="entry-choice">{entry.choice_answer}</span>
            {answerNote}
          </Group>,
        )}
        {row(t("entries.fields.title"), entry.title, "entry-title")}
        {row(t("results.consent.field"), t(entry.publish_name ? "results.consent.yes" : "results.consent.no"), "entry-publish-name")}
        <EntryFiles files={entry.files} originals={originals} />
      </Stack>
    </Paper>
  );
}
