import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { Hono } from "hono";
import { fileKinds, type FileKind } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import type { UploadLimits } from "#contracts/contest.ts";
import type { Deps } from "#server/deps.ts";
import type { AppContext, AppEnv } from "#server/http/api.ts";
import { currentUser, type AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { currentEdition } from "./edition.ts";
import { assertDraftEditable, blockersOf, ENTRY_AREA, entryStore, removeDraftFile } from "./entries.ts";
import * as repo from "./entries.repo.ts";
import { cleanImage, cleanPdf, detect, HEAD_BYTES, InvalidContentError } from "./file-checks.ts";

/** An upload not finished this long after it began is abandoned: refused by the server and removed by maintenance. */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;

const MiB = 1024 * 1024;
const megabytes = (bytes: number) => Number((bytes / MiB).toFixed(1));
const maxBytesOf = (limits: UploadLimits, kind: FileKind) =>
  kind === "essay" ? limits.essay_max_bytes : kind === "image" ? limits.image_max_bytes : limits.video_max_bytes;

/**
 * tus's FileStore makes its folder with an asynchronous mkdir from its constructor and throws from the callback when
 * that fails, out of reach of any caller (a crash in production, a stray error after a test removed its folder).
 * Here the folder is made at once instead, where a failure is an ordinary error.
 */
class PrivateFileStore extends FileStore {}
(PrivateFileStore.prototype as unknown as { checkOrCreateDirectory(this: FileStore): void }).checkOrCreateDirectory = function () {
  fs.mkdirSync(this.directory, { recursive: true, mode: 0o700 });
};

/** tus keeps partial uploads (data and a JSON sidecar) here, under DATA_DIR/private, never under a public path. */
export function uploadStore(deps: Pick<Deps, "config">): FileStore {
  return new PrivateFileStore({ directory: path.join(deps.config.DATA_DIR, "private", "uploads"), expirationPeriodInMilliseconds: UPLOAD_TTL_MS });
}

/** What a refused tus request answers: our error envelope, in the caller's language. */
function refusal(locale: Locale, error: ApiError) {
  return { status_code: error.status, body: JSON.stringify({ error: error.code, message: translateShared(locale, error.messageKey, error.vars) }) };
}

/**
 * Resumable uploads of entry files (tus 1.0 at /uploads, ARCHITECTURE.md section 1). Only a signed-in contestant
 * uploads, and only into their own draft: creating an upload checks the declared size against the kind's limit,
 * the counts and the draft's total; every PATCH is cut off at the declared size; the finished file is recognised
 * by content, decoded or parsed, stripped of metadata, and only then becomes part of the draft.
 */
export function uploadRoutes(deps: Deps) {
  const hono = new Hono<AppEnv>();
  // Made on the first upload request: a process (or a test) that never receives one never touches the upload folder.
  let handler: ((c: AppContext) => Promise<Response>) | undefined;
  const handle = (c: AppContext) => (handler ??= tusHandler(deps))(c);
  hono.all("/uploads", handle);
  hono.all("/uploads/:id", handle);
  return { hono };
}

/** The tus server behind /uploads, with our checks in its hooks and our error envelope in its refusals. */
function tusHandler(deps: Deps) {
  const datastore = uploadStore(deps);
  const callers = new WeakMap<Request, { user: AuthUser; locale: Locale }>();
  const callerOf = (req: Request) => {
    const caller = callers.get(req);
    if (!caller) throw new ApiError("UNAUTHENTICATED");
    return caller;
  };
  /** Removes tus's data (when still there) and its JSON sidecar. */
  const forget = async (uploadId: string) => {
    await datastore.remove(uploadId).catch(() => datastore.configstore.delete(uploadId));
  };
  const discard = async (row: { id: number; upload_id: string }) => {
    await repo.deleteFilesById(deps.db, [row.id]);
    await datastore.remove(row.upload_id).catch(() => undefined);
  };

  const server = new Server({
    path: "/uploads",
    datastore,
    relativeLocation: true,
    // PATCH: the size declared and accepted at creation. POST: none here; onUploadCreate applies the kind's own limit.
    maxSize: async (_req, id) => {
      const row = id ? await repo.findFileByUpload(deps.db, id) : undefined;
      return row ? row.bytes : 0;
    },
    onUploadCreate: async (req, upload) => {
      const { user, locale } = callerOf(req as unknown as Request);
      try {
        const kind = upload.metadata?.kind as FileKind | undefined;
        if (!kind || !fileKinds.includes(kind)) throw new ApiError("VALIDATION_FAILED", { messageKey: "entry.invalidFile" });
        if (upload.size === undefined || upload.size <= 0) throw new ApiError("VALIDATION_FAILED", { messageKey: "entry.uploadError" });
        const edition = await currentEdition(deps);
        const { limits } = edition;
        const maxBytes = maxBytesOf(limits, kind);
        if (upload.size > maxBytes) throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "entry.fileTooLarge", vars: { mb: megabytes(maxBytes) } });
        assertDraftEditable(await blockersOf(deps, user.id, edition));
        const size = upload.size;
        await deps.db.transaction().execute(async (trx) => {
          const now = deps.clock.now().toISOString();
          await repo.lockDraft(trx, deps.database.dialect, user.id, now);
          const files = await repo.draftFiles(trx, user.id);
          const count = repo.countDraftKind(files, kind);
          if (kind === "essay" && count >= 1) throw new ApiError("CONFLICT", { messageKey: "entry.essayExists" });
          if (kind === "image" && count >= limits.image_max_count) throw new ApiError("UNPROCESSABLE", { messageKey: "entry.tooManyImages", vars: { count: limits.image_max_count } });
          if (kind === "video" && count >= limits.video_max_count) throw new ApiError("UNPROCESSABLE", { messageKey: "entry.tooManyVideos", vars: { count: limits.video_max_count } });
          const total = files.reduce((sum, file) => sum + file.bytes, 0);
          if (total + size > limits.draft_max_bytes) throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "entry.draftFull", vars: { mb: megabytes(limits.draft_max_bytes) } });
          const name = (upload.metadata?.filename ?? "").trim().slice(0, 255) || kind;
          await repo.insertFile(trx, { user_id: user.id, entry_id: null, kind, state: "uploading", upload_id: upload.id, file_id: null, name, media_type: null, bytes: size, created_at: now, completed_at: null });
        });
        return {};
      } catch (error) {
        if (error instanceof ApiError) throw refusal(locale, error);
        throw error;
      }
    },
    onUploadFinish: async (req, upload) => {
      const { locale } = callerOf(req as unknown as Request);
      const row = await repo.findFileByUpload(deps.db, upload.id);
      if (!row) throw refusal(locale, new ApiError("NOT_FOUND"));
      try {
        await finish(deps, datastore.directory, row);
        await forget(row.upload_id);
        return {};
      } catch (error) {
        if (error instanceof InvalidContentError || error instanceof ApiError) {
          await discard(row);
          throw refusal(locale, error instanceof ApiError ? error : new ApiError("UNPROCESSABLE", { messageKey: "entry.invalidFile" }));
        }
        throw error;
      }
    },
    onResponseError: (req, error) => {
      const body = "body" in error ? error.body : "";
      if (body.startsWith("{")) return undefined;
      const locale = callers.get(req as unknown as Request)?.locale ?? "vi";
      const status = "status_code" in error ? error.status_code : 500;
      deps.logger.warn({ status, body: body.trim() }, "upload refused");
      const apiError =
        status === 413
          ? new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "entry.uploadError" })
          : new ApiError(status === 404 || status === 410 ? "NOT_FOUND" : status === 409 ? "CONFLICT" : status >= 500 ? "INTERNAL" : "VALIDATION_FAILED", { messageKey: "entry.uploadError" });
      return { status_code: status, body: refusal(locale, apiError).body };
    },
  });

  return async (c: AppContext): Promise<Response> => {
    const locale = c.var.locale;
    const refuse = (error: ApiError) => c.json({ error: error.code, message: translateShared(locale, error.messageKey, error.vars) }, error.status as 400, { "Tus-Resumable": "1.0.0" });
    const user = await currentUser(c);
    if (!user) return refuse(new ApiError("UNAUTHENTICATED"));
    if (user.role !== "candidate") return refuse(new ApiError("FORBIDDEN"));
    // Files are only ever read through short-lived links of the API, never from here.
    if (c.req.method === "GET") return refuse(new ApiError("NOT_FOUND"));
    const id = c.req.param("id") as string | undefined;
    if (id) {
      const row = await repo.findFileByUpload(deps.db, id);
      if (!row || row.user_id !== user.id) return refuse(new ApiError("NOT_FOUND"));
      if (c.req.method === "DELETE") {
        try {
          await removeDraftFile(deps, user, row.id, (uploadId) => datastore.remove(uploadId).catch(() => undefined));
        } catch (error) {
          if (error instanceof ApiError) return refuse(error);
          throw error;
        }
        return c.body(null, 204, { "Tus-Resumable": "1.0.0" });
      }
    }
    callers.set(c.req.raw, { user, locale });
    return server.handleWeb(c.req.raw);
  };
}

/** Checks the finished upload by content, cleans it, stores it privately and marks the draft's file ready. */
async function finish(deps: Deps, directory: string, row: { upload_id: string; kind: FileKind }) {
  const source = path.join(directory, row.upload_id);
  const handle = await fsp.open(source, "r");
  const head = Buffer.alloc(HEAD_BYTES);
  try {
    await handle.read(head, 0, HEAD_BYTES, 0);
  } finally {
    await handle.close();
  }
  const detected = detect(row.kind, head);
  if (!detected) throw new ApiError("UNPROCESSABLE", { messageKey: "entry.invalidFile" });
  const store = entryStore(deps);
  // Videos are moved as they are (no copy of up to 150 MB); PDFs and images are rewritten without their metadata.
  const stored =
    row.kind === "video"
      ? await store.adopt(ENTRY_AREA, source, detected.extension)
      : await store.save(
          ENTRY_AREA,
          (async function* () {
            const raw = await fsp.readFile(source);
            yield row.kind === "essay" ? await cleanPdf(raw) : await cleanImage(raw, detected.mediaType);
          })(),
          { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 0, detect: () => detected.extension },
        );
  const completed = await repo.completeFile(deps.db, row.upload_id, {
    state: "ready",
    file_id: stored.id,
    media_type: detected.mediaType,
    bytes: stored.bytes,
    completed_at: deps.clock.now().toISOString(),
  });
  if (!completed) {
    await store.remove(ENTRY_AREA, stored.id);
    throw new ApiError("NOT_FOUND");
  }
}

/** Maintenance: removes uploads abandoned for longer than UPLOAD_TTL_MS, their rows and their partial data. */
export async function cleanAbandonedUploads(deps: Deps): Promise<number> {
  const datastore = uploadStore(deps);
  const before = new Date(deps.clock.now().getTime() - UPLOAD_TTL_MS).toISOString();
  const stale = await repo.staleUploads(deps.db, before);
  for (const row of stale) await datastore.remove(row.upload_id).catch(() => undefined);
  await repo.deleteFilesById(deps.db, stale.map((row) => row.id));
  // Partial data whose creation was refused or whose row is gone.
  const orphans = await datastore.deleteExpired().catch(() => 0);
  return stale.length + orphans;
}
