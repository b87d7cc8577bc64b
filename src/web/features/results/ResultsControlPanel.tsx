import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageLink } from "#web/components/PageLink.tsx";
import type { PanelView } from "#web/lib/control-panel.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import type { ResultsPanel } from "./control-panel.server.ts";
import { nextResultsStep, type ResultsStep } from "./next-step.ts";

/** The next step in words. */
function useStepText(): (step: ResultsStep) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  const round = (name: "semi_final" | "final") => t(`results.admin.round.${name}`);
  return (step) => {
    switch (step.step) {
      case "closeScreening":
        return t("results.panel.steps.closeScreening");
      case "waitMarks":
        return t("results.panel.steps.waitMarks", { round: round(step.round), unmarked: formatCount(step.unmarked, locale) });
      case "compute":
        return t("results.panel.steps.compute", { round: round(step.round) });
      case "confirm":
        return t("results.panel.steps.confirm", { round: round(step.round) });
      case "publish":
        return t(step.scheduled ? "results.panel.steps.scheduled" : "results.panel.steps.publish", {
          round: round(step.round),
          date: formatDateTime(step.from, locale),
        });
      case "juryVote":
        return t("results.panel.steps.juryVote", { ballots: step.ballots, jurors: step.jurors });
      case "done":
        return t("results.panel.steps.done");
    }
  };
}

/**
 * The results phases at a glance for the control room: screening, each round's state, the jury vote, and the next
 * action with a link to where it is done. Loaded by `resultsPanelServer` (`GET /results/admin`, `GET /jury/tally`).
 */
export const ResultsControlPanel: PanelView<ResultsPanel> = ({ data: { results, tally } }) => {
  const { t } = useTranslation();
  const stepText = useStepText();
  const next = nextResultsStep(results, tally);
  const phases = [
    { key: "screening", label: t("results.admin.screening"), state: t(results.screening.closed_at ? "results.panel.closed" : "results.panel.open") },
    ...results.rounds.map((round) => ({ key: round.round, label: t(`results.admin.round.${round.round}`), state: t(`results.admin.state.${round.state}`) })),
    { key: "jury", label: t("results.jury.title"), state: t(`results.jury.states.${tally.state}`) },
  ];
  return (
    <Paper withBorder p="md" data-testid="results-panel">
      <Stack gap="sm">
        <Title order={2}>{t("results.panel.title")}</Title>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {phases.map((phase) => (
            <Paper key={phase.key} withBorder p="sm" data-testid={`results-phase-${phase.key}`}>
              <Text size="sm">{phase.label}</Text>
              <Badge variant="light" color="ocean.9">
                {phase.state}
              </Badge>
            </Paper>
          ))}
        </SimpleGrid>
        <Text fw={600} data-testid="results-next">
          {t("results.panel.next", { action: stepText(next) })}
        </Text>
        <Group>
          <Anchor component={PageLink} page={next.step === "juryVote" ? "adminJury" : "adminResults"} underline="always">
            {t(next.step === "juryVote" ? "results.menu.jury" : "results.panel.openPage")}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
};
