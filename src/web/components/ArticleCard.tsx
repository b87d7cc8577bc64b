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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card article-card">
      {item.cover_image ? (
        <div className="card-cover">
          <CoverImage src={item.cover_image} picture={item.cover_picture} priority={priority} card />
        </div>
      ) : null}
      <div className="stack gap-xs">
        <Heading className="heading lg">
          <PageLink page="article" params={{ cid: String(item.category_id), id: articleSegment(item) }} className="text link mantine-focus-auto">
            {item.title}
          </PageLink>
        </Heading>
        <p className="text sm dimmed">{t("news.published", { date: formatDate(item.published_at, locale) })}</p>
        <p className="text line-clamp-3">{item.summary}</p>
      </div>
    </article>
  );
}
