import { Alert, Badge, Button, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { getAuthLucky, postAuthLucky } from "#contracts/draw.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/lucky-draw.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("luckyDraw.user.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  return { status: unwrap(await apiClient(context, localeOfRequest(request)).call(getAuthLucky)) };
}

/** Join: the API checks activation and age and answers with the number (the same one if already joined). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await apiClient(context, localeOfRequest(request)).call(postAuthLucky);
  return result.ok ? { ok: true as const, message: result.message ?? "" } : { ok: false as const, message: result.error.message };
}

/** The person's lucky number, the weeks it takes part in and its results, with the join action before joining. */
export default function UserLuckyDraw({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { status } = loaderData;
  const result = (week: (typeof status.weeks)[number]) => {
    if (!week.eligible) return t("luckyDraw.user.notInWeek");
    if (week.state !== "drawn") return t("luckyDraw.user.pending");
    return week.won ? t("luckyDraw.user.won") : t("luckyDraw.user.notWon");
  };
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t("luckyDraw.user.title")}</Title>
      {actionData && (
        <Alert color={actionData.ok ? "green" : "red"} role={actionData.ok ? "status" : "alert"} data-testid="lucky-message">
          {actionData.message}
        </Alert>
      )}
      {status.display ? (
        <Paper withBorder p="lg">
          <Text>{t("luckyDraw.user.yourNumber")}</Text>
          <Text fz={40} fw={700} ff="monospace" data-testid="lucky-number">
            {status.display}
          </Text>
          {status.joined_at && <Text size="sm">{t("luckyDraw.user.joinedAt", { date: formatDateTime(status.joined_at, locale) })}</Text>}
        </Paper>
      ) : (
        <Paper withBorder p="lg">
          <Text mb="md">{t("luckyDraw.join.lead")}</Text>
          <Form method="post">
            <Button type="submit" loading={navigation.state === "submitting"} data-testid="lucky-join">
              {t("luckyDraw.join.cta")}
            </Button>
          </Form>
        </Paper>
      )}
      <TableRegion minWidth={520} label={t("luckyDraw.user.weeks")}>
        <Table captionSide="top">
          <Table.Caption>{t("luckyDraw.user.weeks")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("luckyDraw.columns.week")}</Table.Th>
              <Table.Th>{t("luckyDraw.columns.cutoff")}</Table.Th>
              <Table.Th>{t("luckyDraw.columns.state")}</Table.Th>
              <Table.Th>{t("luckyDraw.columns.result")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status.weeks.map((week) => (
              <Table.Tr key={week.week} data-testid={`lucky-week-${week.week}`}>
                <Table.Td>{week.week}</Table.Td>
                <Table.Td>{formatDateTime(week.cutoff_at, locale)}</Table.Td>
                <Table.Td>
                  <Badge variant="filled" color="gray.7">
                    {t(`luckyDraw.states.${week.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{result(week)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
      <Text>
        <PageLink page="luckyDrawResults">{t("luckyDraw.user.seeResults")}</PageLink>
      </Text>
    </Stack>
  );
}
