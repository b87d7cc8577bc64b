import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ControlRoomView, ProgressFigure, TimelinePhase } from "#contracts/control-room.ts";
import { phasesAhead } from "#domain/contest-phases.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { ControlActionCard } from "./ControlAction.tsx";
import { panelViews } from "./panels.tsx";
import type { PanelData, PanelName } from "./panels.server.ts";

const stateColor = { done: "gray", now: "blue", upcoming: "yellow" } as const;

function Figure({ figure }: { figure: ProgressFigure }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Text size="sm" data-testid={`figure-${figure.key}`}>
      {t(`controlRoom.progress.${figure.key}` as never)}: <strong>{formatCount(figure.value, locale)}</strong>
      {figure.of === null ? "" : ` / ${formatCount(figure.of, locale)}`}
    </Text>
  );
}

function Phase({ phase }: { phase: TimelinePhase }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figures = phase.reports.flatMap((report) => report.progress);
  const actions = phase.reports.flatMap((report) => (report.next_action ? [report.next_action] : []));
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      data-testid={`phase-${phase.phase}`}
      data-state={phase.state}
      aria-current={phase.state === "now" ? "step" : undefined}
      bg={phase.state === "now" ? "var(--mantine-color-blue-light)" : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t(`controlRoom.phases.${phase.phase}`)}</Text>
          <Badge color={stateColor[phase.state]} variant={phase.state === "now" ? "filled" : "light"}>
            {t(`controlRoom.states.${phase.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {phase.ends_at
            ? t("controlRoom.span", { from: formatDateTime(phase.starts_at, locale), to: formatDateTime(phase.ends_at, locale) })
            : t("controlRoom.from", { from: formatDateTime(phase.starts_at, locale) })}
        </Text>
        {figures.map((figure) => (
          <Figure key={figure.key} figure={figure} />
        ))}
        {actions.map((action) => (
          <ControlActionCard key={action.key} action={action} testId={`phase-action-${action.key}`} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The control room: "now", the next action from the current phase on, the edition's phases in order with their
 * progress, the draw's progress, then each domain's panel.
 */
export function ControlRoom({ room, panels }: { room: ControlRoomView; panels: PanelData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = room.phases.find((phase) => phase.state === "now");
  const over = room.phases.every((phase) => phase.state === "done");
  const next = phasesAhead(room.phases)
    .flatMap((phase) => phase.reports)
    .find((report) => report.next_action)?.next_action;
  const names = Object.keys(panelViews) as PanelName[];
  return (
    <Stack gap="lg">
      <Title order={1}>{t("controlRoom.title")}</Title>
      <Text data-testid="control-now">
        {t("controlRoom.nowIs", {
          at: formatDateTime(room.now, locale),
          phase: current ? t(`controlRoom.phases.${current.phase}`) : t(over ? "controlRoom.over" : "controlRoom.beforeLaunch"),
        })}
      </Text>
      <Stack component="section" gap="sm" aria-labelledby="control-next">
        <Title order={2} id="control-next">
          {t("controlRoom.next")}
        </Title>
        {next ? <ControlActionCard action={next} testId="next-action" /> : <Text>{t("controlRoom.nothingNext")}</Text>}
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="control-timeline">
        <Title order={2} id="control-timeline">
          {t("controlRoom.timeline")}
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 4 }} style={{ listStyle: "none", padding: 0, margin: 0 }} data-testid="timeline">
          {room.phases.map((phase) => (
            <Phase key={phase.phase} phase={phase} />
          ))}
        </SimpleGrid>
        {room.draw.report ? (
          <Paper withBorder p="sm" data-testid="draw-progress">
            <Stack gap={4}>
              <Text fw={700}>{t("controlRoom.draw.title")}</Text>
              {room.draw.report.progress.map((figure) => (
                <Figure key={figure.key} figure={figure} />
              ))}
              {room.draw.report.next_action ? <ControlActionCard action={room.draw.report.next_action} testId="draw-action" /> : null}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
      {names.map((name) => {
        const View = panelViews[name] as (props: { data: PanelData[PanelName]; room: ControlRoomView }) => React.ReactNode;
        return <View key={name} data={panels[name]} room={room} />;
      })}
    </Stack>
  );
}
