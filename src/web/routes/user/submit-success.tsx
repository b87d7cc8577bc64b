import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { getContestEntry } from "#contracts/contest.operations.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { isContestant } from "#web/features/entry/contestant.server.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/submit-success.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entry.posted", { ns: "shared" }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  if (!(await isContestant(context, locale))) throw redirect(pathTo(locale, "submitExam"));
  const result = unwrap(await apiClient(context, locale).call(getContestEntry));
  if (!result) throw redirect(pathTo(locale, "submitExam"));
  return { entry: result };
}

/** After sending: the submission number and the anonymous code the entry is known by. */
export default function SubmitSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entry } = loaderData;
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t("entry.posted", { ns: "shared" })}</Title>
      <Alert color="teal" role="status" data-testid="entry-success">
        <Text>{t("entries.success.body", { sequence: entry.id, code: entry.code })}</Text>
      </Alert>
      <Text>{t("entries.success.mail")}</Text>
      <Anchor component={PageLink} page="examInformation" underline="always">
        {t("entries.success.view")}
      </Anchor>
    </Stack>
  );
}
