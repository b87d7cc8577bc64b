import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { JuryTally } from "#contracts/results.ts";
import { TallyMatrix } from "./TallyMatrix.tsx";

/** The jury's tally: ballots in, the pairwise-preference matrix, the strongest paths and the Schulze winner. */
export function JuryTallyView({ tally }: { tally: JuryTally }) {
  const { t } = useTranslation();
  const codes = tally.candidates.map((candidate) => candidate.code);
  return (
    <Stack gap="sm" component="section" aria-labelledby="tally-title" data-testid="jury-tally">
      <Title order={2} size="h3" id="tally-title">
        {t("results.jury.pairwise")}
      </Title>
      <Text data-testid="tally-ballots">{t("results.jury.ballots", { submitted: tally.ballots, members: tally.jurors })}</Text>
      {tally.ballots === 0 ? (
        <Text>{t("results.jury.noTally")}</Text>
      ) : (
        <>
          <TallyMatrix codes={codes} values={tally.matrix} caption={t("results.jury.pairwiseCaption")} testId="tally-matrix" />
          <Title order={3} size="h4">
            {t("results.jury.paths")}
          </Title>
          <TallyMatrix codes={codes} values={tally.paths} caption={t("results.jury.pathsCaption")} testId="tally-paths" />
          {tally.winner && (
            <Text fw={700} data-testid="tally-winner">
              {t("results.jury.winner", { code: tally.winner })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
