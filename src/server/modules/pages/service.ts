import type { Locale } from "#contracts/locale.ts";
import type { Page, PageSection, PageSummary } from "#contracts/pages.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import type { PagesTable } from "#server/db/schema.ts";
import { findPage, listPublishedPages, seedPageOnce } from "./repo.ts";
import { seedPages } from "./seed-content.ts";

type Row = Omit<PagesTable, "id">;

/** English readers get the Vietnamese text, marked untranslated, when the English one is missing. */
function localise(row: Row & { published_at: string }, locale: Locale): Page {
  const translated = locale === "vi" || (row.title_en !== null && row.body_en !== null);
  return {
    section: row.section,
    slug: row.slug,
    title: locale === "en" && translated ? (row.title_en ?? row.title_vi) : row.title_vi,
    body: locale === "en" && translated ? (row.body_en ?? row.body_vi) : row.body_vi,
    translated,
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

const isPublished = (row: Row, now: string): row is Row & { published_at: string } => row.published_at !== null && row.published_at <= now;

export async function getPublishedPage(deps: Deps, section: PageSection, slug: string, locale: Locale): Promise<Page> {
  const row = await findPage(deps.db, section, slug);
  if (!row) throw new ApiError("NOT_FOUND");
  if (!isPublished(row, deps.clock.now().toISOString())) throw new ApiError("NOT_PUBLISHED");
  return localise(row, locale);
}

export async function listPages(deps: Deps, section: PageSection, locale: Locale): Promise<PageSummary[]> {
  const rows = await listPublishedPages(deps.db, section, deps.clock.now().toISOString());
  return rows.map((row) => ({
    section: row.section,
    slug: row.slug,
    title: locale === "en" && row.title_en !== null ? row.title_en : row.title_vi,
    published_at: row.published_at ?? "",
  }));
}

/** Seed: the company, fund and organiser pages, each written once (never over an administrator's edit). */
export async function seedContentPages(deps: Pick<Deps, "db" | "clock">): Promise<number> {
  const now = deps.clock.now().toISOString();
  let created = 0;
  for (const page of seedPages) if (await seedPageOnce(deps.db, { ...page, published_at: now, updated_at: now }, now)) created++;
  return created;
}
