import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { newsArticle } from "#contracts/news.ts";
import { PageLink } from "#web/components/PageLink.tsx";
import { TranslatedBody } from "#web/components/TranslatedBody.tsx";
import { apiClient } from "#web/lib/api.server.ts";
import { formatDate, useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/news-article.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const result = await api.get(`/news/${encodeURIComponent(params.id)}`, newsArticle);
  if (!result.ok) throw data(result.error.message, { status: result.status });
  if (String(result.data.category_id) !== params.cid) throw data(null, { status: 404 });
  return { article: result.data };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location, (t) => loaderData?.article.title ?? t("news.title"));

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { article } = loaderData;
  return (
    <Container size={860} py={48} component="article">
      <Stack gap="md">
        <Anchor component={PageLink} page="news" params={{ cid: String(article.category_id) }}>
          ← {t("news.backToList")}
        </Anchor>
        <Title order={1}>{article.title}</Title>
        <Text c="dimmed" size="sm">
          <time dateTime={article.published_at}>{t("news.published", { date: formatDate(article.published_at, locale) })}</time>
        </Text>
        <Text fw={500}>{article.summary}</Text>
        <TranslatedBody body={article.body} translated={article.translated} untranslatedNote={t("news.untranslated")} />
      </Stack>
    </Container>
  );
}
