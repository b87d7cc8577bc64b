import { Anchor, Badge, Button, Group, Notification, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { getAdminPages } from "#contracts/pages.operations.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { takeFlash } from "#web/lib/flash.server.ts";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/list.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("pagesAdmin.title"));

const notices = ["created", "updated"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = unwrap(await apiClient(context, localeOfPath(new URL(request.url).pathname)).call(getAdminPages));
  const { notice, headers } = takeFlash(request, notices);
  return data({ pages: result, notice }, { headers });
}

/** Every content page by section, with whether it is published and whether its English text exists. */
export default function PagesAdminList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [notice, setNotice] = useState(loaderData.notice ? t(`pagesAdmin.notices.${loaderData.notice}`) : undefined);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("pagesAdmin.title")}</Title>
        <Button component={Link} to={pathTo(locale, "adminPageCreate")}>
          {t("pagesAdmin.create")}
        </Button>
      </Group>
      {notice ? (
        <Notification role="status" color="teal" withBorder onClose={() => setNotice(undefined)} closeButtonProps={{ "aria-label": t("newsAdmin.close") }}>
          {notice}
        </Notification>
      ) : null}
      {loaderData.pages.length === 0 ? (
        <Text>{t("pagesAdmin.empty")}</Text>
      ) : (
        <TableRegion minWidth={640} label={t("pagesAdmin.title")}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("pagesAdmin.columns.title")}</Table.Th>
                <Table.Th>{t("pagesAdmin.columns.section")}</Table.Th>
                <Table.Th>{t("pagesAdmin.columns.state")}</Table.Th>
                <Table.Th>{t("pagesAdmin.columns.updated")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loaderData.pages.map((page) => (
                <Table.Tr key={page.id}>
                  <Table.Td>
                    <Anchor component={Link} to={pathTo(locale, "adminPageEdit", { id: String(page.id) })} lang="vi">
                      {page.title_vi}
                    </Anchor>
                    {!page.translated ? (
                      <Badge ml="xs" size="sm" variant="outline" color="gray.8">
                        {t("newsAdmin.noEnglish")}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t(`pagesAdmin.sections.${page.section}`)}</Table.Td>
                  <Table.Td>{t(page.published_at ? "pagesAdmin.published" : "pagesAdmin.unpublished")}</Table.Td>
                  <Table.Td>{formatDateTime(page.updated_at, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
    </Stack>
  );
}
