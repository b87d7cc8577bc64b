import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { getServiceKey, putServiceKey } from "#contracts/funds-data.operations.ts";
import { overviewInput } from "#contracts/funds-data.ts";
import { FormFailure } from "#web/components/FormFailure.tsx";
import { BilingualColumns } from "#web/features/content/BilingualFields.tsx";
import { fundCode, fundOfPath } from "#web/routing/fund-pages.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formAnswer, typedValues, useSchemaCheck } from "#web/lib/forms.ts";
import { readForm } from "#web/lib/form-input.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/overview.ts";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, (t) => `${t("fundsReports.overview.title")} · ${t(`fundsData.funds.${fundCode[fundOfPath(location.pathname)]}`)}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const loai = fundOfPath(new URL(request.url).pathname);
  return { loai, overview: unwrap(await apiClient(context, localeOfRequest(request)).call(getServiceKey, { params: { key: `${loai}` } })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await apiClient(context, localeOfRequest(request)).call(putServiceKey, {
    params: { key: `${fundOfPath(new URL(request.url).pathname)}` },
    body: readForm(form, putServiceKey.body),
  });
  // What was sent stays in the form after a save as after a refusal.
  return { ...formAnswer(result, form), values: typedValues(form) };
}

/** dttt and dtbv (each group's overview page): the fund's overview (`tongquan`) in both languages (spec: service). */
export default function FundOverviewAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { loai, overview } = loaderData;
  const values: Record<string, string> = {
    title_vi: overview.title_vi,
    title_en: overview.title_en,
    body_vi: overview.body_vi,
    body_en: overview.body_en,
    ...actionData?.values,
  };
  const { onSubmit, errorOf } = useSchemaCheck(overviewInput, actionData?.fieldErrors);
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t("fundsReports.overview.title")} · {t(`fundsData.funds.${fundCode[loai]}`)}
      </Title>
      <Text>{t("fundsReports.overview.intro")}</Text>
      <Form method="post" noValidate onSubmit={onSubmit} key={overview.updated_at ?? "new"}>
        <Stack gap="lg">
          {actionData?.ok ? (
            <Alert color="teal" role="status" data-testid="overview-saved">
              {actionData.message}
            </Alert>
          ) : (
            <FormFailure failure={actionData} title={t("fundsReports.overview.failed")} testId="overview-error" />
          )}
          <BilingualColumns values={values} errorOf={errorOf} bodyLabel={t("fundsReports.overview.body")} testPrefix="overview" />
          <Group>
            <Button type="submit" loading={busy} data-testid="overview-submit">
              {t("fundsData.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
