import { Anchor, Badge, Button, Group, Modal, NativeSelect, Notification, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useFetcher } from "react-router";
import { deleteNewsId, getAdminNews, getAdminNewscat } from "#contracts/news.operations.ts";
import { newsStates, type AdminNewsSummary, type NewsState } from "#contracts/news.ts";
import { Pager } from "#web/components/Pager.tsx";
import { RowActions } from "#web/components/RowActions.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { takeFlash } from "#web/lib/flash.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/list.ts";
import { pageNumber } from "#web/lib/page-number.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("newsAdmin.title"));

const notices = ["created", "updated"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = apiClient(context, localeOfPath(url.pathname));
  const state = newsStates.find((s) => s === url.searchParams.get("state"));
  const cid = Number(url.searchParams.get("cid")) || undefined;
  const page = pageNumber(url.searchParams.get("page"));
  const [list, categories] = await Promise.all([api.call(getAdminNews, { query: { page, state, cid } }), api.call(getAdminNewscat)]);
  const { notice, headers } = takeFlash(request, notices);
  return data({ list: unwrap(list), categories: unwrap(categories), state, cid, notice }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const params = readForm(form, deleteNewsId.params);
  const result = await apiClient(context, localeOfRequest(request)).call(deleteNewsId, { params });
  // The answer names the article so that the dialog still open on it shows it.
  const id = Number(params.id);
  return result.ok ? { ok: true as const, id, message: result.message ?? "" } : { ok: false as const, id, message: result.error.message };
}

/** Filled badges on shade 8 keep white text above 4.5:1. */
const stateColor: Record<NewsState, string> = { draft: "gray", scheduled: "orange", published: "teal" };

export default function NewsAdminList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { list, categories, state, cid } = loaderData;
  const listPath = pathTo(locale, "adminNews");
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const pageLink = (page: number) =>
    `${listPath}?${new URLSearchParams({ page: String(page), ...(state ? { state } : {}), ...(cid ? { cid: String(cid) } : {}) })}`;
  const nameOf = (category: (typeof categories)[number]) => (locale === "en" && category.name_en ? category.name_en : category.name_vi);
  const categoryName = (id: number) => {
    const category = categories.find((c) => c.id === id);
    return category ? nameOf(category) : "";
  };
  const [deleting, setDeleting] = useState<AdminNewsSummary>();
  const [dismissed, setDismissed] = useState<string>();
  const deleter = useFetcher<typeof action>();
  // The answer to the last delete closes its dialog and becomes the notice; otherwise the one the form left.
  const deleted = deleter.state === "idle" && deleter.data?.ok ? deleter.data : undefined;
  const notice = deleted?.message ?? (loaderData.notice ? t(`newsAdmin.notices.${loaderData.notice}`) : undefined);
  const dialogOpen = deleting !== undefined && deleted?.id !== deleting.id;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("newsAdmin.title")}</Title>
        <Group>
          <Button component={Link} to={pathTo(locale, "adminNewsCategories")} variant="default">
            {t("newsAdmin.menu.categories")}
          </Button>
          <Button component={Link} to={pathTo(locale, "adminNewsCreate")} data-testid="news-create">
            {t("newsAdmin.menu.create")}
          </Button>
        </Group>
      </Group>
      {notice && notice !== dismissed ? (
        <Notification
          role="status"
          color="teal"
          withBorder
          onClose={() => setDismissed(notice)}
          closeButtonProps={{ "aria-label": t("newsAdmin.close") }}
          data-testid="news-notice"
        >
          {notice}
        </Notification>
      ) : null}
      <Form method="get" action={listPath} role="search" aria-label={t("newsAdmin.filter.label")} key={`${state}|${cid}`}>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            name="state"
            label={t("newsAdmin.filter.state")}
            defaultValue={state ?? ""}
            data={[{ value: "", label: t("newsAdmin.filter.all") }, ...newsStates.map((s) => ({ value: s, label: t(`newsAdmin.states.${s}`) }))]}
          />
          <NativeSelect
            name="cid"
            label={t("newsAdmin.filter.category")}
            defaultValue={cid ? String(cid) : ""}
            data={[{ value: "", label: t("newsAdmin.filter.all") }, ...categories.map((c) => ({ value: String(c.id), label: nameOf(c) }))]}
          />
          <Button type="submit" variant="default">
            {t("newsAdmin.filter.apply")}
          </Button>
        </Group>
      </Form>
      {list.data.length === 0 ? (
        <Text data-testid="news-admin-empty">{t("newsAdmin.empty")}</Text>
      ) : (
        <TableRegion minWidth={720} label={t("newsAdmin.title")}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("newsAdmin.columns.title")}</Table.Th>
                <Table.Th>{t("newsAdmin.columns.category")}</Table.Th>
                <Table.Th>{t("newsAdmin.columns.state")}</Table.Th>
                <Table.Th>{t("newsAdmin.columns.publishedAt")}</Table.Th>
                <Table.Th>{t("newsAdmin.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((item) => (
                <Table.Tr key={item.id} data-testid={`news-row-${item.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={pathTo(locale, "adminNewsEdit", { id: String(item.id) })} lang="vi">
                      {item.title_vi}
                    </Anchor>
                    <Group gap={4} mt={4}>
                      {item.hot ? (
                        <Badge size="sm" color="red.9">
                          {t("newsAdmin.hot")}
                        </Badge>
                      ) : null}
                      {!item.translated ? (
                        <Badge size="sm" variant="outline" color="gray.8">
                          {t("newsAdmin.noEnglish")}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{categoryName(item.category_id)}</Table.Td>
                  <Table.Td>
                    <Badge color={`${stateColor[item.state]}.9`}>{t(`newsAdmin.states.${item.state}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{item.published_at ? formatDateTime(item.published_at, locale) : "—"}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={item.title_vi}
                      nameLang="vi"
                      edit={{ to: pathTo(locale, "adminNewsEdit", { id: String(item.id) }) }}
                      onDelete={() => setDeleting(item)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
      <Pager page={list.current_page} pages={pages} linkTo={pageLink} />
      <Modal opened={dialogOpen} onClose={() => setDeleting(undefined)} title={t("newsAdmin.confirmDelete")}>
        <deleter.Form method="post">
          <Stack>
            <Text>{deleting?.title_vi}</Text>
            {deleter.data && !deleter.data.ok && deleter.data.id === deleting?.id ? (
              <Text c="red.9" role="alert">
                {deleter.data.message}
              </Text>
            ) : null}
            <input type="hidden" name="id" value={deleting?.id ?? ""} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(undefined)}>
                {t("newsAdmin.cancel")}
              </Button>
              <Button type="submit" color="red.9" loading={deleter.state !== "idle"} data-testid="news-delete-confirm">
                {t("newsAdmin.delete")}
              </Button>
            </Group>
          </Stack>
        </deleter.Form>
      </Modal>
    </Stack>
  );
}
