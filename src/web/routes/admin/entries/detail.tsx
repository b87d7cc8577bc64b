import { Anchor, Badge, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { getContestEntriesId, postContestEntriesIdExclude, postContestEntriesIdRestore } from "#contracts/contest.operations.ts";
import { EntryDetails } from "#web/features/entry/EntryDetails.tsx";
import { EntryMarksSection } from "#web/features/judging/EntryMarksSection.tsx";
import { ManualAssignForm } from "#web/features/judging/ManualAssignForm.tsx";
import { entryMarksOf, judgesOf, judgingPanelAction } from "#web/features/judging/panel.server.ts";
import { ExclusionForm, type ExclusionResult } from "#web/features/entry/ExclusionForm.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/detail.ts";
import { useCountryName } from "#web/components/CountrySelect.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("entries.admin.entryTitle"));

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const entry = unwrap(await api.call(getContestEntriesId, { params: { id: idOf(params) } }));
  const [marks, judges] = await Promise.all([entryMarksOf(api, entry.code), judgesOf(api)]);
  return { entry, marks, judges };
}

/** The judging panel's forms on this page; every other post excludes or restores the entry. */
const judgingIntents = new Set(["reopen", "assign", "unassign"]);

/** Excludes or restores the entry (intent), with the reason the contestant receives by e-mail. */
export async function action({ request, context, params }: Route.ActionArgs): Promise<ExclusionResult> {
  const form = await request.formData();
  if (judgingIntents.has(String(form.get("intent")))) return judgingPanelAction(apiClient(context, localeOfRequest(request)), form);
  const intent = form.get("intent");
  if (intent !== "exclude" && intent !== "restore") throw data(null, { status: 400 });
  const api = apiClient(context, localeOfRequest(request));
  const options = { params: { id: idOf(params) } };
  // Excluding names a ground; an empty reason is left out, for the API to decide whether the ground says it all.
  const result =
    intent === "exclude"
      ? await api.call(postContestEntriesIdExclude, { ...options, body: readForm(form, postContestEntriesIdExclude.body) })
      : await api.call(postContestEntriesIdRestore, { ...options, body: readForm(form, postContestEntriesIdRestore.body) });
  return result.ok ? { ok: true, message: result.message ?? "" } : { ok: false, message: result.error.details?.[0]?.message ?? result.error.message };
}

/** One entry with its contestant, its files previewed, and exclusion (or restoration) with a reason. */
export default function EntryDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryName = useCountryName();
  const { entry } = loaderData;
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={pathTo(locale, "adminEntries")} underline="always">
        {t("entries.admin.back")}
      </Anchor>
      <Title order={1}>{t("entries.admin.entryHeading", { code: entry.code })}</Title>
      <EntryDetails
        entry={entry}
        originals
        extra={
          <>
            <Stack gap={2}>
              <Text fw={600}>{t("entries.fields.contestant")}</Text>
              <Text>
                {entry.user.full_name} · {entry.user.email} {entry.user.phone_number ? `· ${entry.user.phone_number}` : ""}{" "}
                {entry.user.nation ? `· ${countryName(entry.user.nation)}` : ""}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text fw={600}>{t("entries.fields.notStaffDeclared")}</Text>
              <Text data-testid="entry-not-staff">
                {entry.not_staff_declared_at
                  ? t("entries.fields.notStaffDeclaredAt", { date: formatDateTime(entry.not_staff_declared_at, locale) })
                  : t("entries.fields.notStaffNotDeclared")}
              </Text>
            </Stack>
          </>
        }
        answerNote={
          entry.choice_correct === null ? null : (
            <Badge color={entry.choice_correct ? "teal" : "red"} variant="light" data-testid="entry-answer-verdict">
              {t(entry.choice_correct ? "entries.admin.rightAnswer" : "entries.admin.wrongAnswer")}
            </Badge>
          )
        }
      />
      {loaderData.marks ? <EntryMarksSection marks={loaderData.marks} /> : null}
      {entry.status !== "excluded" ? <ManualAssignForm code={entry.code} judges={loaderData.judges} /> : null}
      <ExclusionForm intent={entry.status === "excluded" ? "restore" : "exclude"} code={entry.code} />
    </Stack>
  );
}
