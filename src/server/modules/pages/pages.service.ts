import type { Locale } from "#contracts/locale.ts";
import type { AdminPage, AdminPageSummary, Page, PageCreateInput, PageInput, PageSection, PageSummary } from "#contracts/pages.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import type { PagesTable } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { purgeAfter } from "#server/lib/public-cache.ts";
import { withContentTokens } from "#server/modules/contest/index.ts";
import { withResponsiveImages } from "#server/modules/attachments/index.ts";
import { asEditorHtml, sanitizeBodies, withBodyLengths } from "#server/lib/rich-text.ts";
import { findPage, findPageById, insertPage, listAllPages, listPublishedPages, seedPageOnce, updatePage } from "./pages.repo.ts";
import type { SeedPage } from "./seed-content.ts";

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
  const page = localise(row, locale);
  return { ...page, body: await withResponsiveImages(deps, await withContentTokens(deps, locale, page.body)) };
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

// ---- Administration -------------------------------------------------------------------------------------

type StoredPage = NonNullable<Awaited<ReturnType<typeof findPageById>>>;

function toAdminPage(row: StoredPage): AdminPage {
  return {
    id: row.id,
    section: row.section,
    slug: row.slug,
    title_vi: row.title_vi,
    title_en: row.title_en,
    // Older plain-text pages open in the editor as paragraphs.
    body_vi: asEditorHtml(row.body_vi),
    body_en: row.body_en === null ? null : asEditorHtml(row.body_en),
    translated: row.title_en !== null && row.body_en !== null,
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

export async function adminPages(deps: Deps): Promise<AdminPageSummary[]> {
  const rows = await listAllPages(deps.db);
  return rows.map(({ body_en, ...row }) => ({ ...row, translated: row.title_en !== null && body_en !== null }));
}

export async function adminPageById(deps: Deps, id: number): Promise<AdminPage> {
  const row = await findPageById(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND");
  return toAdminPage(row);
}

/** Sanitised bodies; a page keeps its first publish time while it stays published. */
function pageColumns(input: PageInput, publishedAt: string | null, now: string) {
  const { body_vi, body_en } = sanitizeBodies(input, "pages.validation.body");
  return {
    title_vi: input.title_vi,
    title_en: input.title_en,
    body_vi,
    body_en,
    published_at: input.published ? (publishedAt !== null && publishedAt <= now ? publishedAt : now) : null,
    updated_at: now,
  };
}

const auditView = withBodyLengths;

export async function createPage(deps: Deps, actor: AuthUser, input: PageCreateInput): Promise<AdminPage> {
  const now = deps.clock.now().toISOString();
  const values = { ...pageColumns(input, null, now), section: input.section, slug: input.slug };
  try {
    return await purgeAfter(
      deps,
      "page.create",
      deps.db.transaction().execute(async (trx) => {
        const created = toAdminPage(await insertPage(trx, values));
        await recordAudit(trx, deps.clock, { actorId: actor.id, action: "page.create", subject: `page:${created.id}`, after: auditView(created) });
        return created;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", { messageKey: "pages.slugTaken", details: [{ path: "slug", messageKey: "pages.slugTaken" }] });
    throw error;
  }
}

export async function editPage(deps: Deps, actor: AuthUser, id: number, input: PageInput): Promise<AdminPage> {
  const now = deps.clock.now().toISOString();
  return purgeAfter(
    deps,
    "page.update",
    deps.db.transaction().execute(async (trx) => {
      const before = await findPageById(trx, id);
      if (!before) throw new ApiError("NOT_FOUND");
      const updated = toAdminPage(await updatePage(trx, id, pageColumns(input, before.published_at, now)));
      await recordAudit(trx, deps.clock, {
        actorId: actor.id,
        action: "page.update",
        subject: `page:${id}`,
        before: auditView(toAdminPage(before)),
        after: auditView(updated),
      });
      return updated;
    }),
  );
}

/** Seed: editorial pages (company, fund, organiser, contest), each written once, never over an administrator's edit. */
export async function seedContentPages(deps: Pick<Deps, "db" | "clock">, pages: readonly SeedPage[]): Promise<number> {
  const now = deps.clock.now().toISOString();
  let created = 0;
  for (const page of pages) if (await seedPageOnce(deps.db, { ...page, published_at: now, updated_at: now }, now)) created++;
  return created;
}
