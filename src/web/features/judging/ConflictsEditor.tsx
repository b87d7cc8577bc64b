import { Button, Group, Stack, Table, Text, Textarea, TextInput, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { conflictInput, type Conflict } from "#contracts/judging.ts";
import { PanelSection, usePanelForm } from "#web/components/PanelForm.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

/** Removes one conflict an administrator added (derived ones come from declarations and rules, and stay). */
function RemoveConflict({ conflict }: { conflict: Conflict & { id: number } }) {
  const { t } = useTranslation();
  const { fetcher, busy } = usePanelForm("conflict-remove-message");
  return (
    <fetcher.Form method="post" noValidate>
      <input type="hidden" name="intent" value="removeConflict" />
      <input type="hidden" name="id" value={conflict.id} />
      <Button
        type="submit"
        size="xs"
        variant="default"
        color="red"
        loading={busy}
        aria-label={t("judging.conflicts.removeLabel", { judge: conflict.judge.full_name, contestant: conflict.contestant.full_name })}
      >
        {t("judging.conflicts.remove")}
      </Button>
    </fetcher.Form>
  );
}

/** Every conflict (declared, automatic, added) with its reason, and the form to add one. Administrators only. */
export function ConflictsEditor({ conflicts }: { conflicts: Conflict[] }) {
  const { t } = useTranslation();
  const { fetcher, outcome, onSubmit, errorOf, busy } = usePanelForm("conflict-message", conflictInput);
  return (
    <PanelSection title={t("judging.conflicts.title")} id="judging-conflicts">
      {conflicts.length === 0 ? (
        <Text>{t("judging.conflicts.none")}</Text>
      ) : (
        <TableRegion minWidth={720} label={t("judging.conflicts.title")}>
          <Table striped data-testid="conflicts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("judging.conflicts.judge")}</Table.Th>
                <Table.Th scope="col">{t("judging.conflicts.contestant")}</Table.Th>
                <Table.Th scope="col">{t("judging.conflicts.entry")}</Table.Th>
                <Table.Th scope="col">{t("judging.conflicts.source")}</Table.Th>
                <Table.Th scope="col">{t("judging.conflicts.reason")}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t("judging.conflicts.remove")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflicts.map((conflict, index) => (
                <Table.Tr key={conflict.id ?? `derived-${index}`} data-testid="conflict-row">
                  <Table.Td>{conflict.judge.full_name}</Table.Td>
                  <Table.Td>{conflict.contestant.full_name}</Table.Td>
                  <Table.Td>{conflict.entry_code ?? "—"}</Table.Td>
                  <Table.Td>{t(`judging.conflicts.sources.${conflict.source}`)}</Table.Td>
                  <Table.Td>{conflict.reason}</Table.Td>
                  <Table.Td>{conflict.id !== null ? <RemoveConflict conflict={{ ...conflict, id: conflict.id }} /> : null}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
      {outcome}
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} aria-label={t("judging.conflicts.addTitle")}>
        <input type="hidden" name="intent" value="addConflict" />
        <Stack gap="sm" maw={560}>
          <Text fw={600}>{t("judging.conflicts.addTitle")}</Text>
          <Group grow align="flex-start">
            <TextInput
              name="judge_id"
              label={t("judging.conflicts.judgeId")}
              inputMode="numeric"
              required
              withAsterisk
              error={errorOf("judge_id")}
              data-testid="conflict-judge"
            />
            <TextInput
              name="contestant_id"
              label={t("judging.conflicts.contestantId")}
              inputMode="numeric"
              required
              withAsterisk
              error={errorOf("contestant_id")}
              data-testid="conflict-contestant"
            />
          </Group>
          <Textarea
            name="reason"
            label={t("judging.conflicts.reason")}
            required
            withAsterisk
            autosize
            maxLength={1000}
            error={errorOf("reason")}
            data-testid="conflict-reason"
          />
          <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }} data-testid="conflict-add">
            {t("judging.conflicts.add")}
          </Button>
        </Stack>
      </fetcher.Form>
    </PanelSection>
  );
}
