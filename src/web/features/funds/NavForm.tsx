import { Alert, Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { navValues, type NavRecord } from "#contracts/fund-nav.ts";
import { formatNav } from "#contracts/number-format.ts";
import { useConfirmation } from "#web/components/Confirmation.tsx";
import { DecimalField } from "#web/components/DecimalField.tsx";
import { WholeNumberField } from "#web/components/WholeNumberField.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { useLocale } from "#web/lib/locale.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import type { FundsActionResult } from "#web/components/ConfirmDialog.tsx";
import { DateField } from "#web/components/DateField.tsx";

/**
 * Publishing a NAV (record undefined) or correcting one: date, NAV per unit, total net assets, VN-Index close, each
 * named as `POST /hieuqua` reads it and checked with its schema before the confirmation is asked. The fund is the
 * page's (bao-cao-nav and the chart pages of either fund group).
 */
export function NavForm({ record, onSaved }: { record?: NavRecord; onSaved?: (message: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<FundsActionResult & { intent: string }>();
  // A published NAV starts the fields again: remounted, since a reset would leave their posted values behind.
  const [cleared, setCleared] = useState(0);
  const intent = record ? "update" : "create";
  const result = fetcher.state === "idle" && fetcher.data?.intent === intent ? fetcher.data : undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    if (!record) setCleared((count) => count + 1);
    onSaved?.(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
  const { onSubmit, errorOf } = useSchemaCheck(navValues, result?.fieldErrors);
  const confirmation = useConfirmation("nav-confirm");
  // Publishing or correcting a NAV prices the orders waiting for it: asked first, with what was typed, once it is right.
  const asking = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (event.defaultPrevented) return;
    const typed = readForm(new FormData(event.currentTarget), navValues);
    const asked = {
      title: t("funds.nav.publishTitle"),
      body: t("funds.nav.publishBody", { nav: formatNav(String(typed.giatri1), locale), date: formatDay(String(typed.date_create)) }),
      irreversible: t("confirmation.irreversible.allocate"),
      confirmLabel: record ? t("funds.nav.saveEdit") : t("funds.nav.publish"),
    };
    confirmation.beforeSubmit(asked, (element) => fetcher.submit(element))(event);
  };
  return (
    <fetcher.Form method="post" noValidate onSubmit={asking} data-testid={record ? "nav-edit-form" : "nav-create-form"}>
      {confirmation.dialog}
      <input type="hidden" name="intent" value={intent} />
      {record ? <input type="hidden" name="id" value={record.id} /> : null}
      <Stack gap="sm" key={cleared}>
        <SimpleGrid cols={{ base: 1, sm: record ? 2 : 4 }}>
          <DateField
            kind="date"
            name="date_create"
            label={t("funds.nav.date")}
            defaultValue={record?.date_create.slice(0, 10)}
            required
            error={errorOf("date_create")}
            data-testid="nav-date"
          />
          <DecimalField
            name="giatri1"
            label={t("funds.nav.nav")}
            description={t("funds.nav.navHint")}
            defaultValue={record?.giatri1}
            required
            error={errorOf("giatri1")}
            data-testid="nav-value"
          />
          <WholeNumberField
            name="giatri2"
            label={t("funds.nav.total")}
            {...(record?.giatri2 != null ? { defaultValue: record.giatri2 } : {})}
            error={errorOf("giatri2")}
            data-testid="nav-total"
          />
          <DecimalField name="giatri3" label={t("funds.nav.index")} defaultValue={record?.giatri3} error={errorOf("giatri3")} data-testid="nav-index" />
        </SimpleGrid>
        {result && !result.ok && !Object.keys(result.fieldErrors).length ? (
          <Alert color="red" role="alert" title={t("funds.nav.refused")} data-testid="nav-error">
            {result.message}
          </Alert>
        ) : null}
        {result?.ok && !record ? (
          <Alert color="teal" role="status" data-testid="nav-saved">
            {result.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={fetcher.state !== "idle"} data-testid="nav-submit">
            {record ? t("funds.nav.saveEdit") : t("funds.nav.publish")}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
