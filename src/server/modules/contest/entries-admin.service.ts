import type { Edition } from "#contracts/contest.ts";
import type { AdminEntry, EntriesList, EntriesQuery, EntryCounters, ExamineesQuery, ExcludeInput, RestoreInput } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { currentEdition } from "./edition.service.ts";
import { entryFields, toFiles } from "./entries.service.ts";
import { entryExcludedMail, entryRestoredMail, exclusionReason } from "./entry-mail.ts";
import * as repo from "./entries.repo.ts";

/** Administrators' side of the entries: lists, one entry with its contestant, exclusion and restoring, counters. */

type EntryWithUser = NonNullable<Awaited<ReturnType<typeof repo.findEntryWithUser>>>;

function toAdminSummary(row: EntryWithUser, edition: Edition): Omit<AdminEntry, "files"> {
  return {
    ...entryFields(row),
    excluded_at: row.excluded_at,
    not_staff_declared_at: row.not_staff_declared_at,
    choice_correct: row.edition_id === edition.id ? row.choice_answer === edition.correct_option : null,
    user: { id: row.user_id, full_name: row.full_name, email: row.email, phone_number: row.phone_number, nation: row.nation },
  };
}

/** A list query as the repository's filter: status, search, and the page as limit and offset. */
function pageFilter<S extends string>(query: { status: S; q?: string | undefined; page: number; per_page: number }) {
  return { status: query.status, ...(query.q ? { q: query.q } : {}), limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

export async function listEntries(deps: Deps, query: EntriesQuery): Promise<EntriesList> {
  const edition = await currentEdition(deps);
  const { rows, total } = await repo.listEntries(deps.db, pageFilter(query));
  return { data: rows.map((row) => toAdminSummary(row, edition)), current_page: query.page, total, per_page: query.per_page };
}

export async function getEntry(deps: Deps, id: number, locale: Locale): Promise<AdminEntry> {
  const row = await repo.findEntryWithUser(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND");
  return { ...toAdminSummary(row, await currentEdition(deps)), files: await toFiles(deps, await repo.entryFiles(deps.db, id), locale) };
}

/**
 * An administrator excludes an entry, on a ground and with a reason, told in the contestant's language (the stored
 * reason, shown to them like any other); the entry itself never changes. In one transaction: the
 * status, the audit event and the e-mail to the contestant (a durable job, in the language they entered in).
 */
export async function excludeEntry(deps: Deps, actor: AuthUser, id: number, input: ExcludeInput, locale: Locale): Promise<AdminEntry> {
  const { db, clock, database } = deps;
  await db.transaction().execute(async (trx) => {
    const entry = await repo.lockEntry(trx, database.dialect, id);
    if (!entry) throw new ApiError("NOT_FOUND");
    if (entry.status === "excluded") throw new ApiError("CONFLICT", { messageKey: "entry.alreadyExcluded" });
    if (!(await deps.hooks.contest.screeningOpen(trx, entry.edition_id))) throw new ApiError("CONFLICT", { messageKey: "results.exclusionsFinal" });
    const now = clock.now().toISOString();
    const reason = exclusionReason(entry.locale as Locale, input);
    await repo.updateEntry(trx, id, { status: "excluded", excluded_at: now, excluded_by: actor.id, exclusion_reason: reason });
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "contest.entry_exclude",
      subject: `entry:${id}`,
      before: { status: entry.status },
      after: { status: "excluded", ground: input.ground },
      reason,
    });
    const contestant = await repo.findEntryWithUser(trx, id);
    if (contestant) {
      const mail = entryExcludedMail(entry.locale as Locale, { name: contestant.full_name, code: entry.code, title: entry.title, reason });
      await enqueueJob(trx, clock, sendMailJob, { to: contestant.email, ...mail });
    }
  });
  return getEntry(deps, id, locale);
}

/**
 * An administrator restores an excluded entry, giving the reason: it is back where it was (marked if it had been
 * marked, else waiting), the exclusion is cleared, the act is audited and the contestant told, in one transaction.
 */
export async function restoreEntry(deps: Deps, actor: AuthUser, id: number, input: RestoreInput, locale: Locale): Promise<AdminEntry> {
  const { db, clock, database } = deps;
  await db.transaction().execute(async (trx) => {
    const entry = await repo.lockEntry(trx, database.dialect, id);
    if (!entry) throw new ApiError("NOT_FOUND");
    if (entry.status !== "excluded") throw new ApiError("CONFLICT", { messageKey: "entry.notExcluded" });
    if (!(await deps.hooks.contest.screeningOpen(trx, entry.edition_id))) throw new ApiError("CONFLICT", { messageKey: "results.exclusionsFinal" });
    const status = entry.marked_at ? "marked" : "submitted";
    await repo.updateEntry(trx, id, { status, excluded_at: null, excluded_by: null, exclusion_reason: null });
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "contest.entry_restore",
      subject: `entry:${id}`,
      before: { status: "excluded", exclusion_reason: entry.exclusion_reason },
      after: { status },
      reason: input.reason,
    });
    const contestant = await repo.findEntryWithUser(trx, id);
    if (contestant) {
      const mail = entryRestoredMail(entry.locale as Locale, { name: contestant.full_name, code: entry.code, title: entry.title, reason: input.reason });
      await enqueueJob(trx, clock, sendMailJob, { to: contestant.email, ...mail });
    }
  });
  return getEntry(deps, id, locale);
}

export async function listExaminees(deps: Deps, query: ExamineesQuery) {
  const { rows, total } = await repo.listExaminees(deps.db, pageFilter(query));
  return {
    data: rows.map((row) => ({
      id: row.id,
      full_name: row.full_name,
      email: row.email,
      nation: row.nation,
      activated: row.activated_at !== null,
      created_at: row.created_at,
      entry_id: row.entry_id,
      entry_status: row.entry_status,
    })),
    current_page: query.page,
    total,
    per_page: query.per_page,
  };
}

/** The dashboard's exam counters: every entry, and how many are marked, excluded and waiting to be marked. */
export async function entryCounters(deps: Deps): Promise<EntryCounters> {
  const counts = await repo.countEntriesByStatus(deps.db);
  return { exams: counts.submitted + counts.marked + counts.excluded, marked: counts.marked, excluded: counts.excluded, unmarked: counts.submitted };
}
