import { Alert, Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { getOrderId, postOrderAdminAddorder, putOrderAdminUpdateorderId } from "#contracts/funds-orders.operations.ts";
import { isEditable, type Tinhtrang } from "#domain/fund-orders.ts";
import { fundsResult } from "#web/features/funds/admin.server.ts";
import { offlineOrderForm, RECEIVED_EARLIER } from "#web/features/funds/offline-order.ts";
import { DecimalField } from "#web/components/DecimalField.tsx";
import { WholeNumberField } from "#web/components/WholeNumberField.tsx";
import { readForm } from "#web/lib/form-input.ts";
import { useSchemaCheck } from "#web/lib/forms.ts";
import { fundCode, fundOfPath, fundPages } from "#web/routing/fund-pages.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/order-form.ts";
import { DateField } from "#web/components/DateField.tsx";

export const meta: Route.MetaFunction = ({ location, params }) =>
  pageMeta(location, (t) => (params.id ? t("funds.offline.editTitle") : t("funds.menu.buyCreate")));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loai = fundOfPath(new URL(request.url).pathname);
  const id = Number(params.id);
  if (!params.id) return { loai, order: null };
  const order = unwrap(await apiClient(context, localeOfRequest(request)).call(getOrderId, { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } }));
  // An order of the other fund is not found at this fund's address (as chart/edit answers for a NAV record).
  if (order.loai !== loai) throw data(null, { status: 404 });
  return { loai, order };
}

/** `POST /order/admin/addorder` for a new offline buy, `PUT /order/admin/updateorder/{id}` to correct one not yet priced. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const form = await request.formData();
  const body = readForm(form, offlineOrderForm(form.has(RECEIVED_EARLIER)));
  const result = params.id
    ? await api.call(putOrderAdminUpdateorderId, { params: { id: Number(params.id) || 0 }, body })
    : await api.call(postOrderAdminAddorder, { body });
  return {
    ...fundsResult(result),
    reference: result.ok ? result.data.reference : undefined,
    awaiting: result.ok && result.data.backdate?.state === "awaiting",
  };
}

/**
 * An order taken on paper (paid at the office or by transfer): the same rules and ledger as one placed on the site.
 * It was received when saved, or earlier (ticked: the time received and why; another administrator approves it).
 * An edit never moves its time.
 */
export default function OfflineOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { loai, order } = loaderData;
  const locked = order !== null && !isEditable("buy", order.tinhtrang as Tinhtrang);
  const [earlier, setEarlier] = useState(false);
  const { onSubmit, errorOf } = useSchemaCheck(offlineOrderForm(earlier), actionData?.fieldErrors);
  const listLink = (
    <Anchor component={Link} to={`${pathTo(locale, fundPages[loai].buys)}?tinhtrang=all`} underline="always">
      {t("funds.offline.backToList")}
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>
        {order ? t("funds.offline.editTitle") : t("funds.menu.buyCreate")} · {t(`funds.fund.${fundCode[loai]}`)}
      </Title>
      <Text>{t("funds.offline.lead")}</Text>
      {locked ? <Alert color="yellow">{t("funds.offline.locked")}</Alert> : null}
      {actionData?.ok ? (
        <Alert color="teal" role="status" data-testid="offline-saved">
          {actionData.message} {actionData.reference ? `(${actionData.reference})` : null} {actionData.awaiting ? t("funds.offline.awaiting") : null} {listLink}
        </Alert>
      ) : null}
      {actionData && !actionData.ok && !Object.keys(actionData.fieldErrors).length ? (
        <Alert color="red" role="alert" data-testid="offline-error">
          {actionData.message}
        </Alert>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="loai" value={loai} />
        <input type="hidden" name="type" value="buy" />
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name="user_id"
              label={t("funds.offline.userId")}
              description={t("funds.offline.userIdHint")}
              inputMode="numeric"
              defaultValue={order?.user_id ?? ""}
              required
              error={errorOf("user_id")}
            />
            <WholeNumberField
              name="giatri"
              label={t("funds.buy.amount")}
              {...(order?.giatri != null ? { defaultValue: order.giatri } : {})}
              required
              error={errorOf("giatri")}
            />
            <DecimalField
              name="price"
              label={t("funds.offline.price")}
              description={t("funds.offline.checkHint")}
              defaultValue={order?.price}
              error={errorOf("price")}
            />
            <DecimalField
              name="model"
              label={t("funds.offline.units")}
              description={t("funds.offline.checkHint")}
              defaultValue={order?.model}
              error={errorOf("model")}
            />
          </SimpleGrid>
          {order ? (
            <Text data-testid="offline-fixed-time">
              {/* An order's time never moves: the stored one goes back as it is. */}
              <input type="hidden" name="date_create" value={order.date_create} />
              {t("funds.offline.fixedTime", { time: formatDateTime(order.date_create, locale) })}
            </Text>
          ) : (
            <Stack gap="sm">
              <Checkbox
                name={RECEIVED_EARLIER}
                label={t("funds.offline.receivedEarlier")}
                description={t("funds.offline.receivedEarlierHint")}
                checked={earlier}
                onChange={(event) => setEarlier(event.currentTarget.checked)}
                data-testid="offline-earlier"
              />
              {earlier ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DateField
                    kind="datetime"
                    name="date_create"
                    label={t("funds.offline.placedAt")}
                    description={t("funds.offline.placedAtHint")}
                    required
                    error={errorOf("date_create")}
                    data-testid="offline-received"
                  />
                  <Textarea
                    name="reason"
                    label={t("funds.offline.reason")}
                    maxLength={500}
                    autosize
                    minRows={2}
                    required
                    error={errorOf("reason")}
                    data-testid="offline-reason"
                  />
                </SimpleGrid>
              ) : null}
            </Stack>
          )}
          <Group>
            <Button type="submit" loading={busy} disabled={locked} data-testid="offline-submit">
              {order ? t("funds.offline.save") : t("funds.offline.create")}
            </Button>
            {listLink}
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
