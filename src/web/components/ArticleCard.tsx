import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { NewsSummary } from "#contracts/news.ts";
import { articleSegment } from "#contracts/news-paths.ts";
import { CoverImage } from "#web/components/CoverImage.tsx";
import { PageLink } from "#web/components/PageLink.tsx";
import { formatDate, useLocale } from "#web/lib/locale.ts";

/** An article in a list: cover, title linking to its readable address, publish date and summary. `priority` for cards in the first view. */
export function ArticleCard({ item, headingLevel = 3, priority = false }: { item: NewsSummary; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card withBorder padding="lg" component="article" className="article-card">
      {item.cover_image ? (
        <Card.Section mb="sm">
          <CoverImage src={item.cover_image} picture={item.cover_picture} priority={priority} card />
        </Card.Section>
      ) : null}
      <Stack gap="xs">
        <Title order={headingLevel} fz="lg">
          <Anchor component={PageLink} page="article" params={{ cid: String(item.category_id), id: articleSegment(item) }}>
            {item.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {t("news.published", { date: formatDate(item.published_at, locale) })}
        </Text>
        <Text lineClamp={3}>{item.summary}</Text>
      </Stack>
    </Card>
  );
}
