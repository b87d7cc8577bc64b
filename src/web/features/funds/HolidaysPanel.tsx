import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { holidayInput, type Holiday } from "#contracts/fund-holidays.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import type { FundsActionResult, PendingAction } from "#web/components/ConfirmDialog.tsx";
import { formatDay } from "#web/lib/fund-format.ts";
import { DateField } from "#web/components/DateField.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

/**
 * The market's holidays: a day or a run of days (Tết) added ahead of time, listed with a way to reopen one that
 * has not come yet (asked first). The dealing day of every order skips them.
 */
export function HolidaysPanel({ holidays, today, ask }: { holidays: Holiday[]; today: string; ask: (action: PendingAction) => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FundsActionResult & { intent: string }>();
  // An added holiday starts the fields again: remounted, since a reset would leave the dates' posted values behind.
  const [cleared, setCleared] = useState(0);
  const result = fetcher.state === "idle" && fetcher.data?.intent === "holiday-add" ? fetcher.data : undefined;
  const check = useSchemaCheck(holidayInput, result?.fieldErrors);
  useEffect(() => {
    if (result?.ok) setCleared((count) => count + 1);
  }, [result]);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="fund-holidays">
      <Stack gap="md">
        <Title order={2} size="h3" id="fund-holidays">
          {t("fundRules.holidays.title")}
        </Title>
        <Text size="sm">{t("fundRules.holidays.lead")}</Text>
        <fetcher.Form method="post" noValidate onSubmit={check.onSubmit} data-testid="holiday-form">
          <input type="hidden" name="intent" value="holiday-add" />
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} key={cleared}>
              <DateField kind="date" name="from" label={t("fundRules.holidays.from")} required error={check.errorOf("from")} data-testid="holiday-from" />
              <DateField kind="date" name="to" label={t("fundRules.holidays.to")} error={check.errorOf("to")} data-testid="holiday-to" />
              <TextInput
                name="name"
                label={t("fundRules.holidays.name")}
                placeholder={t("fundRules.holidays.namePlaceholder")}
                required
                error={check.errorOf("name")}
                data-testid="holiday-name"
              />
            </SimpleGrid>
            {result && !Object.keys(result.fieldErrors).length ? (
              <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid={result.ok ? "holiday-saved" : "holiday-error"}>
                {result.message}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={fetcher.state !== "idle"} data-testid="holiday-submit">
                {t("fundRules.holidays.add")}
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
        {holidays.length === 0 ? (
          <Text data-testid="holidays-empty">{t("fundRules.holidays.empty")}</Text>
        ) : (
          <TableRegion minWidth={480} label={t("fundRules.holidays.title")}>
            <Table striped data-testid="holidays-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("fundRules.holidays.date")}</Table.Th>
                  <Table.Th scope="col">{t("fundRules.holidays.name")}</Table.Th>
                  <Table.Th scope="col">{t("fundRules.holidays.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holidays.map((holiday) => (
                  <Table.Tr key={holiday.date} data-testid="holiday-row" data-date={holiday.date}>
                    <Table.Td>{formatDay(holiday.date)}</Table.Td>
                    <Table.Td>{holiday.name}</Table.Td>
                    <Table.Td>
                      {holiday.date > today ? (
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={t("fundRules.holidays.deleteOf", { date: formatDay(holiday.date) })}
                          onClick={() =>
                            ask({
                              title: t("fundRules.holidays.deleteTitle"),
                              body: t("fundRules.holidays.deleteBody", { date: formatDay(holiday.date), name: holiday.name }),
                              confirm: t("fundRules.holidays.delete"),
                              colour: "red",
                              fields: { intent: "holiday-delete", date: holiday.date },
                            })
                          }
                          data-testid="holiday-delete"
                        >
                          {t("fundRules.holidays.delete")}
                        </Button>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t("fundRules.holidays.kept")}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
      </Stack>
    </Paper>
  );
}
