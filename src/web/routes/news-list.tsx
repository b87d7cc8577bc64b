import { Badge, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getNews, getNewscat } from "#contracts/news.operations.ts";
import { ArticleCard } from "#web/components/ArticleCard.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { Pager } from "#web/components/Pager.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfPath, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/news-list.ts";
import { pageNumber } from "#web/lib/page-number.ts";

const PER_PAGE = 12;

/** News by category: hot articles first, then the newest, paged. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = apiClient(context, localeOfPath(url.pathname));
  const page = pageNumber(url.searchParams.get("page"));
  const categories = unwrap(await api.call(getNewscat));
  const category = params.cid ? categories.find((c) => String(c.id) === params.cid) : undefined;
  if (params.cid && !category) throw data(null, { status: 404 });
  const filter = category ? { cid: category.id } : {};
  const [hot, newest] = await Promise.all([
    page === 1 ? api.call(getNews, { query: { hot: "1", per_page: 3, ...filter } }) : undefined,
    api.call(getNews, { query: { page, per_page: PER_PAGE, ...filter } }),
  ]);
  const newestPage = unwrap(newest);
  const hotItems = hot?.ok ? hot.data.data : [];
  // An article shown under "Hot" is not listed a second time beside it.
  const shown = new Set(hotItems.map((item) => item.id));
  return {
    categories: categories,
    category,
    hot: hotItems,
    newest: newestPage.data.filter((item) => !shown.has(item.id)),
    total: newestPage.total,
    page,
    pages: Math.max(1, Math.ceil(newestPage.total / PER_PAGE)),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location, (t) => loaderData?.category?.name ?? t("news.title"));

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { categories, category, hot, newest, total, page, pages } = loaderData;
  const listPath = pathTo(locale, "news", { cid: category ? String(category.id) : undefined });
  return (
    <Container size={1200} py={48}>
      <Stack gap="lg">
        <Title order={1}>{category?.name ?? t("news.title")}</Title>
        {categories.length ? (
          <Group component="nav" aria-label={t("news.categories")} gap="xs">
            <Badge component={PageLink} page="news" variant={category ? "outline" : "filled"} size="lg" style={{ cursor: "pointer" }}>
              {t("news.all")}
            </Badge>
            {categories.map((c) => (
              <Badge
                key={c.id}
                component={PageLink}
                page="news"
                params={{ cid: String(c.id) }}
                variant={c.id === category?.id ? "filled" : "outline"}
                size="lg"
                style={{ cursor: "pointer" }}
              >
                {c.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        {total === 0 ? (
          <Text data-testid="news-empty">{t("news.empty")}</Text>
        ) : (
          <>
            {hot.length ? (
              <section aria-labelledby="hot-title">
                <Title order={2} id="hot-title" mb="sm">
                  {t("news.hot")}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {hot.map((item) => (
                    <ArticleCard key={item.id} item={item} priority />
                  ))}
                </SimpleGrid>
              </section>
            ) : null}
            {newest.length ? (
              <section aria-labelledby="newest-title">
                <Title order={2} id="newest-title" mb="sm">
                  {t("news.newest")}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {newest.map((item, index) => (
                    <ArticleCard key={item.id} item={item} priority={hot.length === 0 && index < 3} />
                  ))}
                </SimpleGrid>
              </section>
            ) : null}
            <Pager page={page} pages={pages} linkTo={(n) => `${listPath}?page=${n}`} />
          </>
        )}
      </Stack>
    </Container>
  );
}
