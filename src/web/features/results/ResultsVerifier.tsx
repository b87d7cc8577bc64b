import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { recordSha256, verifyRecord, type ResultsRecord } from "#domain/results-record.ts";
import { RecordVerifier } from "#web/components/RecordVerifier.tsx";

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

  async function check(chosenText: string | undefined) {
    const text = chosenText ?? (await (await fetch(recordUrl)).text());
    const record = recordOf(JSON.parse(text));
    const actualSha = await recordSha256(record);
    const difference = verifyRecord(record);
    const sha = actualSha === sha256 ? null : { expected: sha256, actual: actualSha };
    return !difference && !sha ? null : { difference, sha };
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="verify-title" data-testid="results-verifier">
      <Title order={2} size="h3" id="verify-title">
        {t("results.verify.title")}
      </Title>
      <Text size="sm">{t("results.verify.lead")}</Text>
      <RecordVerifier
        check={check}
        file={{ label: t("results.verify.own"), accept: "application/json,.json", width: 340, clearLabel: t("results.verify.clear"), testId: "verify-file" }}
        run={{ label: t("results.verify.run"), testId: "verify-run" }}
        verdicts={{ matches: t("results.verify.matches"), differs: t("results.verify.differs"), failed: t("results.verify.failed") }}
      >
        {({ difference, sha }) => (
          <Stack gap={4} style={{ overflowWrap: "anywhere" }}>
            {sha && <Text size="sm">{t("results.verify.sha", sha)}</Text>}
            {difference && (
              <Text size="sm" data-testid="verify-difference">
                {t("results.verify.firstDifference", { path: difference.path, expected: shown(difference.expected), actual: shown(difference.actual) })}
              </Text>
            )}
          </Stack>
        )}
      </RecordVerifier>
    </Stack>
  );
}
