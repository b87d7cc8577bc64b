import { Anchor, Container, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getContestEdition } from "#contracts/contest.operations.ts";
import { getPagesSection, getPagesSectionSlug } from "#contracts/pages.operations.ts";
import type { PageSection } from "#contracts/pages.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { TranslatedBody } from "#web/components/TranslatedBody.tsx";
import { ContestFacts, contestPageOrder } from "#web/features/contest/ContestFacts.tsx";
import { FundFacts } from "#web/features/funds-data/FundFacts.tsx";
import { fundFacts, fundOfServiceSlug } from "#web/features/funds-data/fund-facts.server.ts";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, matchPage } from "#web/routing/site-map.ts";
import type { Route } from "./+types/content-page.ts";

const sectionOfPage = { introduce: "introduce", service: "service", contest: "contest" } as const satisfies Record<string, PageSection>;
const sectionTitles = { introduce: "contentPage.introduceTitle", service: "contentPage.serviceTitle", contest: "contentPage.contestTitle" } as const;

/** Editorial pages of a section (introduce, service, contest): one page by its slug, or the section's list. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const name = matchPage(pathname)?.page;
  const section: PageSection = name === "service" || name === "contest" ? sectionOfPage[name] : "introduce";
  const api = apiClient(context, localeOfPath(pathname));
  // Contest pages carry the edition's data (prize table, timeline, draw weeks) below their text.
  const edition = section === "contest" ? await api.call(getContestEdition) : undefined;
  const facts = edition ? { edition: unwrap(edition), now: new Date().toISOString() } : undefined;
  if (params.id) {
    // A fund's service page shows the fund's latest NAV and figures above its text.
    const fund = section === "service" ? fundOfServiceSlug(params.id) : undefined;
    const [result, fundData] = await Promise.all([
      api.call(getPagesSectionSlug, { params: { section, slug: params.id } }),
      fund ? fundFacts(api, fund) : undefined,
    ]);
    return { section, page: unwrap(result), pages: [], facts, fund: fundData };
  }
  const result = unwrap(await api.call(getPagesSection, { params: { section } }));
  const pages = section === "contest" ? contestPageOrder(result) : result;
  return { section, page: undefined, pages, facts, fund: undefined };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta(location, (t) => loaderData?.page?.title ?? t(sectionTitles[loaderData?.section ?? "introduce"]));

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { section, page: current, pages, facts, fund } = loaderData;
  const pageName = section;

  if (current) {
    return (
      <Container size={860} py={48} component="article">
        <Stack gap="md">
          <Title order={1}>{current.title}</Title>
          <Text c="dimmed" size="sm">
            {t("contentPage.updated", { date: formatDate(current.updated_at, locale) })}
          </Text>
          {fund ? <FundFacts facts={fund} /> : null}
          <TranslatedBody body={current.body} translated={current.translated} untranslatedNote={t("contentPage.untranslated")} />
          {facts ? <ContestFacts slug={current.slug} edition={facts.edition} now={facts.now} /> : null}
        </Stack>
      </Container>
    );
  }

  return (
    <Container size={section === "contest" ? 1200 : 860} py={48}>
      <Stack gap="md">
        <Title order={1}>{t(sectionTitles[section])}</Title>
        {pages.length === 0 ? (
          <Text data-testid="section-empty">{t("contentPage.empty")}</Text>
        ) : section === "contest" ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ul" className="card-list">
            {pages.map((item) => (
              <li key={item.slug}>
                <Anchor component={PageLink} page={pageName} params={{ id: item.slug }} className="card-link" fw={600}>
                  {item.title}
                </Anchor>
              </li>
            ))}
          </SimpleGrid>
        ) : (
          <List spacing="sm">
            {pages.map((item) => (
              <List.Item key={item.slug}>
                <Anchor component={PageLink} page={pageName} params={{ id: item.slug }}>
                  {item.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        {section === "contest" ? (
          <Group data-testid="results-links">
            <Anchor component={PageLink} page="resultsSemiFinal" fw={600}>
              {t("results.public.semiLink")}
            </Anchor>
            <Anchor component={PageLink} page="results" fw={600}>
              {t("results.public.finalLink")}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
