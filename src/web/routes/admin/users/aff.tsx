import { Alert, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useLocation } from "react-router";
import { referralSettings } from "#contracts/referrals.ts";
import { Pager } from "#web/components/Pager.tsx";
import type { FundsActionResult } from "#web/components/ConfirmDialog.tsx";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import { PanelSection } from "#web/components/PanelForm.tsx";
import { affiliateAction, affiliateFilters, loadAffiliates } from "#web/features/referrals/admin.server.ts";
import { PairsTable, ReferredOrdersTable, ReferrersTable } from "#web/features/referrals/AdminTables.tsx";
import { CommissionTotals } from "#web/features/referrals/Totals.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/aff.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("referrals.admin.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = affiliateFilters(request);
  return { ...(await loadAffiliates(apiClient(context, localeOfRequest(request)), filters)), filters };
}

export async function action({ request, context }: Route.ActionArgs) {
  return affiliateAction(apiClient(context, localeOfRequest(request)), await request.formData());
}

/** The commission rate: a whole number of basis points (0..500), saved with the API's answer shown beside it. */
function RateForm({ bps }: { bps: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FundsActionResult & { intent: string }>();
  const result = fetcher.state === "idle" && fetcher.data?.intent === "rate" ? fetcher.data : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(referralSettings, result?.fieldErrors);
  // The browser's own check stays on: the API reads an empty rate as 0 (a coerced number), so emptiness is refused here.
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} data-testid="referral-rate-form">
      <input type="hidden" name="intent" value="rate" />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          name="commission_bps"
          label={t("referrals.admin.rateLabel")}
          description={t("referrals.admin.rateHint")}
          defaultValue={String(bps)}
          inputMode="numeric"
          required
          w="22rem"
          error={errorOf("commission_bps")}
          data-testid="referral-rate"
        />
        <Button type="submit" loading={fetcher.state !== "idle"} data-testid="referral-rate-save">
          {t("referrals.admin.rateSave")}
        </Button>
      </Group>
      {result?.ok ? (
        <Alert color="teal" role="status" mt="sm" data-testid="referral-rate-saved">
          {result.message}
        </Alert>
      ) : null}
    </fetcher.Form>
  );
}

/** Spec §2 `users/aff` (affiliate users): the rate, totals per referrer with the export, the referred investors' allocated buys, who referred whom. */
export default function AffiliateUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { index, orders, pairs, filters } = loaderData;
  const confirm = useConfirm("referrals-outcome");
  const link = (page: number, opage: number) =>
    `${pathname}?${new URLSearchParams({ ...(filters.q ? { q: filters.q } : {}), page: String(page), opage: String(opage) })}`;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("referrals.admin.title")}</Title>
        <Button component="a" href={`/api/v1/users/aff/export?lang=${locale}`} variant="default" data-testid="referrals-export">
          {t("referrals.admin.export")}
        </Button>
      </Group>
      <Text>{t("referrals.admin.lead")}</Text>
      <RateForm bps={index.commission_bps} />
      <CommissionTotals totals={index.totals} testId="referrals-programme" />
      {confirm.outcome}
      <PanelSection title={t("referrals.admin.referrers")} id="referrers">
        <Form method="get" role="search" aria-label={t("referrals.admin.search")} key={filters.q}>
          <Group align="flex-end" gap="sm">
            <TextInput name="q" type="search" label={t("referrals.admin.search")} defaultValue={filters.q} maxLength={100} style={{ flex: "1 1 16rem" }} />
            <Button type="submit">{t("referrals.admin.apply")}</Button>
          </Group>
        </Form>
        {index.data.length === 0 ? <Text>{t("referrals.admin.empty")}</Text> : <ReferrersTable rows={index.data} />}
        <Pager page={index.current_page} pages={Math.max(1, Math.ceil(index.total / index.per_page))} linkTo={(page) => link(page, filters.opage)} />
      </PanelSection>
      <PanelSection title={t("referrals.admin.buys")} id="referred-buys">
        {orders.data.length === 0 ? <Text>{t("referrals.admin.buysEmpty")}</Text> : <ReferredOrdersTable rows={orders.data} ask={confirm.ask} />}
        <Pager page={orders.current_page} pages={Math.max(1, Math.ceil(orders.total / orders.per_page))} linkTo={(opage) => link(filters.page, opage)} />
      </PanelSection>
      <PanelSection title={t("referrals.admin.pairs")} id="referral-pairs">
        <PairsTable rows={pairs} />
      </PanelSection>
      {confirm.dialog}
    </Stack>
  );
}
