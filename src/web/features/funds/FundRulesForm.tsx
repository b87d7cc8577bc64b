import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fundSettings, type FundSettingsView } from "#contracts/funds.ts";
import type { Locale } from "#contracts/locale.ts";
import { MAX_BUY_FEE_BPS, MAX_SELL_FEE_BPS } from "#domain/fund-pricing.ts";
import { WholeNumberField } from "#web/components/WholeNumberField.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { formatBps, formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { BankSelect } from "./BankSelect.tsx";
import type { PendingAction } from "#web/components/ConfirmDialog.tsx";

/** "1,25%" for a typed number of basis points, or undefined while it is not one. */
const percentOf = (typed: string, locale: Locale) => (/^\d{1,5}$/.test(typed.trim()) ? formatBps(Number(typed), locale) : undefined);

let nextRow = 0;
const row = (step: { min_days: number | string; bps: number | string }) => ({ key: nextRow++, min_days: String(step.min_days), bps: String(step.bps) });

/**
 * The fund rules an administrator sets: buy fee, sell fees by holding period, cut-off, minimum buy and the account
 * investors pay to. The browser checks them with the API's own schema (the same limits: 5 % to buy, 3 % to sell,
 * messages in the page's language), then asks before saving: the page's confirmation sends them.
 */
export function FundRulesForm({ settings, ask }: { settings: FundSettingsView; ask: (action: PendingAction) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const check = useSchemaCheck(fundSettings);
  const [buyFee, setBuyFee] = useState(String(settings.buy_fee_bps));
  const [steps, setSteps] = useState(() => settings.sell_fee_schedule.map(row));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    check.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = readForm(form, fundSettings);
    ask({
      title: t("fundRules.confirmTitle"),
      body: t("fundRules.confirmBody", {
        buy: formatBps(Number(body.buy_fee_bps), locale),
        cutoff: body.cutoff,
        min: formatVnd(Number(body.min_buy_vnd), locale),
      }),
      confirm: t("fundRules.confirm"),
      fields: { ...Object.fromEntries([...form].map(([name, value]) => [name, String(value)])), intent: "settings" },
    });
  };
  const bpsHint = (typed: string, max: number) => t("fundRules.bpsHint", { max, maxPercent: formatBps(max, locale), percent: percentOf(typed, locale) ?? "—" });
  return (
    <form method="post" noValidate onSubmit={onSubmit} data-testid="fund-rules-form">
      <Stack gap="lg">
        <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="fund-rules-fees">
          <Title order={2} size="h3" id="fund-rules-fees" mb="md">
            {t("fundRules.fees")}
          </Title>
          <Stack gap="md">
            <TextInput
              name="buy_fee_bps"
              label={t("fundRules.buyFee")}
              description={bpsHint(buyFee, MAX_BUY_FEE_BPS)}
              inputMode="numeric"
              value={buyFee}
              onChange={(event) => setBuyFee(event.currentTarget.value)}
              error={check.errorOf("buy_fee_bps")}
              maw={320}
              data-testid="rules-buy-fee"
            />
            <Text fw={600} size="sm">
              {t("fundRules.sellSchedule")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("fundRules.sellScheduleHint", { max: MAX_SELL_FEE_BPS, maxPercent: formatBps(MAX_SELL_FEE_BPS, locale) })}
            </Text>
            {check.errorOf("sell_fee_schedule") ? (
              <Text size="sm" c="red" role="alert">
                {check.errorOf("sell_fee_schedule")}
              </Text>
            ) : null}
            {steps.map((step, index) => (
              <Group key={step.key} align="flex-end" data-testid="rules-sell-step">
                <TextInput
                  name={`sell_fee_schedule.${index}.min_days`}
                  label={t("fundRules.minDays")}
                  inputMode="numeric"
                  defaultValue={step.min_days}
                  w={180}
                />
                <TextInput name={`sell_fee_schedule.${index}.bps`} label={t("fundRules.sellBps")} inputMode="numeric" defaultValue={step.bps} w={220} />
                {steps.length > 1 ? (
                  <ActionIcon
                    variant="default"
                    size="lg"
                    mb={2}
                    aria-label={t("fundRules.removeStep", { days: step.min_days })}
                    onClick={() => setSteps(steps.filter((other) => other.key !== step.key))}
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            <Group>
              <Button variant="default" size="xs" onClick={() => setSteps([...steps, row({ min_days: "", bps: "" })])} data-testid="rules-add-step">
                {t("fundRules.addStep")}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="fund-rules-dealing">
          <Title order={2} size="h3" id="fund-rules-dealing" mb="md">
            {t("fundRules.dealing")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name="cutoff"
              label={t("fundRules.cutoff")}
              description={t("fundRules.cutoffHint")}
              placeholder="14:30"
              defaultValue={settings.cutoff}
              error={check.errorOf("cutoff")}
              data-testid="rules-cutoff"
            />
            <WholeNumberField
              name="min_buy_vnd"
              label={t("fundRules.minBuy")}
              description={t("fundRules.minBuyHint", { now: formatVnd(settings.min_buy_vnd, locale) })}
              defaultValue={settings.min_buy_vnd}
              error={check.errorOf("min_buy_vnd")}
              data-testid="rules-min-buy"
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="fund-rules-bank">
          <Title order={2} size="h3" id="fund-rules-bank" mb="xs">
            {t("fundRules.bank")}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t("fundRules.bankHint")}
          </Text>
          {settings.bank_unmatched && !settings.bank_bin ? (
            <Alert
              color="red"
              title={t("fundRules.bankUnmatchedTitle")}
              mb="md"
              styles={{ title: { color: "var(--mantine-color-text)" } }}
              data-testid="rules-bank-unmatched"
            >
              {t("fundRules.bankUnmatched", { typed: settings.bank_unmatched })}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <BankSelect defaultValue={settings.bank_bin} error={check.errorOf("bank_bin")} />
            <TextInput
              name="bank_branch"
              label={t("funds.buy.bankBranch")}
              defaultValue={settings.bank_branch}
              error={check.errorOf("bank_branch")}
              data-testid="rules-bank-branch"
            />
            <TextInput
              name="bank_holder"
              label={t("funds.buy.bankHolder")}
              defaultValue={settings.bank_holder}
              error={check.errorOf("bank_holder")}
              data-testid="rules-bank-holder"
            />
            <TextInput
              name="bank_account"
              label={t("funds.buy.bankAccount")}
              defaultValue={settings.bank_account}
              error={check.errorOf("bank_account")}
              data-testid="rules-bank-account"
            />
          </SimpleGrid>
        </Paper>
        <Group>
          <Button type="submit" data-testid="rules-save">
            {t("fundRules.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
