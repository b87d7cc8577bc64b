import { fundCodes, type Overview, type OverviewInput } from "#contracts/funds-data.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { sanitizeBodies } from "#server/lib/rich-text.ts";
import { withResponsiveImages } from "#server/modules/attachments/index.ts";
import * as repo from "./overviews.repo.ts";

/** `/service/0`, `/service/tstt` -> 0; `/service/1`, `/service/tsbv` -> 1. */
const loaiOf = (key: string): number => (key === "1" || key === "tsbv" ? 1 : 0);

type Row = Awaited<ReturnType<typeof repo.findOverview>>;

function present(loai: number, row: Row, locale: Locale): Overview {
  const english = locale === "en" && !!row?.title_en && !!row.body_en;
  return {
    loai,
    code: fundCodes[loai]!,
    title: (english ? row?.title_en : row?.title_vi) ?? "",
    body: (english ? row?.body_en : row?.body_vi) ?? "",
    title_vi: row?.title_vi ?? "",
    title_en: row?.title_en ?? "",
    body_vi: row?.body_vi ?? "",
    body_en: row?.body_en ?? "",
    updated_at: row?.updated_at ?? null,
  };
}

/** A fund's overview; empty texts until an administrator writes it (the page then shows only the figures). */
export async function overviewOf(deps: Deps, key: string, locale: Locale): Promise<Overview> {
  const loai = loaiOf(key);
  const overview = present(loai, await repo.findOverview(deps.db, loai), locale);
  // The text shown to readers gets responsive images; body_vi and body_en stay as written, for the editor.
  return { ...overview, body: await withResponsiveImages(deps, overview.body) };
}

/** `PUT /service/{loai}`: replaces both languages' texts; bodies are sanitised editor markup. Audited. */
export async function saveOverview(deps: Deps, actor: AuthUser, key: string, input: OverviewInput, locale: Locale): Promise<Overview> {
  const loai = loaiOf(key);
  const { body_vi, body_en } = sanitizeBodies({ body_vi: input.body_vi, body_en: input.body_en || null }, "fundsData.validation.body");
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findOverview(trx, loai);
    const values = {
      loai,
      title_vi: input.title_vi,
      title_en: input.title_en,
      body_vi,
      body_en: body_en ?? "",
      updated_at: deps.clock.now().toISOString(),
      updated_by: actor.id,
    };
    const row = await repo.saveOverview(trx, values);
    await recordAudit(trx, deps.clock, {
      actorId: actor.id,
      action: "service.update",
      subject: `service:${loai}`,
      before: before ?? null,
      after: { title_vi: values.title_vi, title_en: values.title_en },
    });
    return present(loai, row, locale);
  });
}
