import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { NavRecord } from "#contracts/funds.ts";
import { useConfirmation } from "#web/components/Confirmation.tsx";
import { useLocale } from "#web/lib/locale.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import type { FundsActionResult } from "#web/components/ConfirmDialog.tsx";
import { DateField } from "#web/components/DateField.tsx";

/** "10523.45" (the API's exact text) as the page's language writes it ("10523,45" in Vietnamese). */
const typedDecimal = (value: string | null | undefined, locale: "vi" | "en") => (value ? (locale === "vi" ? value.replace(".", ",") : value) : "");

/** Publishing a NAV (record undefined) or correcting one: date, NAV per unit, total net assets, VN-Index close. */
export function NavForm({ record, onSaved }: { record?: NavRecord; onSaved?: (message: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<FundsActionResult & { intent: string }>();
  const form = useRef<HTMLFormElement>(null);
  const intent = record ? "update" : "create";
  const result = fetcher.state === "idle" && fetcher.data?.intent === intent ? fetcher.data : undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    if (!record) form.current?.reset();
    onSaved?.(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
  const errorOf = (name: string) => result?.fieldErrors[name];
  const confirmation = useConfirmation("nav-confirm");
  // Publishing or correcting a NAV prices the orders waiting for it: asked first, with what was typed.
  const asking = (event: FormEvent<HTMLFormElement>) => {
    const typed = new FormData(event.currentTarget);
    const date = String(typed.get("date_create") ?? "");
    const asked = {
      title: t("funds.nav.publishTitle"),
      body: t("funds.nav.publishBody", { nav: String(typed.get("giatri1") ?? ""), date: date ? formatDay(date) : "" }),
      irreversible: t("confirmation.irreversible.allocate"),
      confirmLabel: record ? t("funds.nav.saveEdit") : t("funds.nav.publish"),
    };
    confirmation.beforeSubmit(asked, (element) => fetcher.submit(element))(event);
  };
  return (
    <fetcher.Form method="post" ref={form} noValidate onSubmit={asking} data-testid={record ? "nav-edit-form" : "nav-create-form"}>
      {confirmation.dialog}
      <input type="hidden" name="intent" value={intent} />
      {record ? <input type="hidden" name="id" value={record.id} /> : null}
      <Stack gap="sm">
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
          <TextInput
            name="giatri1"
            label={t("funds.nav.nav")}
            description={t("funds.nav.navHint")}
            inputMode="decimal"
            defaultValue={typedDecimal(record?.giatri1, locale)}
            required
            error={errorOf("giatri1")}
            data-testid="nav-value"
          />
          <TextInput
            name="giatri2"
            label={t("funds.nav.total")}
            inputMode="numeric"
            defaultValue={record?.giatri2 ?? ""}
            error={errorOf("giatri2")}
            data-testid="nav-total"
          />
          <TextInput
            name="giatri3"
            label={t("funds.nav.index")}
            inputMode="decimal"
            defaultValue={typedDecimal(record?.giatri3, locale)}
            error={errorOf("giatri3")}
            data-testid="nav-index"
          />
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
