import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useFetcher } from "react-router";
import { Pager } from "#web/components/Pager.tsx";
import { i18nFor } from "#web/i18n/i18n.ts";
import { getContacts, postContactsIdRead } from "#contracts/contact.operations.ts";
import type { ContactMessage } from "#contracts/contact.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/contacts.ts";
import { pageNumber } from "#web/lib/page-number.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("publicSite.contacts.title"));

const statuses = ["all", "unread", "read"] as const;

/** Filters live in the address (a GET form), so a filtered list can be shared and reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = statuses.find((value) => value === url.searchParams.get("status")) ?? "all";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 120);
  const page = pageNumber(url.searchParams.get("page"));
  const result = unwrap(await apiClient(context, localeOfPath(url.pathname)).call(getContacts, { query: { status, page, q: q || undefined } }));
  return { list: result, status, q };
}

/** Mark read / unread; the API checks the message's id and answers a wrong one in the page's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await apiClient(context, localeOfRequest(request)).call(postContactsIdRead, {
    params: readForm(form, postContactsIdRead.params),
    body: readForm(form, postContactsIdRead.body),
  });
  return formAnswer(result, form);
}

/** A reply in the sender's language, quoting their message. */
function replyLink(message: ContactMessage) {
  const { t } = i18nFor(message.locale === "en" ? "en" : "vi");
  const subject = t("publicSite.contacts.replySubject", { id: message.id });
  const quoted = message.content
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `${t("publicSite.contacts.replyGreeting", { name: message.full_name })}\n\n\n\n${quoted}`;
  return `mailto:${message.email}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, "%20")}`;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const read = message.read_at !== null;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`contact-${message.id}`} data-testid="contact-message" data-read={read}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h5" id={`contact-${message.id}`}>
            {message.full_name}
          </Title>
          <Text size="sm">
            <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor> · {formatDate(message.created_at, locale)} · {message.locale.toUpperCase()}
          </Text>
        </Stack>
        <Badge color={read ? "gray.7" : "ocean.8"} variant="filled">
          {t(read ? "publicSite.contacts.read" : "publicSite.contacts.unread")}
        </Badge>
      </Group>
      <Text mt="sm" style={{ whiteSpace: "pre-wrap" }} lang={message.locale}>
        {message.content}
      </Text>
      <Group mt="md" gap="sm">
        <Button component="a" href={replyLink(message)} size="xs">
          {t("publicSite.contacts.reply")}
        </Button>
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="read" value={String(!read)} />
          <Button type="submit" size="xs" variant="default" loading={fetcher.state !== "idle"}>
            {t(read ? "publicSite.contacts.markUnread" : "publicSite.contacts.markRead")}
          </Button>
        </fetcher.Form>
      </Group>
    </Paper>
  );
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { list, status, q } = loaderData;
  const listPath = pathTo(locale, "adminContacts");
  const pageLink = (page: number) => `${listPath}?${new URLSearchParams({ status, ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <Stack gap="lg">
      <Title order={1}>{t("publicSite.contacts.title")}</Title>
      <Text data-testid="contacts-unread">{t("publicSite.contacts.unreadCount", { count: list.unread })}</Text>
      <Form method="get" action={listPath}>
        <Group align="flex-end" wrap="wrap">
          <TextInput name="q" type="search" label={t("publicSite.contacts.search")} defaultValue={q} maxLength={120} />
          <NativeSelect
            name="status"
            label={t("publicSite.contacts.status")}
            defaultValue={status}
            data={statuses.map((value) => ({ value, label: t(`publicSite.contacts.statuses.${value}`) }))}
          />
          <Button type="submit" variant="default">
            {t("publicSite.contacts.filter")}
          </Button>
        </Group>
      </Form>
      {list.data.length === 0 ? (
        <Text data-testid="contacts-empty">{t("publicSite.contacts.empty")}</Text>
      ) : (
        list.data.map((message) => <MessageCard key={message.id} message={message} />)
      )}
      <Pager page={list.current_page} pages={Math.max(1, Math.ceil(list.total / list.per_page))} linkTo={pageLink} />
    </Stack>
  );
}
