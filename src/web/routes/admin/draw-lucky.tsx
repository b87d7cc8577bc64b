import { Alert, Anchor, Badge, Button, Code, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useSubmit } from "react-router";
import { deleteDrawLuckyId, getDrawLucky, getDrawLuckyClient, postDrawLucky } from "#contracts/draw.operations.ts";
import { cancelWinnerInput, drawAction, type AdminDrawWinner, type PublicDrawWeek } from "#contracts/draw.ts";
import { commitmentOf, formatLuckyNumber } from "#domain/lucky-draw.ts";
import { useConfirmation } from "#web/components/Confirmation.tsx";
import { newDrawSecret } from "#web/features/draw/secret.server.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { formatCount } from "#contracts/number-format.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/draw-lucky.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("luckyDraw.admin.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const weeks = unwrap(await api.call(getDrawLuckyClient));
  const selected = Number(new URL(request.url).searchParams.get("week")) || null;
  const winners = selected ? unwrap(await api.call(getDrawLucky, { query: { week: selected, per_page: 5000 } })).data : [];
  return { weeks, selected, winners, now: new Date().toISOString() };
}

/** commit (with a secret made here and shown once), freeze, draw, cancel: each passed on to the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const form = await request.formData();
  const answer = (result: { ok: boolean; message?: string; error?: { message: string } }, secret?: string) => ({
    ok: result.ok,
    message: result.ok ? (result.message ?? "") : (result.error?.message ?? ""),
    ...(result.ok && secret ? { secret, week: String(form.get("week")) } : {}),
  });
  if (form.get("intent") === "cancel")
    return answer(await api.call(deleteDrawLuckyId, { params: readForm(form, deleteDrawLuckyId.params), body: readForm(form, deleteDrawLuckyId.body) }));
  // The form's `action` names its option of the body's union; the API refuses one it does not know.
  const body = readForm(form, postDrawLucky.body);
  if (body.action !== "commit") return answer(await api.call(postDrawLucky, { body }));
  const secret = newDrawSecret();
  return answer(await api.call(postDrawLucky, { body: { ...body, commitment: await commitmentOf(secret) } }), secret);
}

function WeekActions({ week, now }: { week: PublicDrawWeek; now: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  const confirmation = useConfirmation(`confirm-week-${week.week}`);
  const check = useSchemaCheck(drawAction);
  const hidden = (action: string) => (
    <>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="week" value={week.week} />
    </>
  );
  if (week.state === "open") {
    if (week.cutoff_at <= now) return <Text size="sm">{t("luckyDraw.admin.notHeld")}</Text>;
    return (
      <Form method="post">
        {hidden("commit")}
        <Button type="submit" size="xs" loading={busy} data-testid={`commit-${week.week}`}>
          {t("luckyDraw.admin.commit")}
        </Button>
      </Form>
    );
  }
  if (week.state === "committed") {
    const asked = {
      title: t("luckyDraw.admin.freezeTitle", { week: week.week }),
      body: t("luckyDraw.admin.freezeBody"),
      irreversible: t("confirmation.irreversible.freezeWeek"),
      confirmLabel: t("luckyDraw.admin.freeze"),
    };
    return (
      <Form method="post" onSubmit={confirmation.beforeSubmit(asked, submit)}>
        {confirmation.dialog}
        {hidden("freeze")}
        <Button type="submit" size="xs" variant="default" disabled={week.cutoff_at > now} loading={busy} data-testid={`freeze-${week.week}`}>
          {t("luckyDraw.admin.freeze")}
        </Button>
      </Form>
    );
  }
  if (week.state === "frozen") {
    const asked = {
      title: t("luckyDraw.admin.drawTitle", { week: week.week }),
      body: t("luckyDraw.admin.drawBody"),
      irreversible: t("confirmation.irreversible.drawWeek"),
      confirmLabel: t("luckyDraw.admin.draw"),
    };
    const confirm = confirmation.beforeSubmit(asked, submit);
    return (
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          // Asked only once the fields are right.
          check.onSubmit(event);
          if (!event.defaultPrevented) confirm(event);
        }}
      >
        {confirmation.dialog}
        {hidden("draw")}
        <Stack gap={4}>
          <TextInput name="secret" label={t("luckyDraw.admin.secret")} required size="xs" ff="monospace" error={check.errorOf("secret")} />
          <TextInput
            name="beacon_value"
            label={t("luckyDraw.admin.beaconValue")}
            required
            size="xs"
            inputMode="numeric"
            error={check.errorOf("beacon_value")}
          />
          <TextInput name="beacon_source" label={t("luckyDraw.admin.beaconSource")} required size="xs" error={check.errorOf("beacon_source")} />
          <Button type="submit" size="xs" loading={busy} data-testid={`draw-${week.week}`}>
            {t("luckyDraw.admin.draw")}
          </Button>
        </Stack>
      </Form>
    );
  }
  return (
    <Anchor href={`?week=${week.week}`} size="sm" data-testid={`winners-link-${week.week}`}>
      {t("luckyDraw.admin.showWinners")}
    </Anchor>
  );
}

/** Cancels an ineligible winner, with the reason the record keeps. */
function CancelWinner({ id }: { id: number }) {
  const { t } = useTranslation();
  const { onSubmit, errorOf } = useSchemaCheck(cancelWinnerInput);
  return (
    <Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={id} />
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          name="reason"
          aria-label={t("luckyDraw.admin.reason")}
          placeholder={t("luckyDraw.admin.reason")}
          size="xs"
          required
          maxLength={500}
          error={errorOf("reason")}
        />
        <Button type="submit" size="xs" color="red.8" variant="outline">
          {t("luckyDraw.admin.cancel")}
        </Button>
      </Group>
    </Form>
  );
}

function Winners({ week, winners }: { week: number; winners: AdminDrawWinner[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t("luckyDraw.admin.winnersOf", { week })}
        </Title>
        <Button component="a" href={`/api/v1/draw-lucky/export?week=${week}&lang=${locale}`} variant="default" size="xs">
          {t("luckyDraw.admin.export")}
        </Button>
      </Group>
      <TableRegion minWidth={900} label={t("luckyDraw.admin.winnersOf", { week })}>
        <Table data-testid="admin-winners">
          <Table.Thead>
            <Table.Tr>
              {(["position", "number", "name", "email", "phone", "state", "cancel"] as const).map((column) => (
                <Table.Th key={column}>{t(`luckyDraw.admin.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {winners.map((winner) => (
              <Table.Tr key={winner.id}>
                <Table.Td>{winner.position}</Table.Td>
                <Table.Td ff="monospace">{formatLuckyNumber(winner.lucky_number)}</Table.Td>
                <Table.Td>{winner.full_name}</Table.Td>
                <Table.Td>{winner.email}</Table.Td>
                <Table.Td>{winner.phone_number ?? ""}</Table.Td>
                <Table.Td>
                  {winner.cancelled_at
                    ? winner.cancel_reason
                      ? t("luckyDraw.admin.cancelledBecause", { reason: winner.cancel_reason })
                      : t("luckyDraw.admin.cancelledNoReason")
                    : winner.emailed_at
                      ? t("luckyDraw.admin.emailedAt", { date: formatDateTime(winner.emailed_at, locale) })
                      : t("luckyDraw.admin.toEmail")}
                </Table.Td>
                <Table.Td>{!winner.cancelled_at && <CancelWinner id={winner.id} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
    </Stack>
  );
}

export default function AdminDrawLucky({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { weeks, selected, winners, now } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>{t("luckyDraw.admin.title")}</Title>
      <Text size="sm">{t("luckyDraw.results.beaconRule")}</Text>
      {actionData && (
        <Alert color={actionData.ok ? "green" : "red"} role={actionData.ok ? "status" : "alert"} data-testid="draw-message">
          {actionData.message}
          {"secret" in actionData && actionData.secret && (
            <Stack gap={4} mt="xs">
              <Text fw={700}>{t("luckyDraw.admin.saveSecret", { week: actionData.week })}</Text>
              <Code block data-testid="draw-secret">
                {actionData.secret}
              </Code>
            </Stack>
          )}
        </Alert>
      )}
      <TableRegion minWidth={900} label={t("luckyDraw.admin.title")}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {(["week", "cutoff", "prizes", "state", "list", "action"] as const).map((column) => (
                <Table.Th key={column}>{t(`luckyDraw.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.week} data-testid={`admin-week-${week.week}`}>
                <Table.Td>{week.week}</Table.Td>
                <Table.Td>{formatDateTime(week.cutoff_at, locale)}</Table.Td>
                <Table.Td>{formatCount(week.prizes, locale)}</Table.Td>
                <Table.Td>
                  <Badge variant="filled" color="gray.7">
                    {t(`luckyDraw.states.${week.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{week.list_count === null ? "" : formatCount(week.list_count, locale)}</Table.Td>
                <Table.Td>
                  <WeekActions week={week} now={now} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
      {selected && <Winners week={selected} winners={winners} />}
      <Anchor href={pathTo(locale, "luckyDrawResults")}>{t("luckyDraw.admin.publicPage")}</Anchor>
    </Stack>
  );
}
