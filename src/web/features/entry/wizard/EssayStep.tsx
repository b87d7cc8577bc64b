import { Anchor, Checkbox, Stack, Text, TextInput, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { visibleLength, type EntryFile, type EntryLimits } from "#contracts/entry.ts";
import type { PersonRef } from "#contracts/judging.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { ConflictJudgesField } from "./ConflictJudgesField.tsx";
import { FileUploads } from "../FileUploads.tsx";

export interface EssayAnswers {
  title: string;
  accepted: boolean;
  /** Judges the contestant declares a conflict of interest with (optional); sent with the entry. */
  conflicts: number[];
  /** Optional consent to publish the contestant's name with the results; sent with the entry. */
  publishName: boolean;
}

/** Messages of this step, by field; the wizard decides when they show. */
export type EssayErrors = Partial<Record<"title" | "essay" | "files" | "accept_rules" | "conflict_judge_ids", string>>;

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <Text c="red.8" size="sm" role="alert">
      {message}
    </Text>
  ) : null;
}

/**
 * Step 2: the essay question, the entry's title (within the edition's limits), the essay PDF, optional images
 * and videos, the judges the contestant has a conflict with (optional), the acceptance of the contest rules and
 * the optional consent to publish their name with the results.
 */
export function EssayStep({
  essay,
  limits,
  files,
  judges,
  answers,
  onChange,
  errors,
}: {
  essay: string;
  limits: EntryLimits;
  files: EntryFile[];
  judges: PersonRef[];
  answers: EssayAnswers;
  onChange: (answers: EssayAnswers) => void;
  errors: EssayErrors;
}) {
  const { t } = useTranslation();
  const filesOf = (kind: "essay" | "image" | "video") => files.filter((file) => file.kind === kind);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t("entries.submit.question2")}
      </Title>
      <Text>{essay}</Text>
      <TextInput
        label={t("entries.submit.titleLabel")}
        description={t("entries.submit.titleHint", { min: limits.title_min, max: limits.title_max, count: visibleLength(answers.title.trim()) })}
        value={answers.title}
        onChange={(event) => onChange({ ...answers, title: event.currentTarget.value })}
        error={errors.title}
        withAsterisk
        data-testid="entry-title"
      />
      <FileUploads
        kind="essay"
        files={filesOf("essay")}
        multiple={false}
        label={`${t("entries.files.essay")} *`}
        hint={t("entries.upload.essayHint", { mb: mb(limits.essay_max_bytes) })}
      />
      <FieldError message={errors.essay} />
      <FileUploads
        kind="image"
        files={filesOf("image")}
        multiple
        label={t("entries.upload.imagesLabel")}
        hint={t("entries.upload.imagesHint", { count: limits.image_max_count, mb: mb(limits.image_max_bytes) })}
      />
      <FileUploads
        kind="video"
        files={filesOf("video")}
        multiple
        label={t("entries.upload.videosLabel")}
        hint={t("entries.upload.videosHint", { count: limits.video_max_count, mb: mb(limits.video_max_bytes) })}
      />
      <FieldError message={errors.files} />
      <ConflictJudgesField
        judges={judges}
        value={answers.conflicts}
        onChange={(conflicts) => onChange({ ...answers, conflicts })}
        error={errors.conflict_judge_ids}
      />
      <Checkbox
        checked={answers.accepted}
        onChange={(event) => onChange({ ...answers, accepted: event.currentTarget.checked })}
        error={errors.accept_rules}
        data-testid="accept-rules"
        label={
          <Trans
            i18nKey="entries.submit.acceptRules"
            components={{ rules: <Anchor component={PageLink} underline="always" page="contest" params={{ id: "dieu-le" }} target="_blank" rel="noopener" /> }}
          />
        }
      />
      <Checkbox
        checked={answers.publishName}
        onChange={(event) => onChange({ ...answers, publishName: event.currentTarget.checked })}
        label={t("results.consent.label")}
        description={t("results.consent.hint")}
        data-testid="publish-name"
      />
    </Stack>
  );
}
