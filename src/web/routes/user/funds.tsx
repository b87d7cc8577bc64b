import { Alert, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { Profile } from "#contracts/identity.ts";
import { missingKycFields } from "#contracts/profile.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import { MyPerformance } from "#web/features/funds-data/MyPerformance.tsx";
import { BuyForm } from "#web/features/funds/BuyForm.tsx";
import { fundCode, fundTypes, type FundType } from "#web/routing/fund-pages.ts";
import { Holdings } from "#web/features/funds/Holdings.tsx";
import { investorAction, investorApi, loadAwaitingPayment, loadInvestorPage } from "#web/features/funds/investor.server.ts";
import { KycGate } from "#web/features/funds/KycGate.tsx";
import { OrderHistory } from "#web/features/funds/OrderHistory.tsx";
import { PaymentInstructions } from "#web/features/funds/PaymentInstructions.tsx";
import { ConfirmSale, SellForm } from "#web/features/funds/SellForm.tsx";
import { PanelSection } from "#web/components/PanelForm.tsx";
import { ReferralPanel } from "#web/features/referrals/ReferralPanel.tsx";
import { loadMyReferrals } from "#web/features/referrals/referrals.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/funds.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("funds.investor.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await investorApi(context, request);
  const [page, referrals, awaiting] = await Promise.all([loadInvestorPage(api), loadMyReferrals(api), loadAwaitingPayment(api, new URL(request.url))]);
  return { ...page, referrals, awaiting };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await investorApi(context, request);
  return investorAction(api, await request.formData());
}

/** The investor's page (spec §4: where investors land): the funds and their holdings, buy, sell, the order history, and the referral programme. */
export default function InvestorFunds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<{ user: Profile }>("components/layouts/user-layout")?.user;
  const { holdings, lots, history, performance, rules, now, idempotencyKey, referrals, awaiting } = loaderData;
  const latestNav = Object.fromEntries(fundTypes.map((loai) => [loai, holdings.find((holding) => holding.loai === loai)?.latest_nav?.giatri1])) as Record<
    FundType,
    string | undefined
  >;
  const awaitingCode = history.filter((order) => order.type === "sell" && order.tinhtrang === TINHTRANG.unconfirmed);
  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{t("funds.investor.title")}</Title>
        <Text>{t("funds.investor.lead")}</Text>
      </Stack>
      {user ? <KycGate missing={missingKycFields(user)} /> : null}
      {awaiting ? (
        <PanelSection title={t("funds.buy.showPayment")} id="funds-payment">
          {awaiting.ok ? (
            <PaymentInstructions
              order={awaiting.order}
              payment={awaiting.payment}
              lead={t("funds.buy.paymentAgainLead", { reference: awaiting.order.reference })}
            />
          ) : (
            <Alert color="yellow" data-testid="funds-payment-none">
              {awaiting.message}
            </Alert>
          )}
        </PanelSection>
      ) : null}
      <PanelSection title={t("funds.investor.holdings")} id="funds-holdings">
        <Holdings holdings={holdings} />
      </PanelSection>
      <PanelSection title={t("funds.buy.title")} id="funds-buy">
        <BuyForm rules={rules} now={now} latestNav={latestNav} idempotencyKey={idempotencyKey} />
      </PanelSection>
      <PanelSection title={t("funds.sell.title")} id="funds-sell">
        {awaitingCode.map((order) => (
          <ConfirmSale key={order.id} order={order} />
        ))}
        <SellForm
          lots={lots}
          rules={rules}
          now={now}
          latestNav={latestNav}
          idempotencyKey={idempotencyKey}
          awaitingCode={awaitingCode.map((order) => order.id)}
        />
      </PanelSection>
      <PanelSection title={t("funds.history.title")} id="funds-history">
        <OrderHistory orders={history} paymentHref={(order) => `?order=${order.id}#funds-payment`} />
      </PanelSection>
      <PanelSection title={t("fundsData.mine.title")} id="funds-performance">
        {performance.map((mine) => (
          <div key={mine.loai} data-testid={`performance-${fundCode[mine.loai as FundType]}`}>
            <MyPerformance data={mine} title={t(`funds.fund.${fundCode[mine.loai as FundType]}`)} />
          </div>
        ))}
      </PanelSection>
      <PanelSection title={t("referrals.investor.title")} id="funds-referrals">
        <ReferralPanel affiliate={referrals.affiliate} commissions={referrals.commissions} />
      </PanelSection>
    </Stack>
  );
}
