import { Badge, Button, Group, NativeSelect, Notification, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import type { Role } from "#contracts/identity.ts";
import { deleteUsersId, getUsers, postUsersIdResetPassword } from "#contracts/users.operations.ts";
import { userTypes, type AdminUser, type UserType } from "#contracts/users.ts";
import { RowActions } from "#web/components/RowActions.tsx";
import type { UserActionResult } from "#web/features/users/actions.ts";
import { DeleteUserDialog } from "#web/features/users/DeleteUserDialog.tsx";
import { ResetPasswordDialog } from "#web/features/users/ResetPasswordDialog.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { takeFlash } from "#web/lib/flash.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/list.ts";
import { pageNumber } from "#web/lib/page-number.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("adminUsers.title"));

const notices = ["created", "updated"] as const;

/** The filters live in the address (a GET form), so a filtered list can be shared and reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("type") ?? "";
  const type: UserType = userTypes.find((value) => value === requested) ?? "all";
  const fullName = (url.searchParams.get("full_name") ?? "").trim().slice(0, 120);
  const page = pageNumber(url.searchParams.get("page"));
  const result = unwrap(await apiClient(context, localeOfPath(url.pathname)).call(getUsers, { query: { type, page, full_name: fullName || undefined } }));
  const { notice, headers } = takeFlash(request, notices);
  return data({ list: result, type, fullName, notice }, { headers });
}

/** Delete and reset-password, sent from the confirmation dialogs. */
export async function action({ request, context }: Route.ActionArgs): Promise<UserActionResult> {
  const form = await request.formData();
  const api = apiClient(context, localeOfRequest(request));
  const intent = form.get("intent");
  if (intent !== "delete" && intent !== "reset") throw data(null, { status: 400 });
  const result =
    intent === "delete"
      ? await api.call(deleteUsersId, { params: readForm(form, deleteUsersId.params) })
      : await api.call(postUsersIdResetPassword, {
          params: readForm(form, postUsersIdResetPassword.params),
          body: readForm(form, postUsersIdResetPassword.body),
        });
  // A typed password never goes back to the page.
  form.delete("password");
  const answer: UserActionResult = { intent, ...formAnswer(result, form) };
  const generated = result.ok && "generated_password" in result.data ? result.data.generated_password : undefined;
  return generated ? { ...answer, generatedPassword: generated } : answer;
}

/** Filled badges on shade 8 keep white text above 4.5:1. */
const roleColor: Record<Role, string> = { administrator: "grape", judge: "indigo", candidate: "ocean", investor: "blue" };

export default function UsersList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { list, type, fullName } = loaderData;
  const listPath = pathTo(locale, "adminUsers");
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const filtered = type !== "all" || fullName !== "";
  const pageLink = (page: number) => `${listPath}?${new URLSearchParams({ type, ...(fullName ? { full_name: fullName } : {}), page: String(page) })}`;

  const [notice, setNotice] = useState<string | undefined>(loaderData.notice ? t(`adminUsers.notices.${loaderData.notice}`) : undefined);
  const [deleting, setDeleting] = useState<AdminUser>();
  const [resetting, setResetting] = useState<AdminUser>();

  useEffect(() => {
    if (loaderData.notice) setNotice(t(`adminUsers.notices.${loaderData.notice}`));
  }, [loaderData.notice, t]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t("adminUsers.title")}</Title>
        <Button component={Link} to={pathTo(locale, "adminUserCreate")} data-testid="users-create">
          {t("adminUsers.create")}
        </Button>
      </Group>

      {notice ? (
        <Notification
          role="status"
          color="teal"
          withBorder
          onClose={() => setNotice(undefined)}
          closeButtonProps={{ "aria-label": t("adminUsers.notices.close") }}
          data-testid="users-notice"
        >
          {notice}
        </Notification>
      ) : null}

      <Form method="get" action={listPath} role="search" aria-label={t("adminUsers.filter.label")} key={`${type}|${fullName}`}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            name="type"
            label={t("adminUsers.filter.type")}
            defaultValue={type}
            data={userTypes.map((value) => ({ value, label: t(`adminUsers.types.${value}`) }))}
            data-testid="users-filter-type"
          />
          <TextInput
            name="full_name"
            type="search"
            label={t("adminUsers.filter.search")}
            placeholder={t("adminUsers.filter.searchPlaceholder")}
            defaultValue={fullName}
            maxLength={120}
            style={{ flex: "1 1 16rem" }}
            data-testid="users-search"
          />
          <Button type="submit" variant="filled" data-testid="users-search-submit">
            {t("adminUsers.filter.submit")}
          </Button>
          {filtered ? (
            <Button component={Link} to={listPath} variant="default">
              {t("adminUsers.filter.clear")}
            </Button>
          ) : null}
        </Group>
      </Form>

      <Text size="sm" data-testid="users-total">
        {t("adminUsers.total", { count: list.total })}
      </Text>

      {list.data.length === 0 ? (
        <Text data-testid="users-empty">{t(filtered ? "adminUsers.empty" : "adminUsers.emptyAll")}</Text>
      ) : (
        <TableRegion minWidth={900} label={t("adminUsers.title")}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
            <Table.Caption>{t("adminUsers.tableCaption", { page: list.current_page, pages })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("adminUsers.columns.name")}</Table.Th>
                <Table.Th scope="col">{t("adminUsers.columns.role")}</Table.Th>
                <Table.Th scope="col">{t("adminUsers.columns.status")}</Table.Th>
                <Table.Th scope="col">{t("adminUsers.columns.created")}</Table.Th>
                <Table.Th scope="col">{t("adminUsers.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((user) => (
                <Table.Tr key={user.id} data-testid="user-row" data-user-id={user.id}>
                  <Table.Td>
                    <Text fw={600}>{user.full_name}</Text>
                    <Text size="sm" c="dimmed">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={roleColor[user.role]} variant="filled">
                      {t(`adminUsers.types.${user.role}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={user.activated ? "ocean" : "gray"} variant="outline">
                      {t(user.activated ? "adminUsers.activated" : "adminUsers.notActivated")}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(user.created_at, locale)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={user.full_name}
                      edit={{ to: pathTo(locale, "adminUserEdit", { id: String(user.id) }) }}
                      onDelete={() => setDeleting(user)}
                    >
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t("adminUsers.actions.resetPasswordLabel", { name: user.full_name })}
                        onClick={() => setResetting(user)}
                      >
                        {t("adminUsers.actions.resetPassword")}
                      </Button>
                    </RowActions>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}

      {pages > 1 ? (
        <Group component="nav" aria-label={t("adminUsers.pager.label")} justify="center">
          {list.current_page > 1 ? (
            <Button component={Link} to={pageLink(Math.min(list.current_page - 1, pages))} variant="default">
              {t("adminUsers.pager.previous")}
            </Button>
          ) : null}
          <Text>{t("adminUsers.pager.pageOf", { page: list.current_page, pages })}</Text>
          {list.current_page < pages ? (
            <Button component={Link} to={pageLink(list.current_page + 1)} variant="default">
              {t("adminUsers.pager.next")}
            </Button>
          ) : null}
        </Group>
      ) : null}

      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(undefined)}
        onDone={(message) => {
          setDeleting(undefined);
          setNotice(message);
        }}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} onDone={setNotice} />
    </Stack>
  );
}
