import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { roundSettingsInput, type RoundSettings } from "#contracts/judging.ts";
import { vietnamLocalInput } from "#web/lib/locale.ts";
import { PanelSection, usePanelForm } from "#web/components/PanelForm.tsx";
import { DateField } from "#web/components/DateField.tsx";

/** The round's marking window, typed in Vietnam time; marks are accepted only inside it. */
export function RoundWindowForm({ round }: { round: RoundSettings }) {
  const { t } = useTranslation();
  const { fetcher, outcome, onSubmit, errorOf, busy } = usePanelForm("window-message", roundSettingsInput);
  return (
    <PanelSection title={t("judging.panel.windowTitle")} id="judging-window">
      <Text size="sm">{t("judging.panel.windowLead")}</Text>
      {outcome}
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} key={`${round.marking_starts_at}|${round.marking_deadline}`}>
        <input type="hidden" name="intent" value="window" />
        <input type="hidden" name="round" value={round.round} />
        <Group align="flex-start">
          <DateField
            kind="datetime"
            name="marking_starts_at"
            label={t("judging.panel.startsAt")}
            defaultValue={vietnamLocalInput(round.marking_starts_at)}
            error={errorOf("marking_starts_at")}
            data-testid="window-start"
          />
          <DateField
            kind="datetime"
            name="marking_deadline"
            label={t("judging.panel.deadline")}
            defaultValue={vietnamLocalInput(round.marking_deadline)}
            error={errorOf("marking_deadline")}
            data-testid="window-deadline"
          />
          <Button type="submit" variant="default" loading={busy} mt={24} data-testid="window-save">
            {t("judging.panel.saveWindow")}
          </Button>
        </Group>
      </fetcher.Form>
    </PanelSection>
  );
}
