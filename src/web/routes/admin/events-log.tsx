import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Pager } from "#web/components/Pager.tsx";
import { ChainCheck } from "#web/features/audit-log/ChainCheck.tsx";
import { EventsTable } from "#web/features/audit-log/EventsTable.tsx";
import { loadEvents, verifyChain } from "#web/features/audit-log/events-log.server.ts";
import { filterQuery } from "#web/features/audit-log/filters.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { formatCount } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/events-log.ts";
import { DateField } from "#web/components/DateField.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("auditLog.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEvents(apiClient(context, localeOfRequest(request)), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return { report: await verifyChain(apiClient(context, localeOfRequest(request))) };
}

/** The activity history: who did what to what and when, filtered in Vietnam days, exported, its chain verified. */
export default function EventsLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { list, filters, fieldErrors } = loaderData;
  const query = filterQuery(filters);
  const exportHref = `/api/v1/audit/events/export?${new URLSearchParams({ ...query, lang: locale })}`;
  const pageLink = (page: number) => `${pathTo(locale, "adminEventsLog")}?${new URLSearchParams({ ...query, page: String(page) })}`;
  return (
    <Stack gap="lg">
      <Title order={1}>{t("auditLog.title")}</Title>
      <Text size="sm">{t("auditLog.lead")}</Text>
      <Form method="get" role="search" aria-label={t("auditLog.filters")}>
        <Group align="flex-end">
          <TextInput
            name="actor"
            label={t("auditLog.filter.actor")}
            description={t("auditLog.filter.actorHint")}
            defaultValue={filters.actor}
            data-testid="filter-actor"
          />
          <TextInput
            name="action"
            label={t("auditLog.filter.action")}
            description={t("auditLog.filter.actionHint")}
            defaultValue={filters.action}
            data-testid="filter-action"
          />
          <TextInput
            name="subject"
            label={t("auditLog.filter.subject")}
            description={t("auditLog.filter.subjectHint")}
            defaultValue={filters.subject}
            data-testid="filter-subject"
          />
          <DateField kind="date" name="from" label={t("auditLog.filter.from")} defaultValue={filters.from} error={fieldErrors.from} data-testid="filter-from" />
          <DateField kind="date" name="to" label={t("auditLog.filter.to")} defaultValue={filters.to} error={fieldErrors.to} data-testid="filter-to" />
          <Button type="submit" data-testid="filter-apply">
            {t("auditLog.filter.apply")}
          </Button>
        </Group>
      </Form>
      <Group>
        <Button component="a" href={exportHref} variant="default" data-testid="events-export">
          {t("auditLog.export")}
        </Button>
        <ChainCheck />
      </Group>
      {list ? (
        <>
          <Text size="sm" data-testid="events-total">
            {t("auditLog.total", { count: list.total, number: formatCount(list.total, locale) })}
          </Text>
          <EventsTable events={list.data} />
          <Pager page={list.current_page} pages={Math.max(1, Math.ceil(list.total / list.per_page))} linkTo={pageLink} />
        </>
      ) : null}
    </Stack>
  );
}
