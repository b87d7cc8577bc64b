import type { Kysely } from "kysely";
import path from "node:path";
import { vietnamDay } from "#contracts/account.ts";
import { submissionWindowState, type Edition, type UploadLimits } from "#contracts/contest.ts";
import {
  draftInputFor,
  fileKinds,
  missingPersonalFields,
  type TitleLimits,
  type Blocker,
  type DraftInput,
  type DraftView,
  type EntryFile,
  type EntryView,
  type FileKind,
} from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import type { z } from "#contracts/zod.ts";
import { isAdultOn } from "#contracts/registration.ts";
import type { Database } from "#server/db/schema.ts";
import type { EntriesTable, EntryFilesTable } from "#server/db/schema-contest.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { fileStore } from "#server/lib/storage.ts";
import { profileOf } from "#server/modules/identity/index.ts";
import { currentEdition } from "./edition.service.ts";
import { fileLink } from "./file-links.ts";
import * as repo from "./entries.repo.ts";

type FileRow = Pick<EntryFilesTable, "kind" | "name" | "media_type" | "bytes" | "state" | "refusal" | "file_id" | "original_file_id"> & { id: number };

/** Where checked entry files live: DATA_DIR/private/entries, never under a public path. */
export const ENTRY_AREA = "entries";
export const entryStore = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "private"));

export const blockerError: Record<Blocker, ApiError> = {
  notActivated: new ApiError("FORBIDDEN", { messageKey: "entry.blocker.notActivated" }),
  profileIncomplete: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.profileIncomplete" }),
  underage: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.underage" }),
  windowBefore: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.windowBefore" }),
  windowClosed: new ApiError("UNPROCESSABLE", { messageKey: "entry.blocker.windowClosed" }),
  alreadySubmitted: new ApiError("CONFLICT", { messageKey: "entry.blocker.alreadySubmitted" }),
  sendRequested: new ApiError("CONFLICT", { messageKey: "entry.blocker.sendRequested" }),
};

/**
 * Everything that stops this contestant from submitting now, in the order the entry page explains them. `draftRead`
 * is the draft's read when the caller makes it anyway (the draft view), so the draft is read once.
 */
export async function blockersOf(deps: Deps, userId: number, edition: Edition, draftRead = repo.findDraft(deps.db, userId)): Promise<Blocker[]> {
  const [profile, entry, draft] = await Promise.all([profileOf(deps, userId), repo.findEntryOf(deps.db, userId), draftRead]);
  const now = deps.clock.now();
  const window = submissionWindowState(edition, now);
  const blockers: Blocker[] = [];
  if (!profile.activated) blockers.push("notActivated");
  if (missingPersonalFields(profile).length) blockers.push("profileIncomplete");
  else if (!isAdultOn(profile.birth_date ?? "", vietnamDay(now))) blockers.push("underage");
  if (window === "before") blockers.push("windowBefore");
  if (window === "closed") blockers.push("windowClosed");
  if (entry) blockers.push("alreadySubmitted");
  if (draft?.send_requested_at) blockers.push("sendRequested");
  return blockers;
}

/**
 * The rules for changing a draft (saving answers, uploading, removing a file): an activated account, inside the
 * submission window, with no entry sent yet and no Send waiting for the files' checks. Profile and age are checked
 * when sending, so they can be fixed meanwhile.
 */
function assertDraftEditable(blockers: Blocker[]) {
  for (const blocker of ["alreadySubmitted", "sendRequested", "notActivated", "windowBefore", "windowClosed"] as const) {
    if (blockers.includes(blocker)) throw blockerError[blocker];
  }
}

/**
 * Locks the draft for a change and refuses it while a Send waits: checked again under the lock, since a Send
 * committed between the blockers' read and the lock must freeze the draft all the same (ADR 0030).
 */
async function lockEditableDraft(trx: Kysely<Database>, deps: Deps, userId: number, now: string) {
  const draft = await repo.lockDraft(trx, deps.database.dialect, userId, now);
  if (draft.send_requested_at) throw blockerError.sendRequested;
}

/** The files as the API shows them, a refused file's reason in the caller's language. */
export async function toFiles(deps: Deps, rows: FileRow[], locale: Locale): Promise<EntryFile[]> {
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      media_type: row.media_type,
      bytes: row.bytes,
      state: row.state,
      refusal: row.refusal,
      refusal_message: row.refusal ? translateShared(locale, `entry.${row.refusal}`) : null,
      // A link serves the judge's copy only: a file stored before anonymisation and not copied yet has none.
      url: row.state === "ready" && row.original_file_id ? await fileLink(deps, row.id) : null,
    })),
  );
}

export async function getDraft(deps: Deps, user: AuthUser, locale: Locale): Promise<DraftView> {
  const edition = await currentEdition(deps);
  const draftRead = repo.findDraft(deps.db, user.id);
  const [draft, files, blockers] = await Promise.all([draftRead, repo.draftFiles(deps.db, user.id), blockersOf(deps, user.id, edition, draftRead)]);
  return {
    choice_answer: (draft?.choice_answer ?? null) as DraftView["choice_answer"],
    title: draft?.title ?? null,
    accept_rules: Boolean(draft?.rules_accepted),
    files: await toFiles(deps, files, locale),
    limits: edition.limits,
    blockers,
    submission_opens_at: edition.submission_opens_at,
    submission_closes_at: edition.submission_closes_at,
    send_requested_at: draft?.send_requested_at ?? null,
  };
}

/** The body checked again with the edition's own title limits; the message names them ("10 to 20 characters"). */
export function withinEditionLimits<T>(schema: z.ZodType<T>, body: unknown, limits: TitleLimits): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const error = ApiError.fromZod(parsed.error);
  throw new ApiError("VALIDATION_FAILED", { details: error.details ?? [], vars: { min: limits.title_min, max: limits.title_max } });
}

/** Keeps what the contestant has answered so far, so a reload or another device finds it again. */
export async function saveDraft(deps: Deps, user: AuthUser, body: DraftInput, locale: Locale): Promise<DraftView> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  const input = withinEditionLimits(draftInputFor(edition.limits), body, edition.limits);
  assertDraftEditable(await blockersOf(deps, user.id, edition));
  await db.transaction().execute(async (trx) => {
    const now = clock.now().toISOString();
    await lockEditableDraft(trx, deps, user.id, now);
    await repo.updateDraft(trx, user.id, {
      ...(input.choice_answer !== undefined ? { choice_answer: input.choice_answer } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.accept_rules !== undefined ? { rules_accepted: input.accept_rules ? 1 : 0 } : {}),
      updated_at: now,
    });
  });
  return getDraft(deps, user, locale);
}

/** Removes a file from the draft (an upload in progress included) and deletes what was stored of it. */
export async function removeDraftFile(deps: Deps, user: AuthUser, fileId: number, removeUpload: (uploadId: string) => Promise<void>) {
  const file = await repo.findFile(deps.db, fileId);
  if (!file || file.user_id !== user.id) throw new ApiError("NOT_FOUND");
  if (file.entry_id !== null) throw blockerError.alreadySubmitted;
  await deps.db.transaction().execute(async (trx) => {
    await lockEditableDraft(trx, deps, user.id, deps.clock.now().toISOString());
    const deleted = await repo.deleteFile(trx, file.id);
    if (Number(deleted.numDeletedRows) !== 1) throw new ApiError("NOT_FOUND");
  });
  for (const id of [file.file_id, file.original_file_id]) if (id) await entryStore(deps).remove(ENTRY_AREA, id);
  // The upload's data stays in tus's store until its check has moved it (ADR 0029).
  if (file.state === "uploading" || file.state === "checking") await removeUpload(file.upload_id);
}

const MiB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;
const maxBytesOf = (limits: UploadLimits, kind: FileKind) =>
  kind === "essay" ? limits.essay_max_bytes : kind === "image" ? limits.image_max_bytes : limits.video_max_bytes;

/**
 * The draft's capacity, checked when an upload begins: a known kind, a declared size within the kind's limit, a
 * draft that may change, and, in one transaction on the locked draft row, one essay, the edition's counts of images
 * and videos and its total per draft. The upload is then recorded as an "uploading" file of the draft.
 */
export async function reserveDraftUpload(
  deps: Deps,
  user: AuthUser,
  upload: { uploadId: string; kind: string | undefined; size: number | undefined; name: string | undefined },
) {
  const kind = fileKinds.find((known) => known === upload.kind);
  if (!kind) throw new ApiError("VALIDATION_FAILED", { messageKey: "entry.invalidFile" });
  const size = upload.size;
  if (size === undefined || size <= 0) throw new ApiError("VALIDATION_FAILED", { messageKey: "entry.uploadError" });
  const edition = await currentEdition(deps);
  const { limits } = edition;
  const maxBytes = maxBytesOf(limits, kind);
  if (size > maxBytes) throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "entry.fileTooLarge", vars: { mb: megabytes(maxBytes) } });
  assertDraftEditable(await blockersOf(deps, user.id, edition));
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now().toISOString();
    await lockEditableDraft(trx, deps, user.id, now);
    const files = await repo.heldDraftFiles(trx, user.id);
    const count = repo.countDraftKind(files, kind);
    if (kind === "essay" && count >= 1) throw new ApiError("CONFLICT", { messageKey: "entry.essayExists" });
    if (kind === "image" && count >= limits.image_max_count)
      throw new ApiError("UNPROCESSABLE", { messageKey: "entry.tooManyImages", vars: { count: limits.image_max_count } });
    if (kind === "video" && count >= limits.video_max_count)
      throw new ApiError("UNPROCESSABLE", { messageKey: "entry.tooManyVideos", vars: { count: limits.video_max_count } });
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    if (total + size > limits.draft_max_bytes)
      throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "entry.draftFull", vars: { mb: megabytes(limits.draft_max_bytes) } });
    const name = (upload.name ?? "").trim().slice(0, 255) || kind;
    await repo.insertFile(trx, {
      user_id: user.id,
      entry_id: null,
      kind,
      state: "uploading",
      upload_id: upload.uploadId,
      file_id: null,
      name,
      media_type: null,
      bytes: size,
      created_at: now,
      completed_at: null,
    });
  });
}

type EntryRow = Pick<EntriesTable, "code" | "choice_answer" | "title" | "status" | "submitted_at" | "exclusion_reason"> & {
  id: number;
  conflict_judge_ids_json: string;
  publish_name: number;
};

/** What every view of an entry shows, owner's or administrator's. */
export function entryFields(entry: EntryRow): Omit<EntryView, "files"> {
  return {
    id: entry.id,
    code: entry.code,
    choice_answer: entry.choice_answer as EntryView["choice_answer"],
    title: entry.title,
    status: entry.status,
    submitted_at: entry.submitted_at,
    exclusion_reason: entry.exclusion_reason,
    conflict_judge_ids: JSON.parse(entry.conflict_judge_ids_json) as number[],
    publish_name: entry.publish_name === 1,
  };
}

export async function toEntryView(deps: Deps, entry: EntryRow, locale: Locale): Promise<EntryView> {
  return { ...entryFields(entry), files: await toFiles(deps, await repo.entryFiles(deps.db, entry.id), locale) };
}

/** The contestant's own entry, read-only, or null when none was sent. */
export async function myEntry(deps: Deps, user: AuthUser, locale: Locale): Promise<EntryView | null> {
  const entry = await repo.findEntryOf(deps.db, user.id);
  return entry ? toEntryView(deps, entry, locale) : null;
}
