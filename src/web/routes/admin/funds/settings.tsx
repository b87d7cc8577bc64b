import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getFundsSettings } from "#contracts/funds-orders.operations.ts";
import { getFundsHolidays } from "#contracts/funds.operations.ts";
import { vietnamDate } from "#domain/fund-dealing.ts";
import { fundRulesAction } from "#web/features/funds/admin.server.ts";
import { useConfirm } from "#web/components/ConfirmDialog.tsx";
import { FundRulesForm } from "#web/features/funds/FundRulesForm.tsx";
import { HolidaysPanel } from "#web/features/funds/HolidaysPanel.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/settings.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("fundRules.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [settings, holidays] = await Promise.all([api.call(getFundsSettings), api.call(getFundsHolidays)]);
  return { settings: unwrap(settings), holidays: unwrap(holidays), today: vietnamDate(new Date()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return fundRulesAction(apiClient(context, localeOfRequest(request)), await request.formData());
}

/** The rules both funds deal by (fees, cut-off, minimum buy, where investors pay) and the market's holidays. */
export default function FundRules({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const confirm = useConfirm("fund-rules-outcome");
  return (
    <Stack gap="lg">
      <Title order={1}>{t("fundRules.title")}</Title>
      <Text>{t("fundRules.lead")}</Text>
      {confirm.outcome}
      <FundRulesForm settings={loaderData.settings} ask={confirm.ask} />
      <HolidaysPanel holidays={loaderData.holidays} today={loaderData.today} ask={confirm.ask} />
      {confirm.dialog}
    </Stack>
  );
}
