import { Anchor, Container, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "#contracts/zod.ts";
import { page, pageSummary, type PageSection } from "#contracts/pages.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { TranslatedBody } from "#web/components/TranslatedBody.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, matchPage } from "#web/routing/site-map.ts";
import type { Route } from "./+types/content-page.ts";

/** Introduce and service pages: one page by its slug, or the section's list of published pages. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const section: PageSection = matchPage(pathname)?.page === "service" ? "service" : "introduce";
  const api = apiClient(context, localeOfPath(pathname));
  if (params.id) {
    const result = await api.get(`/pages/${section}/${encodeURIComponent(params.id)}`, page);
    if (!result.ok) throw data(result.error.message, { status: result.status });
    return { section, page: result.data, pages: [] };
  }
  const result = await api.get(`/pages/${section}`, z.array(pageSummary));
  if (!result.ok) throw data(result.error.message, { status: result.status });
  return { section, page: undefined, pages: result.data };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta(location, (t) => loaderData?.page?.title ?? t(loaderData?.section === "service" ? "contentPage.serviceTitle" : "contentPage.introduceTitle"));

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { section, page: current, pages } = loaderData;
  const sectionTitle = t(section === "service" ? "contentPage.serviceTitle" : "contentPage.introduceTitle");

  if (current) {
    return (
      <Container size={860} py={48} component="article">
        <Stack gap="md">
          <Title order={1}>{current.title}</Title>
          <Text c="dimmed" size="sm">
            {t("contentPage.updated", { date: formatDate(current.updated_at, locale) })}
          </Text>
          <TranslatedBody body={current.body} translated={current.translated} untranslatedNote={t("contentPage.untranslated")} />
        </Stack>
      </Container>
    );
  }

  return (
    <Container size={860} py={48}>
      <Stack gap="md">
        <Title order={1}>{sectionTitle}</Title>
        {pages.length === 0 ? (
          <Text data-testid="section-empty">{t("contentPage.empty")}</Text>
        ) : (
          <List spacing="sm">
            {pages.map((item) => (
              <List.Item key={item.slug}>
                <Anchor component={PageLink} page={section} params={{ id: item.slug }}>
                  {item.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Container>
  );
}
