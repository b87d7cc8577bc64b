import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { getContestDraft } from "#contracts/contest.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { nextStep, progressOf } from "#web/features/contestant/next-step.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { landingPage, loadProfile } from "#web/lib/session.server.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/home.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("contestantHome.title"));

/** Contestants only: other roles of the user area go to their own landing page (the entry calls would refuse them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const user = await loadProfile(context, locale);
  if (user && user.role !== "candidate") throw redirect(pathTo(locale, landingPage[user.role]));
  const draft = unwrap(await apiClient(context, locale).call(getContestDraft));
  return { name: user?.full_name ?? "", blockers: draft.blockers, opensAt: draft.submission_opens_at, closesAt: draft.submission_closes_at };
}

const Check = ({ done }: { done: boolean }) => (
  <ThemeIcon size={24} radius="xl" color={done ? "teal.8" : "gray.6"} aria-hidden>
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
    >
      {done ? <path d="M5 12l5 5L20 7" /> : <path d="M6 12h12" />}
    </svg>
  </ThemeIcon>
);

/** The home of a contestant's area: where they stand (activated, profile, entry) and the next step as one button. */
export default function ContestantHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { blockers, opensAt, closesAt } = loaderData;
  const progress = progressOf(blockers);
  const next = nextStep(blockers);
  const rows = [
    { key: "activated", done: progress.activated },
    { key: "profileComplete", done: progress.profileComplete },
    { key: "submitted", done: progress.submitted },
  ] as const;
  const dates = { opens: formatDateTime(opensAt, locale), closes: formatDateTime(closesAt, locale) };
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t("contestantHome.title")}</Title>
      <Text>{t("contestantHome.greeting", { name: loaderData.name })}</Text>
      <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="status-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="status-title">
            {t("contestantHome.statusTitle")}
          </Title>
          <List spacing="sm" listStyleType="none" data-testid="contestant-status">
            {rows.map((row) => (
              <List.Item key={row.key} icon={<Check done={row.done} />} data-done={row.done} data-testid={`status-${row.key}`}>
                {t(`contestantHome.status.${row.key}.${row.done ? "yes" : "no"}`)}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t("contestantHome.window", dates)}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "xl" }} bg="ocean.0" component="section" aria-labelledby="next-title">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h4" id="next-title">
            {t("contestantHome.nextTitle")}
          </Title>
          <Text data-testid="next-step-text">{t(`contestantHome.next.${next.step}.text`, dates)}</Text>
          {next.page ? (
            <Group>
              <Button component={PageLink} page={next.page} data-testid="next-step">
                {t(`contestantHome.next.${next.step}.button`)}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
