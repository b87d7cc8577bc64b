import { Anchor, Badge, Button, Code, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getDrawLuckyClient } from "#contracts/draw.operations.ts";
import type { PublicDrawWeek } from "#contracts/draw.ts";
import { formatLuckyNumber } from "#domain/lucky-draw.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { DrawVerifier } from "#web/features/draw/DrawVerifier.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/lucky-draw-results.ts";
import { PlainTable } from "#web/components/PlainTable.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("luckyDraw.results.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const weeks = unwrap(await apiClient(context, localeOfRequest(request)).call(getDrawLuckyClient));
  return { weeks, now: new Date().toISOString() };
}

function WeekCard({ week }: { week: PublicDrawWeek }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const live = week.record?.winners.filter((winner) => !winner.cancelled) ?? [];
  const cancelled = week.record?.winners.filter((winner) => winner.cancelled) ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`week-${week.week}`} data-testid={`week-${week.week}`}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={`week-${week.week}`}>
          {t("luckyDraw.week", { week: week.week })}
        </Title>
        <Badge variant="filled" color={week.state === "drawn" ? "ocean.8" : "gray.7"}>
          {t(`luckyDraw.states.${week.state}`)}
        </Badge>
      </Group>
      <Stack gap={4} mt="sm">
        <Text size="sm">{t("luckyDraw.results.cutoff", { date: formatDateTime(week.cutoff_at, locale), prizes: formatCount(week.prizes, locale) })}</Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("luckyDraw.results.commitment")} <Code>{week.commitment}</Code>
        </Text>
        {week.list_sha256 !== null && week.list_count !== null && (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("luckyDraw.results.list", { count: week.list_count, formatted: formatCount(week.list_count, locale) })} <Code>{week.list_sha256}</Code>{" "}
            <Anchor href={`/api/v1/draw-lucky/${week.week}/list`} download underline="always">
              {t("luckyDraw.results.downloadList")}
            </Anchor>
          </Text>
        )}
        {week.record && (
          <>
            <Text size="sm">
              {t("luckyDraw.results.beacon", { value: week.record.beacon.value })}{" "}
              <Anchor href={week.record.beacon.source} underline="always">
                {week.record.beacon.source}
              </Anchor>
            </Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("luckyDraw.results.secret")} <Code>{week.record.secret}</Code>{" "}
              <Anchor href={`/api/v1/draw-lucky/${week.week}/record`} download={`lucky-draw-week-${week.week}.json`} underline="always">
                {t("luckyDraw.results.downloadRecord")}
              </Anchor>
            </Text>
            <Title order={3} size="h5" mt="sm">
              {t("luckyDraw.results.winners", { count: live.length })}
            </Title>
            <SimpleGrid cols={{ base: 3, sm: 6, md: 10 }} spacing={4} data-testid={`winners-${week.week}`}>
              {live.map((winner) => (
                <Code key={winner.position}>{formatLuckyNumber(winner.lucky_number)}</Code>
              ))}
            </SimpleGrid>
            {cancelled.map((winner) => (
              <Text size="sm" key={winner.position}>
                {winner.cancelled?.reason
                  ? t("luckyDraw.results.cancelled", { number: formatLuckyNumber(winner.lucky_number), reason: winner.cancelled.reason })
                  : t("luckyDraw.results.cancelledNoReason", { number: formatLuckyNumber(winner.lucky_number) })}
              </Text>
            ))}
            <DrawVerifier week={week.week} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Every week's commitment, frozen list and record, with an in-browser verifier; no personal data. */
export default function LuckyDrawResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const started = loaderData.weeks.filter((week) => week.state !== "open");
  // A week whose cut-off passed without a commitment was not held; it is left out.
  const upcoming = loaderData.weeks.filter((week) => week.state === "open" && week.cutoff_at > loaderData.now);
  const label = { week: t("luckyDraw.columns.week"), cutoff: t("luckyDraw.columns.cutoff"), prizes: t("luckyDraw.columns.prizes") };
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("luckyDraw.results.title")}</Title>
        <Text>{t("luckyDraw.results.lead")}</Text>
        <Text size="sm">{t("luckyDraw.results.beaconRule")}</Text>
        <Group>
          <Button component={PageLink} page="userLucky">
            {t("luckyDraw.join.cta")}
          </Button>
          <Anchor component={PageLink} page="contest" params={{ id: "vong-quay-may-man" }}>
            {t("luckyDraw.results.rules")}
          </Anchor>
        </Group>
        {started.map((week) => (
          <WeekCard key={week.week} week={week} />
        ))}
        {upcoming.length > 0 && (
          <PlainTable minWidth={420} captionTop stacked>
            <caption>{t("luckyDraw.results.upcoming")}</caption>
            <thead>
              <tr>
                <th scope="col">{label.week}</th>
                <th scope="col">{label.cutoff}</th>
                <th scope="col">{label.prizes}</th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((week) => (
                <tr key={week.week}>
                  <td data-label={label.week}>{week.week}</td>
                  <td data-label={label.cutoff}>{formatDateTime(week.cutoff_at, locale)}</td>
                  <td data-label={label.prizes}>{formatCount(week.prizes, locale)}</td>
                </tr>
              ))}
            </tbody>
          </PlainTable>
        )}
      </Stack>
    </Container>
  );
}
