import { Anchor, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { getNews, getNewsId } from "#contracts/news.operations.ts";
import { articleSegment, idOfSegment } from "#contracts/news-paths.ts";
import { CoverImage } from "#web/components/CoverImage.tsx";
import { ArticleCard } from "#web/components/ArticleCard.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { TranslatedBody } from "#web/components/TranslatedBody.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { articleMeta, pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest, pathTo } from "#web/routing/site-map.ts";
import type { Route } from "./+types/news-article.ts";

const RELATED = 3;

/** An article at its readable address (/tin-tuc/{category}/{id}-{slug}); other spellings redirect there. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const api = apiClient(context, locale);
  const id = idOfSegment(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const result = unwrap(await api.call(getNewsId, { params: { id } }));
  const article = result;
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data") && (params.cid !== String(article.category_id) || params.id !== articleSegment(article))) {
    const canonical = new URL(request.url);
    canonical.pathname = pathTo(locale, "article", { cid: String(article.category_id), id: articleSegment(article) });
    if (canonical.pathname !== url.pathname) throw redirect(canonical.pathname + url.search, 301);
  }
  const related = await api.call(getNews, { query: { cid: article.category_id, exclude: article.id, per_page: RELATED } });
  return { article, related: related.ok ? related.data.data : [] };
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  if (!loaderData) return pageMeta(location, (t) => t("news.title"));
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return articleMeta(location, root?.publicUrl ?? "", loaderData.article);
};

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { article, related } = loaderData;
  return (
    <Container size={860} py={48}>
      <Stack gap="xl">
        <Stack gap="md" component="article">
          <Anchor component={PageLink} page="news" params={{ cid: String(article.category_id) }}>
            ← {t("news.backToList")}
          </Anchor>
          <Title order={1}>{article.title}</Title>
          <Text c="dimmed" size="sm">
            <time dateTime={article.published_at}>{t("news.published", { date: formatDate(article.published_at, locale) })}</time>
          </Text>
          {article.cover_image ? <CoverImage src={article.cover_image} picture={article.cover_picture} priority /> : null}
          <Text fw={500}>{article.summary}</Text>
          <TranslatedBody body={article.body} translated={article.translated} untranslatedNote={t("news.untranslated")} />
        </Stack>
        {related.length ? (
          <section aria-labelledby="related-title">
            <Title order={2} id="related-title" mb="sm">
              {t("news.related")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {related.map((item) => (
                <ArticleCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
          </section>
        ) : null}
      </Stack>
    </Container>
  );
}
