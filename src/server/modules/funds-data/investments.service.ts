import type { z } from "zod";
import { investmentCategories, investmentInput, type InvestmentInput, type InvestmentItem, type investmentQuery } from "#contracts/funds-data.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import { add, parseDecimal, toDecimalString, ZERO } from "#domain/exact-ratio.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { settingValue } from "#server/modules/settings/index.ts";
import * as repo from "./investments.repo.ts";

type Row = Omit<InvestmentItem, "title">;
const present = (row: Row, locale: Locale): InvestmentItem => ({ ...row, title: locale === "en" && row.title_en ? row.title_en : row.title_vi });

export const categoriesIn = (locale: Locale) =>
  investmentCategories.map((category) => ({ ...category, name: translateShared(locale, `fundsData.categories.${category.key}`) }));

/** Hidden items only for administrators (type=all); everyone else sees the shown ones. */
export async function listInvestments(deps: Deps, query: z.infer<typeof investmentQuery>, isAdmin: boolean, locale: Locale) {
  if (query.type === "all" && !isAdmin) throw new ApiError("FORBIDDEN");
  const { rows, total } = await repo.listInvestments(deps.db, {
    ...(query.loai === undefined ? {} : { loai: query.loai }),
    ...(query.cate_id === undefined ? {} : { cateId: query.cate_id }),
    onlyShown: query.type !== "all",
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map((row) => present(row, locale)), current_page: query.page, total, per_page: query.limit };
}

/** A hidden item reads as unknown to anyone but an administrator. */
export async function investmentById(deps: Deps, id: number, isAdmin: boolean, locale: Locale): Promise<InvestmentItem> {
  const row = await repo.findInvestment(deps.db, id);
  if (!row || (row.status !== 1 && !isAdmin)) throw new ApiError("NOT_FOUND");
  return present(row, locale);
}

export async function createInvestment(deps: Deps, actor: AuthUser, input: InvestmentInput, locale: Locale): Promise<InvestmentItem> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.insertInvestment(trx, { ...input, status: 1, created_at: now, updated_at: now });
    await recordAudit(trx, deps.clock, { actorId: actor.id, action: "inveslist.create", subject: `inveslist:${row.id}`, after: input });
    return present(row, locale);
  });
}

/** `POST /inveslist/{id}`: `{ ctrl }` alone shows (1) or hides (0) the item; any other body replaces it. */
export async function updateInvestment(
  deps: Deps,
  actor: AuthUser,
  id: number,
  body: { ctrl?: number } & Record<string, unknown>,
  locale: Locale,
): Promise<InvestmentItem> {
  const onlyCtrl = body.ctrl !== undefined && Object.keys(body).length === 1;
  let changes: Partial<InvestmentInput> & { status?: number };
  if (onlyCtrl) changes = { status: body.ctrl! };
  else {
    const parsed = investmentInput.safeParse(body);
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    changes = parsed.data;
  }
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findInvestment(trx, id);
    if (!before) throw new ApiError("NOT_FOUND");
    const row = await repo.updateInvestment(trx, id, { ...changes, updated_at: deps.clock.now().toISOString() });
    await recordAudit(trx, deps.clock, {
      actorId: actor.id,
      action: onlyCtrl ? "inveslist.status" : "inveslist.update",
      subject: `inveslist:${id}`,
      before,
      after: changes,
    });
    return present(row, locale);
  });
}

export async function removeInvestment(deps: Deps, actor: AuthUser, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findInvestment(trx, id);
    if (!before) throw new ApiError("NOT_FOUND");
    await repo.deleteInvestment(trx, id);
    await recordAudit(trx, deps.clock, { actorId: actor.id, action: "inveslist.delete", subject: `inveslist:${id}`, before });
    return { id, deleted: true as const };
  });
}

/**
 * The intro of a fund's portfolio page from the settings danhmucdttstt / danhmucdttsbv (kind json): either a JSON
 * string, or `{ "vi": "…", "en": "…" }` (the reader's language, Vietnamese when there is no English).
 */
function introOf(value: string, locale: Locale): string {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === "string") return parsed;
    if (parsed && typeof parsed === "object") {
      const texts = parsed as Record<string, unknown>;
      const chosen = locale === "en" && typeof texts.en === "string" && texts.en ? texts.en : texts.vi;
      return typeof chosen === "string" ? chosen : "";
    }
  } catch {
    // not set or not JSON: no intro
  }
  return "";
}

/** A fund's portfolio: its intro and its shown items, with their weights' exact total. */
export async function portfolioOf(deps: Deps, loai: number, locale: Locale) {
  const { rows } = await repo.listInvestments(deps.db, { loai, onlyShown: true, limit: 1000, offset: 0 });
  const total = rows.reduce((sum, row) => add(sum, parseDecimal(row.weight)), ZERO);
  const intro = introOf(await settingValue(deps.db, loai === 0 ? "danhmucdttstt" : "danhmucdttsbv"), locale);
  return { loai, intro, items: rows.map((row) => present(row, locale)), total_weight: toDecimalString(total, 2) };
}
