import { Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { sellInput } from "#contracts/funds.ts";
import { DecimalField } from "#web/components/DecimalField.tsx";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { saleConfirmation } from "./sale-confirmation.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { z } from "#contracts/zod.ts";
import type { lotView, orderView } from "#contracts/funds.ts";
import { parseHundredths } from "#domain/fund-money.ts";
import { formatBps, formatUnits, formatVnd } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { Estimate, PlacedOutcome } from "./BuyForm.tsx";
import { fundCode, type FundType } from "#web/routing/fund-pages.ts";
import { sellEstimate, type FundRules } from "./estimate.ts";
import { formatDay, parseUnits } from "#web/lib/fund-format.ts";
import type { InvestorActionResult } from "./investor.server.ts";

type Lot = z.infer<typeof lotView>;
type Order = z.infer<typeof orderView>;

/** Units of a lot free to sell (its remaining units; pending sales' reserved units are already out), in hundredths. */
const freeUnits = (lot: Lot) => parseHundredths(lot.remaining) ?? 0;

/** The second step of a sale: the 6-digit code sent by SMS and e-mail confirms the request. */
export function ConfirmSale({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<InvestorActionResult>();
  const result = fetcher.state === "idle" && fetcher.data?.intent === "confirm" ? fetcher.data : undefined;
  const { onSubmit, errorOf } = useSchemaCheck(saleConfirmation, result?.fieldErrors);
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} data-testid="sell-confirm" data-reference={order.reference}>
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="id" value={order.id} />
      <Stack gap="xs" maw={560}>
        <Text size="sm">
          {t("funds.sell.codeLead", {
            reference: order.reference,
            units: formatUnits(parseHundredths(order.soluongban ?? "0") ?? 0, locale),
            date: formatDateTime(order.date_create, locale),
          })}
        </Text>
        <Group align="flex-end">
          <TextInput
            name="code"
            label={t("funds.sell.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={errorOf("code") ?? (result && !result.ok ? result.message : undefined)}
            data-testid="sell-code"
          />
          <Button type="submit" loading={fetcher.state !== "idle"} data-testid="sell-code-submit">
            {t("funds.sell.confirm")}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/**
 * Selling units: pick a lot, the units, see the estimate (proceeds, holding-period fee, dealing day), then confirm with the code.
 * The request's "enter the code" note stays only while that sale is among `awaitingCode` (the sales waiting for their code).
 */
export function SellForm({
  lots,
  rules,
  now,
  latestNav,
  idempotencyKey,
  awaitingCode,
}: {
  lots: Lot[];
  rules: FundRules;
  now: string;
  latestNav: Record<FundType, string | undefined>;
  idempotencyKey: string;
  awaitingCode: number[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<InvestorActionResult>();
  const open = lots.filter((lot) => freeUnits(lot) > 0);
  const [lotId, setLotId] = useState(String(open[0]?.order.id ?? ""));
  const [units, setUnits] = useState("");
  const data = fetcher.state === "idle" && fetcher.data?.intent === "sell" ? fetcher.data : undefined;
  const result = data?.placed && !awaitingCode.includes(data.placed.order.id) ? undefined : data;
  const { onSubmit, errorOf } = useSchemaCheck(sellInput, result?.fieldErrors);
  if (!open.length) return <Text data-testid="sell-no-lots">{t("funds.sell.noLots")}</Text>;
  const lot = open.find((candidate) => String(candidate.order.id) === lotId) ?? open[0]!;
  const loai = lot.order.loai as FundType;
  const typed = parseUnits(units, locale);
  const estimate = typed ? sellEstimate(typed, rules, new Date(now), latestNav[loai], lot.order.nav_date) : undefined;
  return (
    <Stack gap="md">
      <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="sell" />
        <input type="hidden" name="type" value="sell" />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="loai" value={loai} />
        <Stack gap="md" maw={560}>
          <NativeSelect
            name="order_id"
            label={t("funds.sell.lot")}
            value={String(lot.order.id)}
            onChange={(event) => setLotId(event.currentTarget.value)}
            data={open.map((candidate) => ({
              value: String(candidate.order.id),
              label: t("funds.sell.lotOption", {
                reference: candidate.order.reference,
                fund: t(`funds.fundShort.${fundCode[candidate.order.loai as FundType]}`),
                units: formatUnits(freeUnits(candidate), locale),
                date: candidate.order.nav_date ? formatDay(candidate.order.nav_date) : "",
              }),
            }))}
            error={errorOf("order_id")}
            data-testid="sell-lot"
          />
          <DecimalField
            name="soluongban"
            label={t("funds.sell.units")}
            description={t("funds.sell.unitsHint", { units: formatUnits(freeUnits(lot), locale) })}
            onChange={(event) => setUnits(event.currentTarget.value)}
            required
            error={errorOf("soluongban") ?? (units.trim() && typed === undefined ? t("funds.sell.unitsInvalid") : undefined)}
            data-testid="sell-units"
          />
          {estimate ? (
            <Estimate
              testId="sell-estimate"
              kind="sell"
              dealing={estimate.dealing}
              rules={rules}
              rows={[
                [t("funds.sell.gross"), estimate.proceeds ? formatVnd(estimate.proceeds.gross, locale) : t("funds.estimate.noNav")],
                [
                  t("funds.sell.fee", { percent: formatBps(estimate.bps, locale), days: estimate.held }),
                  estimate.proceeds ? formatVnd(estimate.proceeds.fee, locale) : "—",
                ],
                [t("funds.sell.net"), estimate.proceeds ? formatVnd(estimate.proceeds.net, locale) : "—"],
              ]}
            />
          ) : null}
          <Group>
            <Button type="submit" loading={fetcher.state !== "idle"} data-testid="sell-submit">
              {t("funds.sell.submit")}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
      <PlacedOutcome result={result} testId="sell" />
    </Stack>
  );
}
