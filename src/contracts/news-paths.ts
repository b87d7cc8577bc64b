/**
 * An article's address, without zod: public pages and the sitemap import it (docs/performance.md, "Bundles").
 * news.ts re-exports it beside the schemas.
 */

/** The path segment of an article: its id, then its slug for people ("12-le-phat-dong"); only the id counts. */
export const articleSegment = (item: { id: number; slug: string }) => `${item.id}-${item.slug}`;
export const idOfSegment = (segment: string) => {
  const match = /^(\d{1,10})(?:-|$)/.exec(segment);
  return match ? Number(match[1]) : undefined;
};
