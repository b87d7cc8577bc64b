import { Alert, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { Profile } from "#contracts/identity.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/user-info.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("dashboard.items.profile"));

/** The signed-in person's information, from the user layout's guard (no second API call). */
export default function UserInfo() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useRouteLoaderData<{ user: Profile }>("components/layouts/user-layout")?.user;
  if (!user) return null;
  const rows: [string, string | null][] = [
    [t("account.fullName"), user.full_name],
    [t("account.email"), user.email],
    [t("account.phone"), user.phone_number],
    [t("account.birthDate"), user.birth_date ? formatDate(`${user.birth_date}T12:00:00Z`, locale) : null],
    [t("account.nation"), user.nation],
  ];
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t("dashboard.items.profile")}</Title>
      {!user.activated ? (
        <Alert color="yellow" role="note">
          {t("account.notActivated")}
        </Alert>
      ) : null}
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value || t("account.notProvided")}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
