import type { z } from "zod";
import type { Locale } from "#contracts/locale.ts";
import type {
  AdminNews,
  AdminNewsCategory,
  AdminNewsSummary,
  NewsArticle,
  NewsCategory,
  NewsCategoryInput,
  NewsInput,
  NewsState,
  NewsSummary,
  adminNewsQuery,
  newsListQuery,
} from "#contracts/news.ts";
import { attachmentUrl } from "#contracts/rich-text.ts";
import { slugify } from "#contracts/slug.ts";
import type { PictureSize } from "#domain/responsive-image.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { NewsCategoriesTable } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { purgeAfter } from "#server/lib/public-cache.ts";
import { bodyImageIds, pictureOf, picturesOf, withPictures } from "#server/modules/attachments/index.ts";
import { withContentTokens } from "#server/modules/contest/index.ts";
import { sanitizeBodies, withBodyLengths } from "#server/lib/rich-text.ts";
import * as repo from "./news.repo.ts";
import type { NewsRow } from "./news.repo.ts";

const inLocale = (locale: Locale, vi: string, en: string | null) => (locale === "en" && en !== null ? en : vi);

function summaryOf(row: NewsRow, locale: Locale, coverPicture: PictureSize | null): NewsSummary {
  return {
    id: row.id,
    category_id: row.category_id,
    slug: row.slug,
    title: inLocale(locale, row.title_vi, row.title_en),
    summary: inLocale(locale, row.summary_vi, row.summary_en),
    cover_image: row.cover_image ? attachmentUrl(row.cover_image) : null,
    cover_picture: row.cover_image ? coverPicture : null,
    hot: row.hot === 1,
    translated: locale === "vi" || (row.title_en !== null && row.body_en !== null),
    published_at: row.published_at ?? "",
  };
}

export async function categories(deps: Deps, locale: Locale): Promise<NewsCategory[]> {
  const rows = await repo.listCategories(deps.db);
  return rows.map((row: Omit<NewsCategoriesTable, "id"> & { id: number }) => ({
    id: row.id,
    slug: row.slug,
    name: inLocale(locale, row.name_vi, row.name_en),
    translated: locale === "vi" || row.name_en !== null,
  }));
}

export async function publishedNews(deps: Deps, query: z.infer<typeof newsListQuery>, locale: Locale) {
  const { rows, total } = await repo.listPublished(deps.db, deps.clock.now().toISOString(), {
    ...(query.cid === undefined ? {} : { categoryId: query.cid }),
    ...(query.hot === undefined ? {} : { hot: query.hot === "1" }),
    ...(query.exclude === undefined ? {} : { exclude: query.exclude }),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  // The covers' sizes come with the rows (a left join), so a list is read in its two queries (rows, total).
  return {
    data: rows.map((row) => summaryOf(row, locale, pictureOf({ width: row.cover_width, height: row.cover_height, widths: row.cover_widths }))),
    current_page: query.page,
    total,
    per_page: query.per_page,
  };
}

export async function article(deps: Deps, id: number, locale: Locale): Promise<NewsArticle> {
  const row = await repo.findPublished(deps.db, deps.clock.now().toISOString(), id);
  if (!row) throw new ApiError("NOT_FOUND");
  const body = await withContentTokens(deps, locale, inLocale(locale, row.body_vi, row.body_en));
  // The cover's and the body's images are sized in one query.
  const pictures = await picturesOf(deps, [...(row.cover_image ? [row.cover_image] : []), ...bodyImageIds(body)]);
  return {
    ...summaryOf(row, locale, (row.cover_image && pictures.get(row.cover_image)) || null),
    body: withPictures(body, pictures),
    updated_at: row.updated_at,
  };
}

// ---- Administration -------------------------------------------------------------------------------------

function stateOf(publishedAt: string | null, now: string): NewsState {
  if (publishedAt === null) return "draft";
  return publishedAt > now ? "scheduled" : "published";
}

function toAdminNews(row: NewsRow, now: string): AdminNews {
  return {
    id: row.id,
    category_id: row.category_id,
    slug: row.slug,
    title_vi: row.title_vi,
    title_en: row.title_en,
    summary_vi: row.summary_vi,
    summary_en: row.summary_en,
    body_vi: row.body_vi,
    body_en: row.body_en,
    cover_image: row.cover_image,
    hot: row.hot === 1,
    state: stateOf(row.published_at, now),
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function adminNewsList(deps: Deps, query: z.infer<typeof adminNewsQuery>) {
  const now = deps.clock.now().toISOString();
  const { rows, total } = await repo.listAll(deps.db, now, {
    ...(query.cid === undefined ? {} : { categoryId: query.cid }),
    ...(query.state === undefined ? {} : { state: query.state }),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const data: AdminNewsSummary[] = rows.map((row) => {
    const { body_vi: _vi, body_en: _en, summary_vi: _svi, summary_en: _sen, ...rest } = toAdminNews(row, now);
    return { ...rest, translated: row.title_en !== null && row.body_en !== null };
  });
  return { data, current_page: query.page, total, per_page: query.per_page };
}

export async function adminNewsItem(deps: Deps, id: number): Promise<AdminNews> {
  const row = await repo.findNews(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND");
  return toAdminNews(row, deps.clock.now().toISOString());
}

/** The stored form of an administrator's input: sanitised bodies, a slug, and the publish instant in UTC. */
function columnsOf(input: NewsInput, now: string) {
  const { body_vi, body_en } = sanitizeBodies(input, "news.validation.body");
  return {
    category_id: input.category_id,
    slug: slugify(input.title_vi),
    title_vi: input.title_vi,
    title_en: input.title_en,
    summary_vi: input.summary_vi,
    summary_en: input.summary_en,
    body_vi,
    body_en,
    cover_image: input.cover_image,
    hot: input.hot ? 1 : 0,
    published_at: input.publish ? (input.published_at ? new Date(input.published_at).toISOString() : now) : null,
    updated_at: now,
  };
}

const auditView = withBodyLengths;

async function requireCategory(db: Deps["db"], id: number) {
  if (!(await repo.findCategory(db, id))) {
    throw new ApiError("UNPROCESSABLE", { messageKey: "news.unknownCategory", details: [{ path: "category_id", messageKey: "news.unknownCategory" }] });
  }
}

export async function createNews(deps: Deps, actor: AuthUser, input: NewsInput): Promise<AdminNews> {
  const now = deps.clock.now().toISOString();
  const values = columnsOf(input, now);
  return purgeAfter(
    deps,
    "news.create",
    deps.db.transaction().execute(async (trx) => {
      await requireCategory(trx, input.category_id);
      const created = toAdminNews(await repo.insertNews(trx, { ...values, created_at: now }), now);
      await recordAudit(trx, deps.clock, { actorId: actor.id, action: "news.create", subject: `news:${created.id}`, after: auditView(created) });
      return created;
    }),
  );
}

export async function editNews(deps: Deps, actor: AuthUser, id: number, input: NewsInput): Promise<AdminNews> {
  const now = deps.clock.now().toISOString();
  const values = columnsOf(input, now);
  return purgeAfter(
    deps,
    "news.update",
    deps.db.transaction().execute(async (trx) => {
      const before = await repo.findNews(trx, id);
      if (!before) throw new ApiError("NOT_FOUND");
      await requireCategory(trx, input.category_id);
      const updated = toAdminNews(await repo.updateNews(trx, id, values), now);
      await recordAudit(trx, deps.clock, {
        actorId: actor.id,
        action: "news.update",
        subject: `news:${id}`,
        before: auditView(toAdminNews(before, now)),
        after: auditView(updated),
      });
      return updated;
    }),
  );
}

export async function removeNews(deps: Deps, actor: AuthUser, id: number): Promise<{ id: number }> {
  const now = deps.clock.now().toISOString();
  return purgeAfter(
    deps,
    "news.delete",
    deps.db.transaction().execute(async (trx) => {
      const before = await repo.findNews(trx, id);
      if (!before) throw new ApiError("NOT_FOUND");
      await repo.deleteNews(trx, id);
      await recordAudit(trx, deps.clock, { actorId: actor.id, action: "news.delete", subject: `news:${id}`, before: auditView(toAdminNews(before, now)) });
      return { id };
    }),
  );
}

// ---- Categories -----------------------------------------------------------------------------------------

export async function adminCategories(deps: Deps): Promise<AdminNewsCategory[]> {
  const [rows, counts] = await Promise.all([repo.listCategories(deps.db), repo.countNewsByCategory(deps.db)]);
  const countOf = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name_vi: row.name_vi,
    name_en: row.name_en,
    position: row.position,
    news: countOf.get(row.id) ?? 0,
  }));
}

const categoryTaken = () => new ApiError("CONFLICT", { messageKey: "news.categoryTaken", details: [{ path: "name_vi", messageKey: "news.categoryTaken" }] });

async function uniqueCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw categoryTaken();
    throw error;
  }
}

export function createCategory(deps: Deps, actor: AuthUser, input: NewsCategoryInput): Promise<AdminNewsCategory> {
  const now = deps.clock.now().toISOString();
  return purgeAfter(
    deps,
    "news_category.create",
    uniqueCategory(() =>
      deps.db.transaction().execute(async (trx) => {
        const row = await repo.insertCategory(trx, {
          slug: slugify(input.name_vi),
          name_vi: input.name_vi,
          name_en: input.name_en,
          position: input.position,
          created_at: now,
        });
        const created = { id: row.id, slug: row.slug, name_vi: row.name_vi, name_en: row.name_en, position: row.position, news: 0 };
        await recordAudit(trx, deps.clock, { actorId: actor.id, action: "news_category.create", subject: `news_category:${row.id}`, after: created });
        return created;
      }),
    ),
  );
}

export function editCategory(deps: Deps, actor: AuthUser, id: number, input: NewsCategoryInput): Promise<AdminNewsCategory> {
  return purgeAfter(
    deps,
    "news_category.update",
    uniqueCategory(() =>
      deps.db.transaction().execute(async (trx) => {
        const before = await repo.findCategory(trx, id);
        if (!before) throw new ApiError("NOT_FOUND");
        const row = await repo.updateCategory(trx, id, {
          slug: slugify(input.name_vi),
          name_vi: input.name_vi,
          name_en: input.name_en,
          position: input.position,
        });
        const news = (await repo.countNewsByCategory(trx)).find((c) => c.category_id === id);
        const updated = { id, slug: row.slug, name_vi: row.name_vi, name_en: row.name_en, position: row.position, news: Number(news?.n ?? 0) };
        await recordAudit(trx, deps.clock, { actorId: actor.id, action: "news_category.update", subject: `news_category:${id}`, before, after: updated });
        return updated;
      }),
    ),
  );
}

/** A category with articles stays (the articles would lose their place); an empty one is deleted. */
export function removeCategory(deps: Deps, actor: AuthUser, id: number): Promise<{ id: number }> {
  return purgeAfter(
    deps,
    "news_category.delete",
    deps.db.transaction().execute(async (trx) => {
      const before = await repo.findCategory(trx, id);
      if (!before) throw new ApiError("NOT_FOUND");
      if ((await repo.countNewsByCategory(trx)).some((c) => c.category_id === id && Number(c.n) > 0))
        throw new ApiError("CONFLICT", { messageKey: "news.categoryInUse" });
      await repo.deleteCategory(trx, id);
      await recordAudit(trx, deps.clock, { actorId: actor.id, action: "news_category.delete", subject: `news_category:${id}`, before });
      return { id };
    }),
  );
}
