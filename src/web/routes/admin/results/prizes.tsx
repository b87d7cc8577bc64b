import { Alert, Button, Fieldset, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { prizeRanks } from "#contracts/contest.ts";
import { getPrize, postPrize } from "#contracts/results.operations.ts";
import { prizeTableInput } from "#contracts/results.ts";
import { PrizeTable } from "#web/features/contest/PrizeTable.tsx";
import { WholeNumberField } from "#web/components/WholeNumberField.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer, useSchemaCheck } from "#web/lib/forms.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/prizes.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("results.prizes.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  return { table: unwrap(await apiClient(context, localeOfRequest(request)).call(getPrize)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAnswer(await apiClient(context, localeOfRequest(request)).call(postPrize, { body: readForm(form, postPrize.body) }), form);
}

/** The edition's prize table: count and integer VND amount per rank, validated here and by the API; locked once the final is published. */
export default function Prizes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { table } = loaderData;
  const { onSubmit, errorOf } = useSchemaCheck(prizeTableInput, actionData?.fieldErrors ?? {});
  const line = (rank: (typeof prizeRanks)[number]) => table.prizes.find((prize) => prize.rank === rank);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t("results.prizes.title")}</Title>
      <Text>{t("results.prizes.lead")}</Text>
      {table.locked && (
        <Alert color="yellow" role="note" data-testid="prizes-locked">
          {t("results.prizes.locked")}
        </Alert>
      )}
      {actionData && (
        <Alert color={actionData.ok ? "teal" : "red"} role={actionData.ok ? "status" : "alert"} data-testid="prizes-message">
          {actionData.message}
        </Alert>
      )}
      <Form method="post" noValidate onSubmit={onSubmit}>
        <Fieldset legend={t("results.prizes.title")} disabled={table.locked}>
          <Stack gap="sm">
            {prizeRanks.map((rank, index) => (
              <SimpleGrid key={rank} cols={{ base: 1, sm: 2 }} spacing="md">
                <input type="hidden" name={`prizes.${index}.rank`} value={rank} />
                <WholeNumberField
                  name={`prizes.${index}.count`}
                  label={t("results.prizes.count", { rank: t(`contest.ranks.${rank}`) })}
                  defaultValue={line(rank)?.count ?? 0}
                  error={errorOf(`prizes.${index}.count`)}
                  data-testid={`prize-count-${rank}`}
                />
                <WholeNumberField
                  name={`prizes.${index}.amount_vnd`}
                  label={t("results.prizes.amount", { rank: t(`contest.ranks.${rank}`) })}
                  defaultValue={line(rank)?.amount_vnd ?? 0}
                  rightSection="₫"
                  error={errorOf(`prizes.${index}.amount_vnd`)}
                  data-testid={`prize-amount-${rank}`}
                />
              </SimpleGrid>
            ))}
            {errorOf("prizes") && (
              <Text c="red.8" size="sm" role="alert">
                {errorOf("prizes")}
              </Text>
            )}
            <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }} data-testid="prizes-save">
              {t("results.prizes.save")}
            </Button>
          </Stack>
        </Fieldset>
      </Form>
      <PrizeTable prizes={table.prizes} />
    </Stack>
  );
}
