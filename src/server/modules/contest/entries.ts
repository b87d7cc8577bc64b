import { randomInt } from "node:crypto";
import path from "node:path";
import { vietnamDay } from "#contracts/account.ts";
import { submissionWindowState, type Edition } from "#contracts/contest.ts";
import {
  missingPersonalFields,
  type AdminEntry,
  type Blocker,
  type DraftInput,
  type DraftView,
  type EntriesList,
  type EntriesQuery,
  type EntryCounters,
  type EntryFile,
  type EntryView,
  type ExamineesQuery,
  type ExcludeInput,
  type SubmitInput,
} from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import { isAdultOn } from "#contracts/registration.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { EntriesTable, EntryFilesTable } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { fileStore } from "#server/lib/storage.ts";
import { profileOf } from "#server/modules/identity/service.ts";
import { currentEdition } from "./edition.ts";
import { entryMail } from "./entry-mail.ts";
import { fileLink } from "./file-links.ts";
import * as repo from "./entries.repo.ts";

type FileRow = Pick<EntryFilesTable, "kind" | "name" | "media_type" | "bytes" | "state" | "file_id"> & { id: number };

/** Where checked entry files live: DATA_DIR/private/entries, never under a public path. */
export const ENTRY_AREA = "entries";
export const entryStore = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "private"));

const blockerError: Record<Blocker, ApiError> = {
  notActivated: new ApiError("FORBIDDEN", { messageKey: "entry.blocker.notActivated" }),
  profileIncomplete: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.profileIncomplete" }),
  underage: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.underage" }),
  windowBefore: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.windowBefore" }),
  windowClosed: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.windowClosed" }),
  alreadySubmitted: new ApiError("CONFLICT", { messageKey: "entry.blocker.alreadySubmitted" }),
};

/** Everything that stops this contestant from submitting now, in the order the entry page explains them. */
export async function blockersOf(deps: Deps, userId: number, edition: Edition): Promise<Blocker[]> {
  const [profile, entry] = await Promise.all([profileOf(deps, userId), repo.findEntryOf(deps.db, userId)]);
  const now = deps.clock.now();
  const window = submissionWindowState(edition, now);
  const blockers: Blocker[] = [];
  if (!profile.activated) blockers.push("notActivated");
  if (missingPersonalFields(profile).length) blockers.push("profileIncomplete");
  else if (!isAdultOn(profile.birth_date ?? "", vietnamDay(now))) blockers.push("underage");
  if (window === "before") blockers.push("windowBefore");
  if (window === "closed") blockers.push("windowClosed");
  if (entry) blockers.push("alreadySubmitted");
  return blockers;
}

/**
 * The rules for changing a draft (saving answers, uploading, removing a file): an activated account, inside the
 * submission window, with no entry sent yet. Profile and age are checked when sending, so they can be fixed meanwhile.
 */
export function assertDraftEditable(blockers: Blocker[]) {
  for (const blocker of ["alreadySubmitted", "notActivated", "windowBefore", "windowClosed"] as const) {
    if (blockers.includes(blocker)) throw blockerError[blocker];
  }
}

async function toFiles(deps: Deps, rows: FileRow[]): Promise<EntryFile[]> {
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      media_type: row.media_type,
      bytes: row.bytes,
      state: row.state,
      url: row.state === "ready" ? await fileLink(deps, row.id) : null,
    })),
  );
}

export async function getDraft(deps: Deps, user: AuthUser): Promise<DraftView> {
  const edition = await currentEdition(deps);
  const [draft, files, blockers] = await Promise.all([repo.findDraft(deps.db, user.id), repo.draftFiles(deps.db, user.id), blockersOf(deps, user.id, edition)]);
  return {
    choice_answer: (draft?.choice_answer ?? null) as DraftView["choice_answer"],
    title: draft?.title ?? null,
    files: await toFiles(deps, files),
    limits: edition.limits,
    blockers,
    submission_opens_at: edition.submission_opens_at,
    submission_closes_at: edition.submission_closes_at,
  };
}

/** Keeps what the contestant has answered so far, so a reload or another device finds it again. */
export async function saveDraft(deps: Deps, user: AuthUser, input: DraftInput): Promise<DraftView> {
  const { db, clock, database } = deps;
  assertDraftEditable(await blockersOf(deps, user.id, await currentEdition(deps)));
  await db.transaction().execute(async (trx) => {
    const now = clock.now().toISOString();
    await repo.lockDraft(trx, database.dialect, user.id, now);
    await repo.updateDraft(trx, user.id, {
      ...(input.choice_answer !== undefined ? { choice_answer: input.choice_answer } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      updated_at: now,
    });
  });
  return getDraft(deps, user);
}

/** Removes a file from the draft (an upload in progress included) and deletes what was stored of it. */
export async function removeDraftFile(deps: Deps, user: AuthUser, fileId: number, removeUpload: (uploadId: string) => Promise<void>) {
  const file = await repo.findFile(deps.db, fileId);
  if (!file || file.user_id !== user.id) throw new ApiError("NOT_FOUND");
  if (file.entry_id !== null) throw blockerError.alreadySubmitted;
  const deleted = await repo.deleteFile(deps.db, file.id);
  if (Number(deleted.numDeletedRows) !== 1) throw new ApiError("NOT_FOUND");
  if (file.file_id) await entryStore(deps).remove(ENTRY_AREA, file.file_id);
  if (file.state === "uploading") await removeUpload(file.upload_id);
}

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
/** An anonymous code judges know the entry by: 8 characters, nothing to do with the person or the order. */
const newEntryCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

/**
 * Sends the entry: every rule checked again on the server, then in one transaction the entry is created (the
 * unique index on user_id makes a second one impossible), the draft's files move to it, the audit event is written
 * and the confirmation e-mail queued.
 */
export async function submitEntry(deps: Deps, user: AuthUser, input: SubmitInput, locale: Locale): Promise<EntryView> {
  const { db, clock, database } = deps;
  const edition = await currentEdition(deps);
  const blockers = await blockersOf(deps, user.id, edition);
  if (blockers.length) throw blockerError[blockers[0] as Blocker];
  const profile = await profileOf(deps, user.id);
  try {
    const entry = await db.transaction().execute(async (trx) => {
      const now = clock.now().toISOString();
      await repo.lockDraft(trx, database.dialect, user.id, now);
      if (await repo.findEntryOf(trx, user.id)) throw blockerError.alreadySubmitted;
      const files = await repo.draftFiles(trx, user.id);
      if (files.some((file) => file.state !== "ready")) throw new ApiError("UNPROCESSABLE", { messageKey: "entry.uploadsPending" });
      if (repo.countDraftKind(files, "essay") !== 1) throw new ApiError("UNPROCESSABLE", { messageKey: "entry.essayRequired", details: [{ path: "essay", messageKey: "entry.essayRequired" }] });
      const created = await repo.insertEntry(trx, {
        user_id: user.id,
        edition_id: edition.id,
        code: newEntryCode(),
        choice_answer: input.choice_answer,
        title: input.title,
        status: "submitted",
        locale,
        rules_accepted_at: now,
        submitted_at: now,
      });
      await repo.attachDraftFiles(trx, user.id, created.id);
      await repo.updateDraft(trx, user.id, { choice_answer: null, title: null, updated_at: now });
      await recordAudit(trx, clock, { actorId: user.id, action: "contest.entry_submit", subject: `entry:${created.id}`, after: { code: created.code, files: files.length } });
      await enqueueJob(trx, clock, "mail.send", { to: profile.email, ...entryMail(locale, { name: profile.full_name, code: created.code, sequence: created.id, title: created.title }) });
      return created;
    });
    return toEntryView(deps, entry);
  } catch (error) {
    if (isUniqueViolation(error)) throw blockerError.alreadySubmitted;
    throw error;
  }
}

type EntryRow = Pick<EntriesTable, "code" | "choice_answer" | "title" | "status" | "submitted_at" | "exclusion_reason"> & { id: number };

/** What every view of an entry shows, owner's or administrator's. */
function entryFields(entry: EntryRow): Omit<EntryView, "files"> {
  return {
    id: entry.id,
    code: entry.code,
    choice_answer: entry.choice_answer as EntryView["choice_answer"],
    title: entry.title,
    status: entry.status,
    submitted_at: entry.submitted_at,
    exclusion_reason: entry.exclusion_reason,
  };
}

async function toEntryView(deps: Deps, entry: EntryRow): Promise<EntryView> {
  return { ...entryFields(entry), files: await toFiles(deps, await repo.entryFiles(deps.db, entry.id)) };
}

/** The contestant's own entry, read-only, or null when none was sent. */
export async function myEntry(deps: Deps, user: AuthUser): Promise<EntryView | null> {
  const entry = await repo.findEntryOf(deps.db, user.id);
  return entry ? toEntryView(deps, entry) : null;
}

type EntryWithUser = NonNullable<Awaited<ReturnType<typeof repo.findEntryWithUser>>>;

function toAdminSummary(row: EntryWithUser, edition: Edition): Omit<AdminEntry, "files"> {
  return {
    ...entryFields(row),
    excluded_at: row.excluded_at,
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
  const { rows, total } = await repo.listEntries(deps.db, deps.database.dialect, pageFilter(query));
  return { data: rows.map((row) => toAdminSummary(row, edition)), current_page: query.page, total, per_page: query.per_page };
}

export async function getEntry(deps: Deps, id: number): Promise<AdminEntry> {
  const row = await repo.findEntryWithUser(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND");
  return { ...toAdminSummary(row, await currentEdition(deps)), files: await toFiles(deps, await repo.entryFiles(deps.db, id)) };
}

/** An administrator excludes an entry, giving the reason; the entry itself never changes, and the act is audited. */
export async function excludeEntry(deps: Deps, actor: AuthUser, id: number, input: ExcludeInput): Promise<AdminEntry> {
  const { db, clock, database } = deps;
  await db.transaction().execute(async (trx) => {
    const entry = await repo.lockEntry(trx, database.dialect, id);
    if (!entry) throw new ApiError("NOT_FOUND");
    if (entry.status === "excluded") throw new ApiError("CONFLICT", { messageKey: "entry.alreadyExcluded" });
    const now = clock.now().toISOString();
    await repo.updateEntry(trx, id, { status: "excluded", excluded_at: now, excluded_by: actor.id, exclusion_reason: input.reason });
    await recordAudit(trx, clock, { actorId: actor.id, action: "contest.entry_exclude", subject: `entry:${id}`, before: { status: entry.status }, after: { status: "excluded" }, reason: input.reason });
  });
  return getEntry(deps, id);
}

export async function listExaminees(deps: Deps, query: ExamineesQuery) {
  const { rows, total } = await repo.listExaminees(deps.db, deps.database.dialect, pageFilter(query));
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

/** One byte range of `size` bytes ("bytes=a-b", "bytes=a-", "bytes=-n"), or "unsatisfiable"; several ranges are not served. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [start, end] = match[1] === "" ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : "unsatisfiable";
}

/**
 * The stored file behind a link, for whoever holds a valid link: whole, or the one byte range a video player asks
 * for when it seeks (`bytes=a-b`, `bytes=a-`, `bytes=-n`).
 */
export async function openEntryFile(deps: Deps, fileId: number, rangeHeader: string | undefined) {
  const file = await repo.findFile(deps.db, fileId);
  if (!file?.file_id || file.state !== "ready") throw new ApiError("NOT_FOUND");
  const range = byteRange(rangeHeader, file.bytes);
  if (range === "unsatisfiable") return { unsatisfiable: true as const, size: file.bytes };
  const opened = await entryStore(deps).open(ENTRY_AREA, file.file_id, range);
  if (!opened) throw new ApiError("NOT_FOUND");
  return { unsatisfiable: false as const, stream: opened.stream, size: opened.bytes, range, name: file.name, mediaType: file.media_type ?? "application/octet-stream" };
}
