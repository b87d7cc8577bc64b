import { Badge, Button, Table, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AffiliateOrder, AffiliateUser, ReferrerTotals } from "#contracts/referrals.ts";
import type { PendingAction } from "#web/components/ConfirmDialog.tsx";
import { fundCode, type FundType } from "#web/routing/fund-pages.ts";
import { formatDay } from "#web/lib/fund-format.ts";
import { formatVnd } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

const Th = ({ label }: { label: string }) => <Table.Th scope="col">{label}</Table.Th>;
const money = { whiteSpace: "nowrap" } as const;

/** Totals per referrer: code, accounts referred, orders that accrued, accrued, reversed and net. */
export function ReferrersTable({ rows }: { rows: ReferrerTotals[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableRegion minWidth={860} label={t("referrals.admin.referrers")}>
      <Table striped data-testid="referrers-table">
        <Table.Thead>
          <Table.Tr>
            {["referrer", "email", "code", "referredCount", "orders"].map((key) => (
              <Th key={key} label={t(`referrals.admin.${key}` as never)} />
            ))}
            {(["accrued", "reversed", "net"] as const).map((key) => (
              <Th key={key} label={t(`referrals.totals.${key}`)} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.referrer.id} data-testid="referrer-row" data-referrer={row.referrer.id}>
              <Table.Td>{row.referrer.full_name}</Table.Td>
              <Table.Td>{row.referrer.email}</Table.Td>
              <Table.Td style={{ fontFamily: "monospace" }}>{row.code ?? "—"}</Table.Td>
              <Table.Td>{row.referrals}</Table.Td>
              <Table.Td>{row.orders}</Table.Td>
              <Table.Td style={money}>{formatVnd(row.accrued, locale)}</Table.Td>
              <Table.Td style={money}>{formatVnd(row.reversed, locale)}</Table.Td>
              <Table.Td style={money} data-testid="referrer-net">
                {formatVnd(row.net, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

/** Allocated buys of referred investors with their commission; a commission not yet reversed can be, behind a confirmation. */
export function ReferredOrdersTable({ rows, ask }: { rows: AffiliateOrder[]; ask: (action: PendingAction) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reverse = (row: AffiliateOrder) => {
    const who = { reference: row.reference, name: row.referrer.full_name, amount: formatVnd(-row.commission, locale) };
    ask({
      fields: { intent: "reverse", id: row.order_id },
      colour: "red",
      title: t("referrals.admin.reverse.title", who),
      body: t("referrals.admin.reverse.body", who),
      confirm: t("referrals.admin.reverse.confirm"),
      extra: (
        <Textarea
          name="reason"
          label={t("referrals.admin.reverse.reason")}
          required
          minLength={3}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="reverse-reason"
        />
      ),
    });
  };
  return (
    <TableRegion minWidth={900} label={t("referrals.admin.buys")}>
      <Table striped data-testid="referred-orders">
        <Table.Thead>
          <Table.Tr>
            <Th label={t("referrals.investor.order")} />
            <Th label={t("referrals.admin.referred")} />
            <Th label={t("referrals.admin.referrer")} />
            <Th label={t("referrals.investor.amount")} />
            <Th label={t("referrals.investor.when")} />
            <Th label={t("referrals.investor.commission")} />
            <Th label="" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.order_id} data-testid="referred-order-row" data-reference={row.reference}>
              <Table.Td>
                {row.reference} · {t(`funds.fundShort.${fundCode[row.loai as FundType]}`)}
              </Table.Td>
              <Table.Td>{row.referred.full_name}</Table.Td>
              <Table.Td>{row.referrer.full_name}</Table.Td>
              <Table.Td style={money}>{formatVnd(row.giatri, locale)}</Table.Td>
              <Table.Td style={money}>{formatDay(row.nav_date ?? row.dealing_date)}</Table.Td>
              <Table.Td style={money} data-testid="referred-order-commission">
                {formatVnd(row.commission, locale)}
              </Table.Td>
              <Table.Td>
                {row.reversed ? (
                  <Badge color="gray">{t("referrals.admin.reversedTag")}</Badge>
                ) : row.commission > 0 ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => reverse(row)}
                    aria-label={t("referrals.admin.reverse.label", { reference: row.reference, name: row.referrer.full_name })}
                    data-testid="reverse-commission"
                  >
                    {t("referrals.admin.reverse.button")}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

/** Who referred whom, newest first. */
export function PairsTable({ rows }: { rows: AffiliateUser[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!rows.length) return <Text>{t("referrals.admin.empty")}</Text>;
  return (
    <TableRegion minWidth={760} label={t("referrals.admin.pairs")}>
      <Table striped data-testid="referral-pairs">
        <Table.Thead>
          <Table.Tr>
            <Th label={t("referrals.admin.referred")} />
            <Th label={t("referrals.admin.email")} />
            <Th label={t("referrals.admin.referrer")} />
            <Th label={t("referrals.admin.code")} />
            <Th label={t("referrals.admin.registeredAt")} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.referred.id}>
              <Table.Td>{row.referred.full_name}</Table.Td>
              <Table.Td>{row.referred.email}</Table.Td>
              <Table.Td>{row.referrer.full_name}</Table.Td>
              <Table.Td style={{ fontFamily: "monospace" }}>{row.code}</Table.Td>
              <Table.Td style={money}>{formatDateTime(row.created_at, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
