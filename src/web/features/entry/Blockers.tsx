import { Alert, Anchor, List, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Blocker } from "#contracts/entry.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import type { PageName } from "#web/routing/site-map.ts";

/** Where each reason not to submit can be fixed. */
const fixes: Partial<Record<Blocker, PageName>> = { notActivated: "activate", profileIncomplete: "userInfo", alreadySubmitted: "examInformation" };

/** Why the contestant cannot send an entry yet, each with a link to where it is fixed. */
export function Blockers({ blockers }: { blockers: Blocker[] }) {
  const { t } = useTranslation();
  if (!blockers.length) return null;
  return (
    <Alert color="yellow" role="note" data-testid="entry-blockers">
      <Text fw={700}>{t("entries.submit.blockedTitle")}</Text>
      <List>
        {blockers.map((blocker) => {
          const fix = fixes[blocker];
          return (
            <List.Item key={blocker} data-testid={`blocker-${blocker}`}>
              {t(`entry.blocker.${blocker}`, { ns: "shared" })}{" "}
              {fix ? (
                <Anchor component={PageLink} page={fix} underline="always">
                  {t(`entries.submit.fix.${blocker}` as never)}
                </Anchor>
              ) : null}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

/** What a contestant needs before starting. */
export function Requirements() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        {t("entries.submit.requirementsTitle")}
      </Title>
      <List size="sm" mt="xs">
        {(["account", "profile", "age", "window", "once"] as const).map((key) => (
          <List.Item key={key}>{t(`entries.submit.requirements.${key}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
