import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { buyInput } from "#contracts/funds.ts";
import type { Dealing } from "#domain/fund-dealing.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { formatBps, formatUnits, formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { fundCode, fundTypes, type FundType } from "#web/routing/fund-pages.ts";
import { buyEstimate, type FundRules } from "./estimate.ts";
import { formatWeekDay } from "#web/lib/fund-format.ts";
import type { InvestorActionResult } from "./investor.server.ts";
import { Facts } from "./Facts.tsx";
import { KycGate } from "./KycGate.tsx";
import { PaymentInstructions } from "./PaymentInstructions.tsx";

/**
 * The estimate of a buy or a sale: its figures, then one sentence on when it is priced (the NAV of which day, from
 * the same dealing-day rule the server applies) and when the units or proceeds are known.
 */
export function Estimate({
  rows,
  dealing,
  rules,
  testId,
  kind,
}: {
  rows: [string, string][];
  dealing: Dealing;
  rules: FundRules;
  testId: string;
  kind: "buy" | "sell";
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div aria-live="polite">
      <Facts testId={testId} rows={rows} />
      <Text size="sm" mt="xs" fw={600} data-testid={`${testId}-rule`}>
        {t(`funds.dealing.${dealing.rule}`, { cutoff: rules.cutoff, nav: formatWeekDay(dealing.dealingDate, locale), known: t(`funds.dealing.known.${kind}`) })}
      </Text>
      <Text size="sm" mt={4}>
        {t("funds.estimate.forward")}
      </Text>
    </div>
  );
}

/** What the API said to a buy or sell request: the missing KYC fields (its 422), a refusal no field owns, or success. */
export function PlacedOutcome({ result, testId }: { result: InvestorActionResult | undefined; testId: string }) {
  if (!result) return null;
  if (result.missing) return <KycGate missing={result.missing} />;
  if (!result.ok && Object.keys(result.fieldErrors).length) return null;
  return (
    <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"} data-testid={`${testId}-${result.ok ? "success" : "error"}`}>
      {result.message}
    </Alert>
  );
}

/**
 * Buying units: fund and amount, the estimate (fee, units, when it is priced), then the bank-transfer instructions.
 * Until the fund rules are complete the funds are not on sale, and the form says so instead.
 */
export function BuyForm({
  rules,
  now,
  latestNav,
  idempotencyKey,
}: {
  rules: FundRules;
  now: string;
  latestNav: Record<FundType, string | undefined>;
  idempotencyKey: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<InvestorActionResult>();
  const [loai, setLoai] = useState<FundType>(0);
  const [amount, setAmount] = useState<number | string>("");
  const result = fetcher.state === "idle" && fetcher.data?.intent === "buy" ? fetcher.data : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(buyInput, result?.fieldErrors);
  const value = typeof amount === "number" && Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
  const estimate = value ? buyEstimate(value, rules, new Date(now), latestNav[loai]) : undefined;
  if (rules.missing.length > 0) {
    return (
      <Alert color="yellow" title={t("funds.buy.notOpenTitle")} styles={{ title: { color: "var(--mantine-color-text)" } }} data-testid="buy-not-open">
        {t("funds.buy.notOpen")}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="buy" />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="type" value="buy" />
        <input type="hidden" name="soluongban" value="0" />
        {/* The amount as whole đồng, its digits: the field shows it with the page's separators and currency. */}
        <input type="hidden" name="giatri" value={String(amount)} />
        <Stack gap="md" maw={560}>
          <NativeSelect
            name="loai"
            label={t("funds.buy.fund")}
            value={String(loai)}
            onChange={(event) => setLoai(Number(event.currentTarget.value) as FundType)}
            data={fundTypes.map((type) => ({ value: String(type), label: t(`funds.fund.${fundCode[type]}`) }))}
            data-testid="buy-fund"
          />
          <NumberInput
            data-field="giatri"
            label={t("funds.buy.amount")}
            description={t("funds.buy.amountHint", { min: formatVnd(rules.min_buy_vnd, locale) })}
            value={amount}
            onChange={setAmount}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={locale === "vi" ? "." : ","}
            decimalSeparator={locale === "vi" ? "," : "."}
            suffix={locale === "vi" ? " ₫" : undefined}
            prefix={locale === "en" ? "VND " : undefined}
            required
            error={errorOf("giatri")}
            data-testid="buy-amount"
          />
          {estimate ? (
            <Estimate
              testId="buy-estimate"
              kind="buy"
              dealing={estimate.dealing}
              rules={rules}
              rows={[
                [t("funds.buy.fee", { percent: formatBps(rules.buy_fee_bps, locale) }), formatVnd(estimate.fee, locale)],
                [t("funds.buy.net"), formatVnd(estimate.net, locale)],
                [t("funds.estimate.units"), estimate.units === undefined ? t("funds.estimate.noNav") : formatUnits(estimate.units, locale)],
              ]}
            />
          ) : null}
          <Group>
            <Button type="submit" loading={fetcher.state !== "idle"} data-testid="buy-submit">
              {t("funds.buy.submit")}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
      <PlacedOutcome result={result} testId="buy" />
      {result?.ok && result.placed?.payment ? <PaymentInstructions order={result.placed.order} payment={result.placed.payment} /> : null}
    </Stack>
  );
}
