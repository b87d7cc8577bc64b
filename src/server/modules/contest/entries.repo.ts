import type { Insertable, Kysely, Updateable } from "kysely";
import type { EntryFileRefusal, EntryFilter, FileKind } from "#contracts/entry.ts";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import { searchMatches } from "#server/db/search-text.ts";
import type { Database } from "#server/db/schema.ts";
import type { EntriesTable, EntryFilesTable } from "#server/db/schema-contest.ts";

type Db = Kysely<Database>;

export function findDraft(db: Db, userId: number) {
  return db.selectFrom("entry_drafts").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/**
 * The contestant's draft row, created when missing, and locked until the transaction ends (PostgreSQL), so rules
 * that count files or sum sizes, and the submission itself, see one contestant's requests one after another.
 */
export async function lockDraft(db: Db, dialect: DialectName, userId: number, now: string) {
  await db
    .insertInto("entry_drafts")
    .values({ user_id: userId, choice_answer: null, title: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  return forUpdate(dialect, db.selectFrom("entry_drafts").selectAll().where("user_id", "=", userId)).executeTakeFirstOrThrow();
}

export function updateDraft(
  db: Db,
  userId: number,
  values: { choice_answer?: string | null; title?: string | null; rules_accepted?: number; updated_at: string },
) {
  return db.updateTable("entry_drafts").set(values).where("user_id", "=", userId).execute();
}

/** The draft once its entry is sent: no answers, no Send waiting. */
export function clearDraft(db: Db, userId: number, now: string) {
  return db
    .updateTable("entry_drafts")
    .set({ choice_answer: null, title: null, rules_accepted: 0, send_requested_at: null, send_request: null, updated_at: now })
    .where("user_id", "=", userId)
    .execute();
}

/** Keeps a Send pressed while files are being checked: its time and what it carried (ADR 0030). */
export function requestSend(db: Db, userId: number, at: string, request: string) {
  return db.updateTable("entry_drafts").set({ send_requested_at: at, send_request: request }).where("user_id", "=", userId).execute();
}

/** Forgets a Send that cannot go (its essay was refused). */
export function clearSendRequest(db: Db, userId: number) {
  return db.updateTable("entry_drafts").set({ send_requested_at: null, send_request: null }).where("user_id", "=", userId).execute();
}

/** The contestants whose Send waits for their files' checks. */
export function draftsWaitingToSend(db: Db) {
  return db.selectFrom("entry_drafts").select("user_id").where("send_requested_at", "is not", null).orderBy("send_requested_at").execute();
}

/** The files of the draft (not yet part of an entry), oldest first. */
export function draftFiles(db: Db, userId: number) {
  return db.selectFrom("entry_files").selectAll().where("user_id", "=", userId).where("entry_id", "is", null).orderBy("id").execute();
}

/** The draft's files that take a place and bytes, oldest first: a refused one is only a notice to its owner (ADR 0029). */
export function heldDraftFiles(db: Db, userId: number) {
  return db
    .selectFrom("entry_files")
    .selectAll()
    .where("user_id", "=", userId)
    .where("entry_id", "is", null)
    .where("state", "!=", "refused")
    .orderBy("id")
    .execute();
}

export function entryFiles(db: Db, entryId: number) {
  return db.selectFrom("entry_files").selectAll().where("entry_id", "=", entryId).orderBy("id").execute();
}

export function findFileByUpload(db: Db, uploadId: string) {
  return db.selectFrom("entry_files").selectAll().where("upload_id", "=", uploadId).executeTakeFirst();
}

export function findFile(db: Db, id: number) {
  return db.selectFrom("entry_files").selectAll().where("id", "=", id).executeTakeFirst();
}

export function insertFile(db: Db, values: Insertable<EntryFilesTable>) {
  return db.insertInto("entry_files").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Every byte of the upload is stored: its file is now being checked; false when it was not uploading. */
export async function markChecking(db: Db, uploadId: string) {
  const result = await db
    .updateTable("entry_files")
    .set({ state: "checking" })
    .where("upload_id", "=", uploadId)
    .where("state", "=", "uploading")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a file checked and stored; false when the row is gone (removed meanwhile) or no longer being checked. */
export async function completeFile(db: Db, uploadId: string, values: Updateable<EntryFilesTable>) {
  const result = await db.updateTable("entry_files").set(values).where("upload_id", "=", uploadId).where("state", "=", "checking").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A file its check refused: the row stays in the draft with the reason, so its owner is told. */
export function refuseFile(db: Db, uploadId: string, refusal: EntryFileRefusal) {
  return db.updateTable("entry_files").set({ state: "refused", refusal }).where("upload_id", "=", uploadId).where("state", "=", "checking").execute();
}

export function deleteFile(db: Db, id: number) {
  return db.deleteFrom("entry_files").where("id", "=", id).where("entry_id", "is", null).executeTakeFirst();
}

/** Moves the draft's ready files to the entry; the notices of refused files go with the draft. */
export async function attachDraftFiles(db: Db, userId: number, entryId: number) {
  await db.deleteFrom("entry_files").where("user_id", "=", userId).where("entry_id", "is", null).where("state", "=", "refused").execute();
  await db
    .updateTable("entry_files")
    .set({ entry_id: entryId })
    .where("user_id", "=", userId)
    .where("entry_id", "is", null)
    .where("state", "=", "ready")
    .execute();
}

/** Every upload not yet checked and stored, of any age. */
export function uploadingFiles(db: Db) {
  return db.selectFrom("entry_files").select(["id", "upload_id", "kind"]).where("state", "=", "uploading").orderBy("id").execute();
}

/** Uploads begun before `before` and never completed. */
export function staleUploads(db: Db, before: string) {
  return db.selectFrom("entry_files").select(["id", "upload_id"]).where("state", "=", "uploading").where("created_at", "<", before).execute();
}

export function deleteFilesById(db: Db, ids: number[]) {
  return ids.length ? db.deleteFrom("entry_files").where("id", "in", ids).where("state", "=", "uploading").execute() : Promise.resolve([]);
}

export function countDraftKind(files: { kind: FileKind }[], kind: FileKind) {
  return files.filter((file) => file.kind === kind).length;
}

export function findEntryOf(db: Db, userId: number) {
  return db.selectFrom("entries").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export function insertEntry(db: Db, values: Insertable<EntriesTable>) {
  return db.insertInto("entries").values(values).returningAll().executeTakeFirstOrThrow();
}

export function lockEntry(db: Db, dialect: DialectName, id: number) {
  return forUpdate(dialect, db.selectFrom("entries").selectAll().where("id", "=", id)).executeTakeFirst();
}

export function updateEntry(db: Db, id: number, values: Updateable<EntriesTable>) {
  return db.updateTable("entries").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

const entryColumns = [
  "entries.id",
  "entries.code",
  "entries.choice_answer",
  "entries.title",
  "entries.status",
  "entries.submitted_at",
  "entries.exclusion_reason",
  "entries.conflict_judge_ids_json",
  "entries.publish_name",
  "entries.excluded_at",
  "entries.not_staff_declared_at",
  "entries.edition_id",
  "entries.user_id",
  "users.full_name",
  "users.email",
  "users.phone_number",
  "users.nation",
] as const;

function statusFilter(filter: EntryFilter) {
  return filter === "unmarked" ? "submitted" : filter === "all" ? undefined : filter;
}

/** Entries with their contestant, by sequence number, filtered by status and by a part of title, code, name, e-mail or phone (accents and case ignored). */
export async function listEntries(db: Db, filter: { status: EntryFilter; q?: string; limit: number; offset: number }) {
  let query = db.selectFrom("entries").innerJoin("users", "users.id", "entries.user_id");
  const status = statusFilter(filter.status);
  if (status) query = query.where("entries.status", "=", status);
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or([searchMatches("entries.search_text", q), searchMatches("users.search_text", q)]));
  }
  const [rows, count] = await Promise.all([
    query.select(entryColumns).orderBy("entries.id").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function findEntryWithUser(db: Db, id: number) {
  return db.selectFrom("entries").innerJoin("users", "users.id", "entries.user_id").select(entryColumns).where("entries.id", "=", id).executeTakeFirst();
}

/** Contestants (candidates who are not deleted) with their entry, if any, newest account first. */
export async function listExaminees(db: Db, filter: { status: EntryFilter | "none"; q?: string; limit: number; offset: number }) {
  let query = db
    .selectFrom("users")
    .leftJoin("entries", "entries.user_id", "users.id")
    .where("users.role", "=", "candidate")
    .where("users.deleted_at", "is", null);
  if (filter.status === "none") query = query.where("entries.id", "is", null);
  else {
    const status = statusFilter(filter.status);
    if (status) query = query.where("entries.status", "=", status);
  }
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or([searchMatches("users.search_text", q), searchMatches("entries.search_text", q)]));
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        "users.id",
        "users.full_name",
        "users.email",
        "users.nation",
        "users.activated_at",
        "users.created_at",
        "entries.id as entry_id",
        "entries.status as entry_status",
      ])
      .orderBy("users.id", "desc")
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function countEntriesByStatus(db: Db) {
  const rows = await db
    .selectFrom("entries")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { submitted: count("submitted"), marked: count("marked"), excluded: count("excluded") };
}

/** Drafts whose author has not sent an entry yet (a draft row stays after its entry is sent). */
export async function countOpenDrafts(db: Db): Promise<number> {
  const row = await db
    .selectFrom("entry_drafts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "not in", (eb) => eb.selectFrom("entries").select("user_id"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
