import { Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { z } from "#contracts/zod.ts";
import type { orderView, paymentInstructions } from "#contracts/funds.ts";
import { formatVnd } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { Facts } from "./Facts.tsx";
import { formatWeekDay } from "#web/lib/fund-format.ts";

type Payment = z.infer<typeof paymentInstructions>;

/**
 * How to pay a buy: the transfer's details with the order's reference as its content, and beside them the VietQR code
 * of the same transfer (docs/funds.md, "Paying by VietQR"). The server draws the code (an SVG in the API's answer),
 * so the page carries no QR library; it is shown as an image whose name says what it pays. On a phone the code
 * comes under the details.
 */
export function PaymentInstructions({ order, payment, lead }: { order: z.infer<typeof orderView>; payment: Payment; lead?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = formatVnd(payment.amount, locale);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} data-testid="buy-payment">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("funds.buy.paymentTitle", { reference: payment.reference })}
        </Title>
        {lead ? <Text size="sm">{lead}</Text> : null}
        <Text size="sm">{t("funds.buy.paymentLead", { day: formatWeekDay(order.dealing_date, locale) })}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Facts
            testId="buy-payment-facts"
            rows={[
              [t("funds.buy.bankName"), payment.bank_name],
              [t("funds.buy.bankBranch"), payment.bank_branch],
              [t("funds.buy.bankHolder"), payment.account_name],
              [t("funds.buy.bankAccount"), payment.account_number],
              [t("funds.buy.amount"), amount],
              [t("funds.buy.transferContent"), payment.reference],
            ]}
          />
          <Stack gap="xs" align="center" component="section" aria-labelledby={`vietqr-${order.id}`}>
            <Title order={4} size="h5" id={`vietqr-${order.id}`}>
              {t("funds.buy.qrTitle")}
            </Title>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qr.svg)}`}
              role="img"
              alt={t("funds.buy.qrLabel", { amount, account: payment.account_number, bank: payment.bank_name, reference: payment.reference })}
              w="100%"
              maw={260}
              bg="white"
              data-testid="buy-payment-qr"
              data-payload={payment.qr.payload}
            />
            <Text size="sm" ta="center" maw={320}>
              {t("funds.buy.qrHint")}
            </Text>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
