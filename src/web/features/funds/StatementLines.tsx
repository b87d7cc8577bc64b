import { Badge, Button, Group, Stack, Table, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CandidateOrder, StatementLineView } from "#contracts/fund-statements.ts";
import { formatVnd } from "#contracts/number-format.ts";
import { TINHTRANG } from "#domain/fund-orders.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import "#web/components/PlainTable.css";
import type { PendingAction } from "#web/components/ConfirmDialog.tsx";
import { formatDay } from "#web/lib/fund-format.ts";

type Ask = (action: PendingAction) => void;
type Kind = "decide" | "matched" | "refund" | "ignored";

/** A candidate order in a line: reference, investor, amount and state. */
function CandidateText({ order }: { order: CandidateOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Text size="sm" component="span">
      <strong>{order.reference}</strong> · {order.investor.full_name ?? `#${order.investor.id}`} ·{" "}
      {order.giatri === null ? "" : formatVnd(order.giatri, locale)} · {t(`funds.status.buy.${order.tinhtrang}` as never)}
    </Text>
  );
}

/**
 * What an administrator may do with a line, each behind the funds pages' confirmation dialog. Buttons sit in a group
 * even alone: a phone's card (a grid cell) would otherwise stretch a lone button across the card.
 */
function LineActions({ line, kind, ask }: { line: StatementLineView; kind: Kind; ask: Ask }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const vars = { amount: formatVnd(line.amount, locale), date: formatDay(line.booked_on) };
  const reasonField = (required: boolean) => (
    <Textarea
      name="reason"
      label={t(required ? "statements.reasonRequired" : "statements.reasonOptional")}
      required={required}
      minLength={required ? 3 : undefined}
      maxLength={500}
      autosize
      minRows={2}
      data-testid="statement-reason"
    />
  );
  // A match, refund or ignore posts the decision's own fields (`decision`, `order_id`, `reason`); the others the line alone.
  const act = (intent: "match" | "refund" | "ignore" | "undo" | "refunded" | "reopen", colour: string, extra: Partial<PendingAction> = {}) =>
    ask({
      fields:
        intent === "match" || intent === "refund" || intent === "ignore" ? { intent: "decision", decision: intent, id: line.id } : { intent, id: line.id },
      colour,
      title: t(`statements.actions.${intent}.title`, vars),
      body: t(`statements.actions.${intent}.body`, vars),
      confirm: t(`statements.actions.${intent}.confirm`),
      ...extra,
    });
  if (kind === "matched") {
    // Only until the order is priced: the API refuses afterwards (units exist).
    return line.order?.tinhtrang === TINHTRANG.approved ? (
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => act("undo", "red", { body: t("statements.actions.undo.body", { ...vars, reference: line.order!.reference }) })}
          data-testid="statement-undo"
        >
          {t("statements.actions.undo.button")}
        </Button>
      </Group>
    ) : null;
  }
  // A refund not yet made, or an ignored line, may go back to the lines to decide; a refunded one may not (money left).
  const reopen = (
    <Button size="xs" variant="default" onClick={() => act("reopen", "blue")} data-testid="statement-reopen">
      {t("statements.actions.reopen.button")}
    </Button>
  );
  if (kind === "ignored") return <Group gap="xs">{reopen}</Group>;
  if (kind === "refund") {
    return line.status === "refund" ? (
      <Group gap="xs">
        <Button size="xs" onClick={() => act("refunded", "green.8")} data-testid="statement-refunded">
          {t("statements.actions.refunded.button")}
        </Button>
        {reopen}
      </Group>
    ) : (
      <Text size="sm">{t("statements.refundedOn", { at: line.refunded_at ? formatDateTime(line.refunded_at, locale) : "" })}</Text>
    );
  }
  const payable = line.candidates.filter((order) => order.tinhtrang === TINHTRANG.pending && order.giatri === line.amount);
  return (
    <Group gap="xs">
      {payable.map((order) => (
        <Button
          key={order.id}
          size="xs"
          onClick={() =>
            act("match", "blue", {
              fields: { intent: "decision", decision: "match", id: line.id, order_id: order.id },
              title: t("statements.actions.match.title", { ...vars, reference: order.reference }),
              body: t("statements.actions.match.body", { ...vars, reference: order.reference, name: order.investor.full_name ?? "" }),
            })
          }
          data-testid="statement-match"
          data-reference={order.reference}
        >
          {t("statements.actions.match.button", { reference: order.reference })}
        </Button>
      ))}
      <Button size="xs" variant="default" onClick={() => act("refund", "orange", { extra: reasonField(false) })} data-testid="statement-refund">
        {t("statements.actions.refund.button")}
      </Button>
      <Button size="xs" variant="default" onClick={() => act("ignore", "gray", { extra: reasonField(true) })} data-testid="statement-ignore">
        {t("statements.actions.ignore.button")}
      </Button>
    </Group>
  );
}

/**
 * Statement lines as a table (a card per line on a phone): the bank's date, amount and description, what matching
 * found, the orders it may pay (lines to decide), its order (matched lines) or its reason (refunds, ignored lines), and the
 * actions.
 */
export function StatementLines({ lines, kind, ask }: { lines: StatementLineView[]; kind: Kind; ask: Ask }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = (key: string) => ({ "data-label": t(`statements.columns.${key}` as never) });
  if (!lines.length)
    return (
      <Text c="dimmed" data-testid={`statement-${kind}-empty`}>
        {t(`statements.empty.${kind}`)}
      </Text>
    );
  return (
    <TableRegion minWidth={900} label={t(`statements.sections.${kind}`)}>
      <Table striped verticalSpacing="sm" data-stacked data-testid={`statement-${kind}-table`}>
        <Table.Thead>
          <Table.Tr>
            {[
              "date",
              "amount",
              "description",
              kind === "decide" ? "finding" : kind === "matched" ? "order" : "reason",
              kind === "decide" ? "candidates" : null,
              "actions",
            ]
              .filter(Boolean)
              .map((key) => (
                <Table.Th key={key} scope="col">
                  {t(`statements.columns.${key}` as never)}
                </Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-testid={`statement-${kind}-row`} data-line={line.id}>
              <Table.Td {...label("date")}>{formatDay(line.booked_on)}</Table.Td>
              <Table.Td {...label("amount")} style={{ whiteSpace: "nowrap" }}>
                {formatVnd(line.amount, locale)}
              </Table.Td>
              <Table.Td {...label("description")} style={{ overflowWrap: "anywhere" }}>
                {line.description}
              </Table.Td>
              {kind === "decide" ? (
                <Table.Td {...label("finding")}>
                  {/* In a block of its own: a phone's card (a grid cell) would otherwise stretch the badge to the label's height. */}
                  <div>
                    <Badge variant="light" color={line.outcome === "unknown_reference" ? "gray" : "orange"} data-testid="statement-finding">
                      {t(`statements.outcomes.${line.outcome}`)}
                    </Badge>
                  </div>
                </Table.Td>
              ) : kind === "matched" ? (
                <Table.Td {...label("order")}>{line.order ? <CandidateText order={line.order} /> : null}</Table.Td>
              ) : (
                <Table.Td {...label("reason")}>{line.reason ?? ""}</Table.Td>
              )}
              {kind === "decide" ? (
                <Table.Td {...label("candidates")}>
                  {line.candidates.length ? (
                    <Stack gap={4}>
                      {line.candidates.map((order) => (
                        <CandidateText key={order.id} order={order} />
                      ))}
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t("statements.noCandidates")}
                    </Text>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td {...label("actions")}>
                <LineActions line={line} kind={kind} ask={ask} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
