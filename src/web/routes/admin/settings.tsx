import { Alert, Anchor, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { getSettings, postSettings } from "#contracts/settings.operations.ts";
import { definitionOf, isSettingKey, settingValueProblem, type Setting, type SettingKey } from "#contracts/settings.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { focusFirstInvalid, serverFieldErrors, type FieldErrors } from "#web/lib/forms.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, localePrefix } from "#web/routing/site-map.ts";
import type { Route } from "./+types/settings.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("publicSite.settings.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = unwrap(await apiClient(context, localeOfRequest(request)).call(getSettings));
  return { settings: result };
}

type ActionResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors: FieldErrors };

const fieldNames = (key: SettingKey) => ({ vi: `${key}.value_vi`, en: `${key}.value_en` });

/** Saves every key shown, all or nothing (POST /settings). */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const settings = [...new Set([...form.keys()].map((name) => name.split(".")[0] ?? ""))].filter(isSettingKey).map((key) => {
    const names = fieldNames(key);
    return { setting_key: key, value_vi: String(form.get(names.vi) ?? ""), ...(definitionOf(key).bilingual ? { value_en: String(form.get(names.en) ?? "") } : {}) };
  });
  const result = await apiClient(context, localeOfRequest(request)).call(postSettings, { body: { settings } });
  return result.ok ? { ok: true, message: result.message ?? "" } : { ok: false, message: result.error.message, fieldErrors: serverFieldErrors(result.error) };
}

/** How the screen groups the keys; a key the code adds later shows under "other" until it is placed. */
const groups: { id: "contact" | "social" | "funds"; keys: SettingKey[] }[] = [
  { id: "contact", keys: ["company_name", "company_address", "hotline", "email", "contact_recipient_email"] },
  { id: "social", keys: ["facebook_url", "youtube_url", "linkedin_url", "zalo_id", "messenger_id"] },
  { id: "funds", keys: ["navtheothang", "navgiaidoan", "danhmucdttstt", "danhmucdttsbv"] },
];

function SettingField({ item, errors }: { item: Setting; errors: FieldErrors }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const key = item.setting_key as SettingKey;
  const names = fieldNames(key);
  const label = t(`publicSite.settings.keys.${key}`);
  const description = `${t(`publicSite.settings.kinds.${item.kind}`)} ${item.public ? t("publicSite.settings.public") : t("publicSite.settings.private")} ${t("publicSite.settings.updated", { date: formatDate(item.updated_at, locale) })}`;
  if (item.kind === "json") {
    return <Textarea name={names.vi} label={label} description={description} defaultValue={item.value_vi} error={errors[names.vi]} autosize minRows={2} maxRows={10} styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }} spellCheck={false} />;
  }
  if (item.bilingual) {
    return (
      <Fieldset legend={<Text fw={600} size="sm" component="span">{label}</Text>} variant="unstyled">
        <Text size="xs" c="dimmed" mb={4}>
          {description}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput name={names.vi} label={t("publicSite.settings.vietnamese")} lang="vi" defaultValue={item.value_vi} error={errors[names.vi]} />
          <TextInput name={names.en} label={t("publicSite.settings.english")} lang="en" defaultValue={item.value_en ?? ""} error={errors[names.en]} />
        </SimpleGrid>
      </Fieldset>
    );
  }
  const type = item.kind === "email" ? "email" : item.kind === "url" ? "url" : item.kind === "phone" ? "tel" : "text";
  return <TextInput name={names.vi} type={type} label={label} description={description} defaultValue={item.value_vi} error={errors[names.vi]} data-testid={`setting-${key}`} />;
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saving = useNavigation().state === "submitting";
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...(actionData && !actionData.ok ? actionData.fieldErrors : {}), ...clientErrors };
  const byKey = new Map(loaderData.settings.map((item) => [item.setting_key, item]));
  const placed = new Set(groups.flatMap((group) => group.keys));
  const shownGroups = [...groups, { id: "other" as const, keys: loaderData.settings.map((s) => s.setting_key).filter((k): k is SettingKey => isSettingKey(k) && !placed.has(k)) }];

  /** The same per-key checks as the API, so mistakes show before anything is sent. */
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found: FieldErrors = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      const key = name.split(".")[0] ?? "";
      const problem = isSettingKey(key) ? settingValueProblem(definitionOf(key).kind, String(value).trim()) : undefined;
      if (problem) found[name] = t(problem as never, { ns: "shared" });
    }
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
        <Alert color={actionData.ok ? "teal" : "red"} role={actionData.ok ? "status" : "alert"} data-testid={actionData.ok ? "settings-saved" : "settings-error"}>
          {actionData.message}
        </Alert>
      ) : null}
      <Form method="post" noValidate onSubmit={check}>
        <Stack gap="xl">
          {shownGroups
            .filter((group) => group.keys.some((key) => byKey.has(key)))
            .map((group) => (
              <Paper key={group.id} withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={`settings-${group.id}`}>
                <Title order={2} size="h3" id={`settings-${group.id}`} mb="md">
                  {t(`publicSite.settings.groups.${group.id}`)}
                </Title>
                <Stack gap="md">
                  {group.keys.map((key) => {
                    const item = byKey.get(key);
                    return item ? <SettingField key={key} item={item} errors={errors} /> : null;
                  })}
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
