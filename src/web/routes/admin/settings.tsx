import { Alert, Anchor, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { getSettings, postSettings } from "#contracts/settings.operations.ts";
import { definitionOf, isSettingKey, settingsBulkUpdate, settingValueProblem, type Setting, type SettingKey } from "#contracts/settings.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { focusFirstInvalid, formAnswer, type FieldErrors } from "#web/lib/forms.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, localePrefix } from "#web/routing/site-map.ts";
import type { Route } from "./+types/settings.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("publicSite.settings.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = unwrap(await apiClient(context, localeOfRequest(request)).call(getSettings));
  return { settings: result };
}

/** A key's text in one language, named by its place in the body: `settings.3.value_en`. */
const fieldName = (place: number, lang: "vi" | "en") => `settings.${place}.value_${lang}`;

/** Saves every key shown, all or nothing (POST /settings). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const body = readForm(form, postSettings.body);
  const result = await apiClient(context, localeOfRequest(request)).call(postSettings, { body });
  const answer = formAnswer(result, form);
  // The API names a key's messages `<key>.value_vi` (its documented contract); the fields are named by their place.
  const placeOf = new Map((body.settings ?? []).map(({ setting_key }, place) => [setting_key, place]));
  const fieldErrors = Object.fromEntries(
    Object.entries(answer.fieldErrors).map(([path, message]) => {
      const [key = "", lang] = path.split(".value_");
      const place = placeOf.get(key);
      return [place === undefined ? path : fieldName(place, lang === "en" ? "en" : "vi"), message];
    }),
  );
  return { ...answer, fieldErrors };
}

/** How the screen groups the keys; a key the code adds later shows under "other" until it is placed. */
const groups: { id: "contact" | "social" | "funds"; keys: SettingKey[] }[] = [
  { id: "contact", keys: ["company_name", "company_address", "hotline", "email", "contact_recipient_email"] },
  { id: "social", keys: ["facebook_url", "youtube_url", "linkedin_url", "zalo_id", "messenger_id"] },
  { id: "funds", keys: ["navtheothang", "navgiaidoan", "danhmucdttstt", "danhmucdttsbv"] },
];

/** One key's field(s); the hidden key tells the API which setting the values at this place belong to. */
function SettingField({ item, place, errors }: { item: Setting; place: number; errors: FieldErrors }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const key = item.setting_key as SettingKey;
  const names = { vi: fieldName(place, "vi"), en: fieldName(place, "en") };
  const keyField = <input type="hidden" name={`settings.${place}.setting_key`} value={key} />;
  const label = t(`publicSite.settings.keys.${key}`);
  const description = `${t(`publicSite.settings.kinds.${item.kind}`)} ${item.public ? t("publicSite.settings.public") : t("publicSite.settings.private")} ${t("publicSite.settings.updated", { date: formatDate(item.updated_at, locale) })}`;
  if (item.kind === "json") {
    return (
      <>
        {keyField}
        <Textarea
          name={names.vi}
          label={label}
          description={description}
          defaultValue={item.value_vi}
          error={errors[names.vi]}
          autosize
          minRows={2}
          maxRows={10}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          spellCheck={false}
        />
      </>
    );
  }
  if (item.bilingual) {
    return (
      <Fieldset
        legend={
          <Text fw={600} size="sm" component="span">
            {label}
          </Text>
        }
        variant="unstyled"
      >
        <Text size="xs" c="dimmed" mb={4}>
          {description}
        </Text>
        {keyField}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            name={names.vi}
            label={t("publicSite.settings.vietnamese")}
            lang="vi"
            defaultValue={item.value_vi}
            error={errors[names.vi]}
            data-testid={`setting-${key}-vi`}
          />
          <TextInput
            name={names.en}
            label={t("publicSite.settings.english")}
            lang="en"
            defaultValue={item.value_en ?? ""}
            error={errors[names.en]}
            data-testid={`setting-${key}-en`}
          />
        </SimpleGrid>
      </Fieldset>
    );
  }
  const type = item.kind === "email" ? "email" : item.kind === "url" ? "url" : item.kind === "phone" ? "tel" : "text";
  return (
    <>
      {keyField}
      <TextInput
        name={names.vi}
        type={type}
        label={label}
        description={description}
        defaultValue={item.value_vi}
        error={errors[names.vi]}
        data-testid={`setting-${key}`}
      />
    </>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saving = useNavigation().state === "submitting";
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...(actionData && !actionData.ok ? actionData.fieldErrors : {}), ...clientErrors };
  const byKey = new Map(loaderData.settings.map((item) => [item.setting_key, item]));
  const placed = new Set(groups.flatMap((group) => group.keys));
  const sections = [
    ...groups,
    { id: "other" as const, keys: loaderData.settings.map((s) => s.setting_key).filter((k): k is SettingKey => isSettingKey(k) && !placed.has(k)) },
  ]
    .map((group) => ({ id: group.id, items: group.keys.flatMap((key) => byKey.get(key) ?? []) }))
    .filter((section) => section.items.length > 0);
  const placeOf = new Map(sections.flatMap((section) => section.items).map((item, place) => [item.setting_key, place]));

  /**
   * The same per-key checks as the API, so mistakes show before anything is sent. They depend on each key's kind,
   * which the body's schema does not know (the API runs them after it), so they are not a `useSchemaCheck`.
   */
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found: FieldErrors = {};
    readForm(new FormData(event.currentTarget), settingsBulkUpdate).settings.forEach(({ setting_key, value_vi, value_en }, place) => {
      if (!isSettingKey(setting_key)) return;
      for (const [lang, value] of [
        ["vi", value_vi],
        ["en", value_en],
      ] as const) {
        const problem = settingValueProblem(definitionOf(setting_key).kind, (value ?? "").trim());
        if (problem) found[fieldName(place, lang)] = t(problem as never, { ns: "shared" });
      }
    });
    setClientErrors(found);
    if (Object.keys(found).length) {
      event.preventDefault();
      focusFirstInvalid(event.currentTarget, found);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t("publicSite.settings.title")}</Title>
      <Text>{t("publicSite.settings.lead")}</Text>
      <Paper withBorder p="md">
        {/* The contest edition's screen (timeline, questions, limits) belongs to the contest area. */}
        <Anchor href={`${localePrefix[locale]}/dashboard/admin/contest`} fw={600} data-testid="contest-settings-link">
          {t("publicSite.settings.contestLink")}
        </Anchor>
      </Paper>
      {actionData ? (
        <Alert
          color={actionData.ok ? "teal" : "red"}
          role={actionData.ok ? "status" : "alert"}
          data-testid={actionData.ok ? "settings-saved" : "settings-error"}
        >
          {actionData.message}
        </Alert>
      ) : null}
      <Form method="post" noValidate onSubmit={check}>
        <Stack gap="xl">
          {sections.map((section) => (
            <Paper key={section.id} withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={`settings-${section.id}`}>
              <Title order={2} size="h3" id={`settings-${section.id}`} mb="md">
                {t(`publicSite.settings.groups.${section.id}`)}
              </Title>
              <Stack gap="md">
                {section.items.map((item) => (
                  <SettingField key={item.setting_key} item={item} place={placeOf.get(item.setting_key)!} errors={errors} />
                ))}
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button type="submit" loading={saving}>
              {t("publicSite.settings.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
