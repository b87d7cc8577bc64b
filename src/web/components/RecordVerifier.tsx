import { Alert, Button, FileInput, Group } from "@mantine/core";
import { useState, type ReactNode } from "react";

type Outcome<D> = { kind: "matches" } | { kind: "differs"; differences: D } | { kind: "failed" };

export type RecordVerifierProps<D> = {
  /**
   * Checks the published record in the browser: against the text of the file the visitor chose, or, without one,
   * against what the server serves. Resolves to what differs, or to null when everything matches; a rejection
   * (unreadable file, network) is shown as "failed".
   */
  check: (chosenText: string | undefined) => Promise<D | null>;
  file: { label: string; accept: string; width: number; clearLabel?: string; testId?: string };
  run: { label: string; testId?: string };
  verdicts: { matches: string; differs: string; failed: string };
  /** The body of the "differs" alert. */
  children: (differences: D) => ReactNode;
};

/**
 * The file choice, the "verify" button and the verdict shared by the public verifiers (lucky draw, results): one
 * alert marked `data-testid="verify-result"` with `data-outcome` matches, differs or failed.
 */
export function RecordVerifier<D>({ check, file: fileInput, run, verdicts, children }: RecordVerifierProps<D>) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<D> | null>(null);

  async function verify() {
    setBusy(true);
    try {
      const differences = await check(file ? await file.text() : undefined);
      setOutcome(differences === null ? { kind: "matches" } : { kind: "differs", differences });
    } catch {
      setOutcome({ kind: "failed" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={fileInput.label}
          accept={fileInput.accept}
          clearable
          {...(fileInput.clearLabel ? { clearButtonProps: { "aria-label": fileInput.clearLabel } } : {})}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setOutcome(null);
          }}
          w={fileInput.width}
          data-testid={fileInput.testId}
        />
        <Button onClick={verify} loading={busy} data-testid={run.testId}>
          {run.label}
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome?.kind === "matches" && (
          <Alert color="green" data-testid="verify-result" data-outcome="matches">
            {verdicts.matches}
          </Alert>
        )}
        {outcome?.kind === "differs" && (
          <Alert color="red" data-testid="verify-result" data-outcome="differs" title={verdicts.differs}>
            {children(outcome.differences)}
          </Alert>
        )}
        {outcome?.kind === "failed" && (
          <Alert color="red" data-testid="verify-result" data-outcome="failed">
            {verdicts.failed}
          </Alert>
        )}
      </div>
    </>
  );
}
