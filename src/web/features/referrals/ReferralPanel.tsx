import { Badge, Button, CopyButton, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CommissionRow, MyAffiliate } from "#contracts/referrals.ts";
import { fundCode, type FundType } from "#web/routing/fund-pages.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import { formatBps, formatVnd } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { CommissionTotals } from "./Totals.tsx";
import { TableRegion } from "#web/components/TableRegion.tsx";

/**
 * The investor's side of the referral programme: their code and link to copy, the rate, their commission totals,
 * the people they referred (by name) with each one's allocated buys, and the commission ledger.
 */
export function ReferralPanel({ affiliate, commissions }: { affiliate: MyAffiliate; commissions: CommissionRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="md" data-testid="referral-panel">
      <Text data-testid="referral-lead">
        {affiliate.commission_bps > 0
          ? t("referrals.investor.lead", { rate: formatBps(affiliate.commission_bps, locale) })
          : t("referrals.investor.leadNoRate")}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t("referrals.investor.code")}
          value={affiliate.code}
          readOnly
          w="12rem"
          styles={{ input: { fontFamily: "monospace" } }}
          data-testid="referral-code"
        />
        <TextInput label={t("referrals.investor.link")} value={affiliate.link} readOnly style={{ flex: "1 1 22rem" }} data-testid="referral-link" />
        <CopyButton value={affiliate.link}>
          {({ copied, copy }) => (
            <Button variant={copied ? "filled" : "default"} color={copied ? "teal" : undefined} onClick={copy} data-testid="referral-copy">
              {copied ? t("referrals.investor.copied") : t("referrals.investor.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <CommissionTotals totals={affiliate.totals} testId="referral-totals" />
      <Text fw={700}>{t("referrals.investor.referrals")}</Text>
      {affiliate.referrals.length === 0 ? (
        <Text data-testid="referral-none">{t("referrals.investor.none")}</Text>
      ) : (
        <TableRegion minWidth={640} label={t("referrals.investor.referrals")}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("referrals.investor.name")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.orders")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.commission")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {affiliate.referrals.map((person, index) => (
                <Table.Tr key={index} data-testid="referral-row">
                  <Table.Td>{person.full_name}</Table.Td>
                  <Table.Td>
                    {person.orders.length === 0 ? (
                      <Text c="dimmed">{t("referrals.investor.noOrders")}</Text>
                    ) : (
                      <Stack gap={4}>
                        {person.orders.map((order) => (
                          <Group key={order.reference} gap="xs" data-testid="referral-order">
                            <Text span>
                              {order.reference} · {t(`funds.fundShort.${fundCode[order.loai as FundType]}`)} · {formatVnd(order.giatri, locale)} ·{" "}
                              {formatDay(order.nav_date ?? order.dealing_date)} → {formatVnd(order.commission, locale)}
                            </Text>
                            {order.reversed ? <Badge color="gray">{t("referrals.investor.reversed")}</Badge> : null}
                          </Group>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }} data-testid="referral-commission">
                    {formatVnd(person.commission, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
      <Text fw={700}>{t("referrals.investor.ledger")}</Text>
      {commissions.length === 0 ? (
        <Text>{t("referrals.investor.ledgerEmpty")}</Text>
      ) : (
        <TableRegion minWidth={760} label={t("referrals.investor.ledger")}>
          <Table striped data-testid="referral-ledger">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("referrals.investor.when")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.kind")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.order")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.name")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.amount")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.rate")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.commission")}</Table.Th>
                <Table.Th scope="col">{t("referrals.investor.reason")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {commissions.map((row) => (
                <Table.Tr key={row.id} data-testid="referral-ledger-row">
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(row.created_at, locale)}</Table.Td>
                  <Table.Td>{t(`referrals.kinds.${row.kind}`)}</Table.Td>
                  <Table.Td>{row.reference}</Table.Td>
                  <Table.Td>{row.referred_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatVnd(row.base_vnd, locale)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatBps(row.bps, locale)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatVnd(row.amount, locale)}</Table.Td>
                  <Table.Td>{row.reason ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
    </Stack>
  );
}
