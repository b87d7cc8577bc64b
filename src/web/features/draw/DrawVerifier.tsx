import { Alert, Button, FileInput, Group, List, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { verifyDraw, type DrawDifference, type DrawRecord } from "#domain/lucky-draw.ts";

type Outcome = { kind: "matches" } | { kind: "differs"; differences: DrawDifference[] } | { kind: "failed" };

/**
 * Checks a drawn week in the browser with the same code the server drew it with (WebCrypto): it fetches only the
 * week's record and list, or takes a list file the visitor chooses, and says "matches" or exactly what differs.
 */
export function DrawVerifier({ week }: { week: number }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function verify() {
    setBusy(true);
    try {
      const recordResponse = await fetch(`/api/v1/draw-lucky/${week}/record`);
      const record = ((await recordResponse.json()) as { data: DrawRecord }).data;
      const list = file ? await file.text() : await (await fetch(`/api/v1/draw-lucky/${week}/list`)).text();
      const differences = await verifyDraw(record, list);
      setOutcome(differences.length === 0 ? { kind: "matches" } : { kind: "differs", differences });
    } catch {
      setOutcome({ kind: "failed" });
    } finally {
      setBusy(false);
    }
  }

  function describe(difference: DrawDifference): string {
    if (difference.field === "list_format") return t("luckyDraw.verify.listFormat", { line: difference.line, context: difference.reason });
    if (difference.field === "winner") return t("luckyDraw.verify.winner", { position: difference.position, expected: difference.expected ?? "—", actual: difference.actual ?? "—" });
    return t(`luckyDraw.verify.fields.${difference.field}`, { expected: difference.expected, actual: difference.actual });
  }

  return (
    <Stack gap="xs" data-testid={`verifier-${week}`}>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t("luckyDraw.verify.ownList")}
          accept="text/plain,.txt"
          clearable
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setOutcome(null);
          }}
          w={320}
        />
        <Button onClick={verify} loading={busy}>
          {t("luckyDraw.verify.run")}
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome?.kind === "matches" && (
          <Alert color="green" data-testid="verify-result" data-outcome="matches">
            {t("luckyDraw.verify.matches")}
          </Alert>
        )}
        {outcome?.kind === "differs" && (
          <Alert color="red" data-testid="verify-result" data-outcome="differs" title={t("luckyDraw.verify.differs")}>
            <List size="sm">
              {outcome.differences.map((difference, index) => (
                <List.Item key={index} style={{ overflowWrap: "anywhere" }}>
                  {describe(difference)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {outcome?.kind === "failed" && (
          <Alert color="red" data-testid="verify-result" data-outcome="failed">
            {t("luckyDraw.verify.failed")}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
