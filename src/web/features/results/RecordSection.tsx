import { Anchor, Code, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ResultsVerifier } from "./ResultsVerifier.tsx";

/** The results record of a stage: its SHA-256, the download (the API's answer), and the in-browser verifier. */
export function RecordSection({ sha256, stage }: { sha256: string; stage: "semi_final" | "final" }) {
  const { t } = useTranslation();
  const recordUrl = `/api/v1/results/record?stage=${stage}`;
  const fileName = `${stage.replace("_", "-")}-results.json`;
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="section" aria-labelledby="record-title">
        <Title order={2} size="h3" id="record-title">
          {t("results.record.title")}
        </Title>
        <Text size="sm">{t("results.record.lead")}</Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("results.record.sha")} <Code data-testid="record-sha">{sha256}</Code>
        </Text>
        <Anchor href={recordUrl} download={fileName} underline="always" data-testid="record-download">
          {t("results.record.download")}
        </Anchor>
      </Stack>
      <ResultsVerifier sha256={sha256} recordUrl={recordUrl} />
    </Stack>
  );
}
