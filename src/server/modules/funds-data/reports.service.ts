import path from "node:path";
import type { z } from "zod";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import {
  REPORT_PDF_MAX_BYTES,
  reportCategories,
  reportFileUrl,
  reportInput,
  type ReportInput,
  type ReportItem,
  type reportQuery,
} from "#contracts/funds-reports.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError, type ErrorDetail } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { detect, InvalidContentError } from "#server/lib/file-checks.ts";
import { checkFile } from "#server/lib/file-worker.ts";
import { purgeAfter } from "#server/lib/public-cache.ts";
import { FileRejectedError, FileTooLargeError, fileStore, type StoredFile } from "#server/lib/storage.ts";
import * as repo from "./reports.repo.ts";

/** Uploads land here first; only the checked and cleaned copy is kept, under REPORTS. Both private. */
const INCOMING = "fund-reports-incoming";
const REPORTS = "fund-reports";
const privateFiles = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "private"));

type Row = NonNullable<Awaited<ReturnType<typeof repo.findReport>>>;
const present = (row: Row, locale: Locale): ReportItem => ({
  id: row.id,
  catID: row.cat_id,
  loai: row.loai,
  title: locale === "en" && row.title_en ? row.title_en : row.title_vi,
  title_vi: row.title_vi,
  title_en: row.title_en,
  date: row.date,
  status: row.status,
  bytes: row.bytes,
  file_url: reportFileUrl(row.id),
  updated_at: row.updated_at,
});

export const reportCategoriesIn = (locale: Locale) =>
  reportCategories.map((category) => ({ ...category, name: translateShared(locale, `fundsReports.categories.${category.key}`) }));

const invalidPdf = () =>
  new ApiError("UNPROCESSABLE", { messageKey: "fundsReports.invalidPdf", details: [{ path: "file", messageKey: "fundsReports.invalidPdf" }] });

/**
 * Streams the upload to private storage: a PDF by its first bytes, reading stops past 20 MB. An empty file part (a
 * form's file field left empty, as when an edit keeps the PDF) is no file.
 */
export async function receiveReportPdf(deps: Pick<Deps, "config">, stream: AsyncIterable<Uint8Array>): Promise<StoredFile | undefined> {
  let received = 0;
  const counted = (async function* () {
    for await (const chunk of stream) {
      received += chunk.byteLength;
      yield chunk;
    }
  })();
  try {
    return await privateFiles(deps).save(INCOMING, counted, {
      maxBytes: REPORT_PDF_MAX_BYTES,
      headBytes: 5,
      detect: (head) => detect("essay", head)?.extension,
    });
  } catch (error) {
    if (error instanceof FileRejectedError && received === 0) return undefined;
    if (error instanceof FileTooLargeError)
      throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "errors.fileTooLarge", vars: { mb: REPORT_PDF_MAX_BYTES / 1024 / 1024 } });
    if (error instanceof FileRejectedError) throw invalidPdf();
    throw error;
  }
}

export const discardIncoming = async (deps: Pick<Deps, "config">, file: StoredFile | undefined) => {
  if (file) await privateFiles(deps).remove(INCOMING, file.id);
};

/**
 * Anonymises the PDF at `source` in the file-check worker pool (never on the event loop), the same step as judges'
 * copies of essays (lib/anonymise-pdf.ts), and keeps that copy among the reports.
 */
async function keepAnonymisedPdf(deps: Pick<Deps, "config">, source: string): Promise<StoredFile> {
  const content = await checkFile({ kind: "pdf", file: source });
  return privateFiles(deps).save(
    REPORTS,
    (async function* () {
      if (content) yield content;
    })(),
    { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 0, detect: () => "pdf" },
  );
}

/** A new report's PDF, anonymised; one that does not parse is refused as an invalid PDF. */
async function keepCleanedPdf(deps: Pick<Deps, "config">, raw: StoredFile): Promise<StoredFile> {
  try {
    return await keepAnonymisedPdf(deps, privateFiles(deps).locate(INCOMING, raw.id)!);
  } catch (error) {
    if (error instanceof InvalidContentError) throw invalidPdf();
    throw error;
  }
}

/**
 * Anonymises again every report PDF stored before migration 0043 (whose cleaner left XMP packets, custom keys and
 * comments in place). A file that fails stays as it was and is logged. Repeating it changes nothing a reader sees.
 */
export async function anonymiseStoredReports(deps: Deps): Promise<number> {
  const files = privateFiles(deps);
  let replaced = 0;
  for (const row of await deps.db.selectFrom("fund_reports").select(["id", "file_id"]).orderBy("id").execute()) {
    if (!(await files.exists(REPORTS, row.file_id))) continue;
    let copy: StoredFile;
    try {
      copy = await keepAnonymisedPdf(deps, files.locate(REPORTS, row.file_id)!);
    } catch (error) {
      if (!(error instanceof InvalidContentError)) throw error;
      deps.logger.warn({ err: error, report: row.id }, "a stored report's PDF could not be anonymised");
      continue;
    }
    const updated = await deps.db
      .updateTable("fund_reports")
      .set({ file_id: copy.id, bytes: copy.bytes })
      .where("id", "=", row.id)
      .where("file_id", "=", row.file_id)
      .executeTakeFirst();
    const swapped = Number(updated.numUpdatedRows) === 1;
    await files.remove(REPORTS, swapped ? row.file_id : copy.id);
    if (swapped) replaced += 1;
  }
  return replaced;
}

type Upload = { fields: Record<string, string>; file: StoredFile | undefined };

/** The form's fields, all errors at once (a missing file among them when one is required). */
function validFields(upload: Upload, fileRequired: boolean): ReportInput {
  const parsed = reportInput.safeParse(upload.fields);
  const details: ErrorDetail[] = parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), messageKey: issue.message }));
  if (fileRequired && !upload.file) details.push({ path: "file", messageKey: "validation.required.file" });
  if (!parsed.success || details.length) throw new ApiError("VALIDATION_FAILED", { details });
  return parsed.data;
}

const columnsOf = (input: ReportInput) => ({
  cat_id: input.catID,
  loai: input.loai,
  title_vi: input.title_vi,
  title_en: input.title_en,
  date: input.date,
  status: input.status,
});

/**
 * Saves a report: `id` undefined creates one (the PDF required), else replaces its fields and, when a PDF came, its
 * file (the old one is deleted once the change is committed). The received upload is always deleted; the kept copy
 * too when the change is not saved.
 */
export async function saveReport(deps: Deps, actor: AuthUser, id: number | undefined, upload: Upload, locale: Locale): Promise<ReportItem> {
  let kept: StoredFile | undefined;
  try {
    const input = validFields(upload, id === undefined);
    if (id !== undefined && !(await repo.findReport(deps.db, id))) throw new ApiError("NOT_FOUND");
    if (upload.file) kept = await keepCleanedPdf(deps, upload.file);
    const file = kept ? { file_id: kept.id, bytes: kept.bytes } : {};
    const now = deps.clock.now().toISOString();
    // The fund performance pages list the published reports: the public cache is purged once this is committed.
    const { row, replaced } = await purgeAfter(
      deps,
      id === undefined ? "reports.create" : "reports.update",
      deps.db.transaction().execute(async (trx) => {
        const audited = { ...input, ...(kept ? { bytes: kept.bytes } : {}) };
        if (id === undefined) {
          const row = await repo.insertReport(trx, {
            ...columnsOf(input),
            file_id: kept!.id,
            bytes: kept!.bytes,
            created_at: now,
            updated_at: now,
            updated_by: actor.id,
          });
          await recordAudit(trx, deps.clock, { actorId: actor.id, action: "reports.create", subject: `reports:${row.id}`, after: audited });
          return { row, replaced: undefined };
        }
        const before = await repo.findReport(trx, id);
        if (!before) throw new ApiError("NOT_FOUND");
        const row = await repo.updateReport(trx, id, { ...columnsOf(input), ...file, updated_at: now, updated_by: actor.id });
        await recordAudit(trx, deps.clock, { actorId: actor.id, action: "reports.update", subject: `reports:${id}`, before, after: audited });
        return { row, replaced: kept ? before.file_id : undefined };
      }),
    );
    kept = undefined;
    if (replaced) await privateFiles(deps).remove(REPORTS, replaced);
    return present(row, locale);
  } finally {
    if (kept) await privateFiles(deps).remove(REPORTS, kept.id);
    if (upload.file) await discardIncoming(deps, upload.file);
  }
}

/** Drafts only for administrators (type=all); everyone else sees the published reports. */
export async function listReports(deps: Deps, query: z.infer<typeof reportQuery>, isAdmin: boolean, locale: Locale) {
  if (query.type === "all" && !isAdmin) throw new ApiError("FORBIDDEN");
  const { rows, total } = await repo.listReports(deps.db, {
    ...(query.loai === undefined ? {} : { loai: query.loai }),
    ...(query.catID === undefined ? {} : { catId: query.catID }),
    onlyShown: query.type !== "all",
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map((row) => present(row, locale)), current_page: query.page, total, per_page: query.limit };
}

/** A draft reads as unknown to anyone but an administrator. */
async function visibleReport(deps: Deps, id: number, isAdmin: boolean): Promise<Row> {
  const row = await repo.findReport(deps.db, id);
  if (!row || (row.status !== 1 && !isAdmin)) throw new ApiError("NOT_FOUND");
  return row;
}

export const reportById = async (deps: Deps, id: number, isAdmin: boolean, locale: Locale) => present(await visibleReport(deps, id, isAdmin), locale);

/** The report's PDF as a stream, with a download name made of its category, fund and day. */
export async function openReportFile(deps: Deps, id: number, isAdmin: boolean) {
  const row = await visibleReport(deps, id, isAdmin);
  const opened = await privateFiles(deps).open(REPORTS, row.file_id);
  if (!opened) throw new ApiError("NOT_FOUND");
  const slug = reportCategories.find((category) => category.id === row.cat_id)?.slug ?? "bao-cao";
  return { ...opened, name: `${slug}-${row.loai === 0 ? "tstt" : "tsbv"}-${row.date}-${row.id}.pdf` };
}

export async function removeReport(deps: Deps, actor: AuthUser, id: number) {
  const before = await purgeAfter(
    deps,
    "reports.delete",
    deps.db.transaction().execute(async (trx) => {
      const before = await repo.findReport(trx, id);
      if (!before) throw new ApiError("NOT_FOUND");
      await repo.deleteReport(trx, id);
      await recordAudit(trx, deps.clock, { actorId: actor.id, action: "reports.delete", subject: `reports:${id}`, before });
      return before;
    }),
  );
  await privateFiles(deps).remove(REPORTS, before.file_id);
  return { id, deleted: true as const };
}
