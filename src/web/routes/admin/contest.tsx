import { Alert, Button, Fieldset, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { getContestEditionAdmin, putContestEdition } from "#contracts/contest.operations.ts";
import { choiceOptions, editionInput, prizeRanks, timelineMilestones } from "#contracts/contest.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { CountListField, MegabyteField } from "#web/features/contest/EditionInputs.tsx";
import { editionFields, listValues } from "#web/features/contest/edition-form.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/contest.ts";
import { DateField } from "#web/components/DateField.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("adminContest.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = unwrap(await apiClient(context, localeOfRequest(request)).call(getContestEditionAdmin));
  return { edition: result };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await apiClient(context, localeOfRequest(request)).call(putContestEdition, { body: readForm(form, putContestEdition.body) });
  return formAnswer(result, form);
}

/** The current edition's settings: timeline, questions, limits, prizes and draw plan, checked as a whole. */
export default function ContestSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  // A refused form shows again as it was typed (every field posts); a saved one shows the edition the loader reads again.
  const failure = actionData?.ok === false ? actionData : undefined;
  const values = failure?.values ?? editionFields(loaderData.edition);
  const { onSubmit, errorOf } = useSchemaCheck(editionInput, failure?.fieldErrors);
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errorOf(name), "data-testid": `edition-${name}` });
  const bilingual = (name: string, label: string, long = false) => {
    const Input = long ? Textarea : TextInput;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Input
          {...field(`${name}.vi`)}
          label={t("adminContest.vi", { label })}
          required
          withAsterisk
          lang="vi"
          {...(long ? { autosize: true, minRows: 2 } : {})}
        />
        <Input {...field(`${name}.en`)} label={t("adminContest.en", { label })} lang="en" {...(long ? { autosize: true, minRows: 2 } : {})} />
      </SimpleGrid>
    );
  };
  // Plain digits: what is typed is what is sent (a formatted "7.000.000.000" would read differently per language).
  const unitOf = (unit?: string) => ({ rightSection: unit ? <Text size="sm">{unit}</Text> : undefined, rightSectionWidth: unit ? 48 : undefined });
  const number = (name: string, label: string, unit?: string) => <TextInput {...field(name)} label={label} inputMode="decimal" {...unitOf(unit)} />;
  const megabytes = (name: string, label: string) => <MegabyteField {...field(name)} label={label} {...unitOf("MB")} />;

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{t("adminContest.title")}</Title>
      <Text>{t("adminContest.lead", { date: formatDateTime(loaderData.edition.updated_at, locale) })}</Text>
      {loaderData.edition.demo_shift_days !== null ? (
        <Alert data-testid="edition-demo-note" color="orange" variant="light">
          {t("adminContest.demoNote", { days: loaderData.edition.demo_shift_days })}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Form method="post" noValidate onSubmit={onSubmit} key={loaderData.edition.updated_at}>
          <Stack gap="xl">
            <FormFailure failure={failure} title={t("adminContest.failed")} testId="edition-error" />
            {actionData?.ok ? (
              <Text role="status" c="teal.9" fw={600} data-testid="edition-saved">
                {actionData.message}
              </Text>
            ) : null}
            <Fieldset legend={t("adminContest.sections.name")}>{bilingual("name", t("adminContest.fields.name"))}</Fieldset>

            <Fieldset legend={t("adminContest.sections.timeline")}>
              <Text size="sm" mb="sm">
                {t("adminContest.timelineHint")}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {timelineMilestones.map((milestone) => (
                  <DateField kind="datetime" key={milestone} {...field(milestone)} label={t(`contest.milestones.${milestone}`)} required withAsterisk />
                ))}
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t("adminContest.sections.questions")}>
              <Stack gap="md">
                {bilingual("choice_question", t("adminContest.fields.choiceQuestion"), true)}
                {choiceOptions.map((option) => (
                  <div key={option}>{bilingual(`choice_options.${option}`, t("adminContest.fields.option", { option }))}</div>
                ))}
                <Radio.Group {...field("correct_option")} label={t("adminContest.fields.correctOption")} required withAsterisk>
                  <Group mt="xs">
                    {choiceOptions.map((option) => (
                      <Radio key={option} value={option} label={option} name="correct_option" />
                    ))}
                  </Group>
                </Radio.Group>
                {bilingual("essay_question", t("adminContest.fields.essayQuestion"), true)}
              </Stack>
            </Fieldset>

            <Fieldset legend={t("adminContest.sections.limits")}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
                {number("limits.title_min", t("adminContest.fields.titleMin"))}
                {number("limits.title_max", t("adminContest.fields.titleMax"))}
                {megabytes("limits.essay_max_bytes", t("adminContest.fields.essayMax"))}
                {megabytes("limits.draft_max_bytes", t("adminContest.fields.draftMax"))}
                {number("limits.image_max_count", t("adminContest.fields.imageCount"))}
                {megabytes("limits.image_max_bytes", t("adminContest.fields.imageMax"))}
                {number("limits.video_max_count", t("adminContest.fields.videoCount"))}
                {megabytes("limits.video_max_bytes", t("adminContest.fields.videoMax"))}
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t("adminContest.sections.prizes")}>
              <Text size="sm" mb="sm">
                {t("adminContest.prizesHint")}
              </Text>
              <Stack gap="sm">
                {prizeRanks.map((rank, index) => (
                  <SimpleGrid key={rank} cols={{ base: 1, sm: 2 }} spacing="md">
                    <input type="hidden" name={`prizes.${index}.rank`} value={rank} />
                    {number(`prizes.${index}.count`, t("adminContest.fields.prizeCount", { rank: t(`contest.ranks.${rank}`) }))}
                    {number(`prizes.${index}.amount_vnd`, t("adminContest.fields.prizeAmount", { rank: t(`contest.ranks.${rank}`) }), "₫")}
                  </SimpleGrid>
                ))}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {number("semi_final_count", t("adminContest.fields.semiFinal"))}
                  {number("jury_vote_count", t("adminContest.fields.juryVote"))}
                  {number("disagreement_threshold", t("adminContest.fields.threshold"))}
                </SimpleGrid>
              </Stack>
            </Fieldset>

            <Fieldset legend={t("adminContest.sections.draw")}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <CountListField
                  {...field("lucky_draw.weekly_prizes")}
                  defaultValue={listValues(values, "lucky_draw.weekly_prizes")}
                  label={t("adminContest.fields.weeklyPrizes")}
                  description={t("adminContest.fields.weeklyPrizesHint")}
                  required
                  withAsterisk
                />
                <DateField kind="datetime" {...field("lucky_draw.first_week_starts_at")} label={t("adminContest.fields.firstWeek")} required withAsterisk />
                {number("lucky_draw.prize_value_usd", t("adminContest.fields.prizeValue"), "USD")}
                {number("lucky_draw.winners_email_after_days", t("adminContest.fields.winnersEmail"))}
              </SimpleGrid>
            </Fieldset>

            <Group>
              <Button type="submit" loading={navigation.state === "submitting"} data-testid="edition-submit">
                {t("adminContest.save")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
