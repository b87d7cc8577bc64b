import { Button, Group, NativeSelect, Paper, Stack, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { judgingRounds, manualAssignInput, type PersonRef } from "#contracts/judging.ts";
import { usePanelForm } from "#web/components/PanelForm.tsx";

/** Gives the entry a judge by hand, with a reason (audited); the API refuses a conflicted or doubled judge. */
export function ManualAssignForm({ code, judges }: { code: string; judges: PersonRef[] }) {
  const { t } = useTranslation();
  const { fetcher, outcome, onSubmit, errorOf, busy } = usePanelForm("assign-message", manualAssignInput);
  if (!judges.length) return null;
  return (
    <Paper withBorder p="md">
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} aria-labelledby="assign-heading">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="entry_code" value={code} />
        <Stack gap="sm">
          <Title order={2} size="h3" id="assign-heading">
            {t("judging.assign.title")}
          </Title>
          {outcome}
          <Group grow align="flex-start">
            <NativeSelect
              name="judge_id"
              label={t("judging.assign.judge")}
              data={judges.map((judge) => ({ value: String(judge.id), label: judge.full_name }))}
              error={errorOf("judge_id")}
              data-testid="assign-judge"
            />
            <NativeSelect
              name="round"
              label={t("judging.panel.roundLabel")}
              error={errorOf("round")}
              data={judgingRounds.map((value) => ({ value, label: t(`judging.rounds.${value}`) }))}
            />
          </Group>
          <Textarea
            name="reason"
            label={t("judging.panel.reason")}
            required
            withAsterisk
            maxLength={1000}
            autosize
            error={errorOf("reason")}
            data-testid="assign-reason"
          />
          <Button type="submit" variant="default" loading={busy} style={{ alignSelf: "flex-start" }} data-testid="assign-submit">
            {t("judging.assign.submit")}
          </Button>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
