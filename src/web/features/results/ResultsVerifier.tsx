import { Alert, Button, FileInput, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { recordSha256, verifyRecord, type RecordDifference, type ResultsRecord } from "#domain/results-record.ts";

type Outcome = { kind: "matches" } | { kind: "differs"; difference: RecordDifference | null; sha: { expected: string; actual: string } | null } | { kind: "failed" };

const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The record in a downloaded file: the API's answer (`{ data: { record } }`) or the bare record. */
function recordOf(json: unknown): ResultsRecord {
  const found = json as { data?: { record?: ResultsRecord }; record?: ResultsRecord } | null;
  return found?.data?.record ?? found?.record ?? (json as ResultsRecord);
}

/**
 * "Verify these results": recomputes the ranking, the Schulze winner and the prizes from the record with the
 * same domain module the server published them with, and says "matches" or the first difference. It checks the
 * served record, or a record file the visitor chooses (and then also its SHA-256 against the one on the page).
 */
export function ResultsVerifier({ sha256, recordUrl }: { sha256: string; recordUrl: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function verify() {
    setBusy(true);
    try {
      const text = file ? await file.text() : await (await fetch(recordUrl)).text();
      const record = recordOf(JSON.parse(text));
      const actualSha = await recordSha256(record);
      const difference = verifyRecord(record);
      const sha = actualSha === sha256 ? null : { expected: sha256, actual: actualSha };
      setOutcome(!difference && !sha ? { kind: "matches" } : { kind: "differs", difference, sha });
    } catch {
      setOutcome({ kind: "failed" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="verify-title" data-testid="results-verifier">
      <Title order={2} size="h3" id="verify-title">
        {t("results.verify.title")}
      </Title>
      <Text size="sm">{t("results.verify.lead")}</Text>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t("results.verify.own")}
          accept="application/json,.json"
          clearable
          clearButtonProps={{ "aria-label": t("results.verify.clear") }}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setOutcome(null);
          }}
          w={340}
          data-testid="verify-file"
        />
        <Button onClick={verify} loading={busy} data-testid="verify-run">
          {t("results.verify.run")}
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome?.kind === "matches" && (
          <Alert color="green" data-testid="verify-result" data-outcome="matches">
            {t("results.verify.matches")}
          </Alert>
        )}
        {outcome?.kind === "differs" && (
          <Alert color="red" data-testid="verify-result" data-outcome="differs" title={t("results.verify.differs")}>
            <Stack gap={4} style={{ overflowWrap: "anywhere" }}>
              {outcome.sha && <Text size="sm">{t("results.verify.sha", outcome.sha)}</Text>}
              {outcome.difference && (
                <Text size="sm" data-testid="verify-difference">
                  {t("results.verify.firstDifference", { path: outcome.difference.path, expected: shown(outcome.difference.expected), actual: shown(outcome.difference.actual) })}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {outcome?.kind === "failed" && (
          <Alert color="red" data-testid="verify-result" data-outcome="failed">
            {t("results.verify.failed")}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
