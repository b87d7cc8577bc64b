import { Alert, Anchor, Button, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, Link, useFetcher } from "react-router";
import { adminEntry } from "#contracts/entry.ts";
import { EntryDetails } from "#web/features/entry/EntryDetails.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/detail.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entries.admin.entryTitle"));

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await apiClient(context, localeOfRequest(request)).get(`/contest/entries/${idOf(params)}`, adminEntry);
  if (!result.ok) throw data(result.error.message, { status: result.status });
  return { entry: result.data };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await apiClient(context, localeOfRequest(request)).post(`/contest/entries/${idOf(params)}/exclude`, adminEntry, { reason: String(form.get("reason") ?? "") });
  return result.ok ? { ok: true, message: result.message ?? "" } : { ok: false, message: result.error.details?.[0]?.message ?? result.error.message };
}

/** One entry with its contestant, its files previewed, and exclusion with a reason. */
export default function EntryDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { entry } = loaderData;
  const excluder = useFetcher<{ ok: boolean; message: string }>();
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={pathTo(locale, "adminEntries")} underline="always">
        {t("entries.admin.back")}
      </Anchor>
      <Title order={1}>{t("entries.admin.entryHeading", { code: entry.code })}</Title>
      <EntryDetails
        entry={entry}
        extra={
          <Stack gap={2}>
            <Text fw={600}>{t("entries.fields.contestant")}</Text>
            <Text>
              {entry.user.full_name} · {entry.user.email} {entry.user.phone_number ? `· ${entry.user.phone_number}` : ""} {entry.user.nation ? `· ${entry.user.nation}` : ""}
            </Text>
            {entry.choice_correct !== null ? <Text>{t(entry.choice_correct ? "entries.admin.rightAnswer" : "entries.admin.wrongAnswer")}</Text> : null}
          </Stack>
        }
      />
      {excluder.data && excluder.state === "idle" ? (
        <Alert color={excluder.data.ok ? "teal" : "red"} role={excluder.data.ok ? "status" : "alert"}>
          {excluder.data.message}
        </Alert>
      ) : null}
      {entry.status !== "excluded" ? (
        <excluder.Form method="post">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t("entries.admin.excludeTitle")}
            </Title>
            <Textarea name="reason" label={t("entries.admin.reason")} required minLength={3} maxLength={1000} autosize minRows={2} data-testid="exclude-reason" />
            <Group>
              <Button type="submit" color="red" loading={excluder.state !== "idle"} data-testid="exclude-submit">
                {t("entries.admin.exclude")}
              </Button>
            </Group>
          </Stack>
        </excluder.Form>
      ) : null}
    </Stack>
  );
}
