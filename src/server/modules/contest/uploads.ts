import { Server } from "@tus/server";
import { Hono } from "hono";
import type { Locale } from "#contracts/locale.ts";
import type { Deps } from "#server/deps.ts";
import type { AppContext, AppEnv } from "#server/http/api.ts";
import { currentUser, type AuthUser } from "#server/http/auth.ts";
import { withDirectBody } from "#server/http/direct-body.ts";
import { ApiError, errorBodyOf, errorResponse } from "#server/http/errors.ts";
import { removeDraftFile, reserveDraftUpload } from "./entries.service.ts";
import * as repo from "./entries.repo.ts";
import { queueUploadCheck } from "./upload-checks.ts";
import { uploadStore } from "./upload-store.ts";

const TUS_HEADERS = { "Tus-Resumable": "1.0.0" };
const UPLOADS_PATH = "/uploads";
/** tus's own ids (@tus/utils Uid.rand): 16 random bytes in hex. */
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})$/;

/**
 * The upload a request's URL names: `/uploads/<id>` exactly, with no query string, or none. It is the one reading of
 * the id: the ownership check uses it, and so does tus (`getFileIdFromRequest`), so the upload that is authorized
 * is the upload that is read, written or deleted. (tus's default takes the last `/` segment of the whole URL,
 * query included: `/uploads?x=/<id>` named someone else's upload while the route saw none.)
 */
function uploadIdOf(url: string): string | undefined {
  if (url.includes("?")) return undefined;
  return UPLOAD_URL.exec(new URL(url, "http://localhost").pathname)?.[1];
}

/** What a refused tus request answers: our error envelope, in the caller's language (thrown from tus's hooks). */
function refusal(locale: Locale, error: ApiError) {
  return { status_code: error.status, body: JSON.stringify(errorBodyOf(error, locale)) };
}

/** tus's own refusals (header validation, offsets, missing uploads) as the envelope, keeping their status. */
function tusErrorOf(status: number): ApiError {
  if (status === 404 || status === 410) return new ApiError("NOT_FOUND", { messageKey: "entry.uploadError" });
  if (status === 409) return new ApiError("CONFLICT", { messageKey: "entry.uploadError" });
  if (status === 413) return new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "entry.uploadError" });
  if (status >= 500) return new ApiError("INTERNAL", { messageKey: "entry.uploadError" });
  return new ApiError("VALIDATION_FAILED", { messageKey: "entry.uploadRequestInvalid" });
}

/**
 * Resumable uploads of entry files (tus 1.0 at /uploads, ARCHITECTURE.md section 1). Only a signed-in contestant
 * uploads, and only into their own draft: creating an upload applies the draft's capacity rules (entries service);
 * every PATCH is cut off at the declared size; the last PATCH is answered once the bytes are stored, and a job
 * checks the file by content in a worker and cleans it (ADR 0029): only then is it ready.
 */
export function uploadRoutes(deps: Deps) {
  const hono = new Hono<AppEnv>();
  // Made on the first upload request: a process (or a test) that never receives one never touches the upload folder.
  let handler: ((c: AppContext) => Promise<Response>) | undefined;
  const handle = (c: AppContext) => (handler ??= tusHandler(deps))(c);
  hono.all(UPLOADS_PATH, handle);
  hono.all(`${UPLOADS_PATH}/*`, handle);
  return { hono };
}

/** The tus server behind /uploads, with our checks in its hooks and our error envelope on every refusal. */
function tusHandler(deps: Deps) {
  const datastore = uploadStore(deps);
  const callers = new WeakMap<Request, { user: AuthUser; locale: Locale }>();
  const callerOf = (req: Request) => {
    const caller = callers.get(req);
    if (!caller) throw new ApiError("UNAUTHENTICATED");
    return caller;
  };
  /** Runs a hook; an ApiError becomes tus's refusal with our envelope. */
  const refusing = async (req: Request, work: (caller: { user: AuthUser; locale: Locale }) => Promise<void>) => {
    const caller = callerOf(req);
    try {
      await work(caller);
      return {};
    } catch (error) {
      if (error instanceof ApiError) throw refusal(caller.locale, error);
      throw error;
    }
  };

  const server = new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // Shared by every process: successive PATCHes of one upload may land on different processes (deploy/nginx.conf).
    locker: deps.locks.tusLocker(),
    getFileIdFromRequest: (req) => uploadIdOf(req.url),
    // PATCH: the size declared and accepted at creation. POST: none here; the entries service applies the kind's own limit.
    maxSize: async (_req, id) => {
      const row = id ? await repo.findFileByUpload(deps.db, id) : undefined;
      return row ? row.bytes : 0;
    },
    onUploadCreate: (req, upload) =>
      refusing(req as unknown as Request, ({ user }) =>
        reserveDraftUpload(deps, user, {
          uploadId: upload.id,
          kind: upload.metadata?.kind ?? undefined,
          size: upload.size,
          name: upload.metadata?.filename ?? undefined,
        }),
      ),
    // Every byte is stored: the check is queued and the PATCH answered, without waiting for it (ADR 0029).
    onUploadFinish: (req, upload) =>
      refusing(req as unknown as Request, async () => {
        const row = await repo.findFileByUpload(deps.db, upload.id);
        if (!row) throw new ApiError("NOT_FOUND");
        await queueUploadCheck(deps, upload.id);
      }),
  });

  /** Passes tus's answer on; a refusal tus wrote as plain text becomes our envelope, with tus's status and headers. */
  const asEnvelope = async (response: Response, locale: Locale) => {
    if (response.status < 400) return response;
    const text = await response.text();
    if (!text.startsWith("{")) deps.logger.warn({ status: response.status, body: text.trim() }, "upload refused");
    const body = text.startsWith("{") ? text : JSON.stringify(errorBodyOf(tusErrorOf(response.status), locale));
    const headers = new Headers(response.headers);
    headers.set("Content-Type", "application/json");
    headers.set("Content-Length", String(Buffer.byteLength(body)));
    return new Response(body, { status: response.status, headers });
  };

  return async (c: AppContext): Promise<Response> => {
    const locale = c.var.locale;
    const refuse = (error: ApiError) => errorResponse(c, error, locale, TUS_HEADERS);
    const user = await currentUser(c);
    if (!user) return refuse(new ApiError("UNAUTHENTICATED"));
    if (user.role !== "candidate") return refuse(new ApiError("FORBIDDEN"));
    if (c.req.url.includes("?")) return refuse(new ApiError("VALIDATION_FAILED", { messageKey: "entry.uploadRequestInvalid" }));
    const id = uploadIdOf(c.req.url);
    const method = c.req.method;
    // Uploads are created at /uploads and used at /uploads/<id>; files are only ever read through the API's links.
    const allowed = id ? ["HEAD", "PATCH", "DELETE", "OPTIONS"].includes(method) : c.req.path === UPLOADS_PATH && ["POST", "OPTIONS"].includes(method);
    if (!allowed) return refuse(new ApiError("NOT_FOUND"));
    if (id) {
      const row = await repo.findFileByUpload(deps.db, id);
      if (!row || row.user_id !== user.id) return refuse(new ApiError("NOT_FOUND"));
      // A finished upload's data has moved to private storage (or was refused and deleted), but its client may still
      // ask where it stands: a pause whose last PATCH had in fact arrived. Complete (offset = length), so the client
      // ends instead of starting over with a new upload, which would put the file in the draft twice.
      if (method === "HEAD" && row.state !== "uploading") {
        return c.body(null, 200, { ...TUS_HEADERS, "Upload-Offset": String(row.bytes), "Upload-Length": String(row.bytes), "Cache-Control": "no-store" });
      }
      if (method === "DELETE") {
        try {
          await removeDraftFile(deps, user, row.id, (uploadId) => datastore.remove(uploadId).catch(() => undefined));
        } catch (error) {
          if (error instanceof ApiError) return refuse(error);
          throw error;
        }
        return c.body(null, 204, TUS_HEADERS);
      }
    }
    const request = withDirectBody(c);
    callers.set(request, { user, locale });
    const response = await server.handleWeb(request);
    if (method === "PATCH") countReceived(deps, c.req.header("upload-offset"), response.headers.get("upload-offset"));
    return asEnvelope(response, locale);
  };
}

/** Adds the bytes a PATCH appended (its answer's offset minus the one it started at) to /metrics. */
function countReceived(deps: Deps, from: string | undefined, to: string | null) {
  const received = Number(to) - Number(from);
  if (to !== null && Number.isSafeInteger(received) && received > 0) deps.metrics.uploadBytes.inc(received);
}
