import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useSubmit } from "react-router";
import { getAnnouncements, postAnnouncements, postAnnouncementsPreview, postAnnouncementsTest } from "#contracts/announcements.operations.ts";
import { announcementSegments, announcementTemplate, type AnnouncementSegment } from "#contracts/announcements.ts";
import type { ErrorBody } from "#contracts/envelope.ts";
import { useConfirmation } from "#web/components/Confirmation.tsx";
import { DateField } from "#web/components/DateField.tsx";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { intentOf, type AnnouncementIntent } from "#web/features/announcements/announcement-form.ts";
import { AnnouncementHistory, AnnouncementPreview } from "#web/features/announcements/AnnouncementReports.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { serverFieldErrors, typedValues, useSchemaCheck } from "#web/lib/forms.ts";
import { formatCount } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/announcements.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("announcements.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  return unwrap(await apiClient(context, localeOfRequest(request)).call(getAnnouncements));
}

/** One form, three buttons: preview (sends nothing), a test to oneself, the send to the segment (asked first). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent: AnnouncementIntent = intentOf(form.get("intent"));
  const api = apiClient(context, localeOfRequest(request));
  // Preview, test and send take the same template.
  const body = readForm(form, postAnnouncements.body);
  const values = typedValues(form);
  const failed = (error: ErrorBody) => ({
    intent,
    values,
    message: undefined,
    preview: undefined,
    failure: { message: error.message, fieldErrors: serverFieldErrors(error) },
  });
  if (intent === "preview") {
    const result = await api.call(postAnnouncementsPreview, { body });
    return result.ok ? { intent, values, message: undefined, preview: result.data, failure: undefined } : failed(result.error);
  }
  const result = await api.call(intent === "test" ? postAnnouncementsTest : postAnnouncements, { body });
  // After a send the form starts empty again; after a test it keeps what was typed.
  return result.ok
    ? { intent, values: intent === "send" ? {} : values, message: result.message ?? "", preview: undefined, failure: undefined }
    : failed(result.error);
}

export default function Announcements({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { ask, dialog } = useConfirmation("announcement-confirm");
  const busy = (intent: AnnouncementIntent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failure = actionData?.failure;
  const { onSubmit, errorOf } = useSchemaCheck(announcementTemplate, failure?.fieldErrors ?? {});
  const values: Record<string, string> = actionData?.values ?? {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errorOf(name), "data-testid": `announcement-${name}` });

  /** The shared checks first; the send then asks, saying it cannot be called back. */
  const check = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (event.defaultPrevented || submitter?.value !== "send") return;
    event.preventDefault();
    const data = new FormData(event.currentTarget, submitter);
    const segment = t(`announcements.segments.${String(data.get("segment")) as AnnouncementSegment}`);
    ask({
      title: t("announcements.confirm.title"),
      body: t("announcements.confirm.body", { segment }),
      irreversible: t("announcements.confirm.irreversible"),
      confirmLabel: t("announcements.confirm.send"),
      onConfirm: () => void submit(data, { method: "post" }),
    });
  };

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{t("announcements.title")}</Title>
      <Text>{t("announcements.lead", { perMinute: formatCount(loaderData.per_minute, locale) })}</Text>
      {actionData?.message ? (
        <Alert color="teal" role="status" data-testid={`announcement-${actionData.intent}-done`}>
          {actionData.message}
        </Alert>
      ) : null}
      <FormFailure failure={failure} testId="announcement-error" />
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Form method="post" noValidate onSubmit={check} key={actionData?.intent === "send" && !failure ? "sent" : "form"}>
          <Stack gap="md">
            <NativeSelect
              {...field("segment")}
              label={t("announcements.segment")}
              required
              data={[
                { value: "", label: t("announcements.chooseSegment") },
                ...announcementSegments.map((segment) => ({ value: segment, label: t(`announcements.segments.${segment}`) })),
              ]}
            />
            <Text size="sm" c="dimmed">
              {t("announcements.placeholders")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap="sm" lang="vi">
                <TextInput {...field("subject_vi")} label={t("announcements.subjectVi")} required />
                <Textarea {...field("body_vi")} label={t("announcements.bodyVi")} required autosize minRows={6} />
              </Stack>
              <Stack gap="sm" lang="en">
                <TextInput {...field("subject_en")} label={t("announcements.subjectEn")} required />
                <Textarea {...field("body_en")} label={t("announcements.bodyEn")} required autosize minRows={6} />
              </Stack>
            </SimpleGrid>
            <DateField
              name="deadline"
              kind="datetime"
              defaultValue={values.deadline ?? ""}
              label={t("announcements.deadline")}
              description={t("announcements.deadlineHint")}
              error={errorOf("deadline")}
              data-testid="announcement-deadline"
              maw={320}
            />
            <Group>
              <Button type="submit" name="intent" value="preview" variant="default" loading={busy("preview")} data-testid="announcement-preview-button">
                {t("announcements.previewButton")}
              </Button>
              <Button type="submit" name="intent" value="test" variant="light" loading={busy("test")} data-testid="announcement-test-button">
                {t("announcements.testButton")}
              </Button>
              <Button type="submit" name="intent" value="send" color="red" loading={busy("send")} data-testid="announcement-send-button">
                {t("announcements.sendButton")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
      {actionData?.preview ? <AnnouncementPreview preview={actionData.preview} /> : null}
      <AnnouncementHistory sends={loaderData.sends} />
      {dialog}
    </Stack>
  );
}
