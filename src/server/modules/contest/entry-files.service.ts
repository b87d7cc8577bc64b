import fsp from "node:fs/promises";
import type { FileKind } from "#contracts/entry.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { detect, HEAD_BYTES, type Detected } from "#server/lib/file-checks.ts";
import { checkFile } from "#server/lib/file-worker.ts";
import type { StoredFile } from "#server/lib/storage.ts";
import * as repo from "./entries.repo.ts";
import { ENTRY_AREA, entryStore } from "./entries.service.ts";

/**
 * Writes the judge's copy of the file at `source` (left as it is) into private storage: an anonymised PDF, a
 * re-encoded image or a remuxed video (lib/anonymise-*.ts), made in the file-check worker pool, never on the event
 * loop. A file that is not what its kind requires throws InvalidContentError.
 */
export async function storeJudgesCopy(deps: Deps, source: string, kind: FileKind, detected: Detected): Promise<StoredFile> {
  const store = entryStore(deps);
  if (kind === "video") {
    const target = `${source}.copy.${detected.extension}`;
    try {
      await checkFile({ kind: "video", file: source, target, mediaType: detected.mediaType });
      return await store.adopt(ENTRY_AREA, target, detected.extension);
    } finally {
      await fsp.rm(target, { force: true });
    }
  }
  const content = await checkFile(kind === "essay" ? { kind: "pdf", file: source } : { kind: "image", file: source, mediaType: detected.mediaType });
  if (!content) throw new Error("the file worker answered no content");
  return store.save(
    ENTRY_AREA,
    (async function* () {
      yield content;
    })(),
    { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 0, detect: () => detected.extension },
  );
}

/**
 * Checks a finished upload by content, stores the judge's copy and the original (private, for administrators) and
 * marks the draft's file ready. A file that is not what its kind requires throws InvalidContentError (or ApiError
 * "Invalid file" when its first bytes already tell).
 */
export async function checkAndStoreUpload(deps: Deps, source: string, row: { upload_id: string; kind: FileKind }) {
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
  const copy = await storeJudgesCopy(deps, source, row.kind, detected);
  const original = await store.adopt(ENTRY_AREA, source, detected.extension).catch(async (error: unknown) => {
    await store.remove(ENTRY_AREA, copy.id);
    throw error;
  });
  const completed = await repo.completeFile(deps.db, row.upload_id, {
    state: "ready",
    file_id: copy.id,
    original_file_id: original.id,
    media_type: detected.mediaType,
    bytes: original.bytes,
    completed_at: deps.clock.now().toISOString(),
  });
  if (!completed) {
    await Promise.all([store.remove(ENTRY_AREA, copy.id), store.remove(ENTRY_AREA, original.id)]);
    throw new ApiError("NOT_FOUND");
  }
}

/** One byte range of `size` bytes ("bytes=a-b", "bytes=a-", "bytes=-n"), or "unsatisfiable"; several ranges are not served. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [start, end] =
    match[1] === "" ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : "unsatisfiable";
}

const extensions: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/tiff": ".tiff",
  "video/mp4": ".mp4",
  "video/quicktime": ".mov",
};

/** The name a download carries: kind and id only, since the name as uploaded may identify the author to a judge. */
const neutralName = (file: { id: number; kind: string; media_type: string | null }) => `${file.kind}-${file.id}${extensions[file.media_type ?? ""] ?? ""}`;

/**
 * The contestant's file as uploaded, for an administrator settling a dispute; each read is audited. Files stored
 * before migration 0043 whose judge's copy is not made yet have only the one file.
 */
export async function openOriginalEntryFile(deps: Deps, actorId: number, fileId: number) {
  const file = await repo.findFile(deps.db, fileId);
  const id = file?.original_file_id ?? file?.file_id;
  if (!file || !id || file.state !== "ready") throw new ApiError("NOT_FOUND");
  const opened = await entryStore(deps).open(ENTRY_AREA, id);
  if (!opened) throw new ApiError("NOT_FOUND");
  await recordAudit(deps.db, deps.clock, { actorId, action: "entry_file.original_read", subject: `entry_file:${file.id}` });
  return { stream: opened.stream, size: opened.bytes, name: `original-${neutralName(file)}`, mediaType: file.media_type ?? "application/octet-stream" };
}

/**
 * The judge's copy behind a link, for whoever holds a valid link: whole, or the one byte range a video player asks
 * for when it seeks (`bytes=a-b`, `bytes=a-`, `bytes=-n`). A file stored before migration 0043 whose copy is not made
 * (yet, or ever: judges-copies.ts) has only the file as uploaded, which a link never serves.
 */
export async function openEntryFile(deps: Deps, fileId: number, rangeHeader: string | undefined) {
  const file = await repo.findFile(deps.db, fileId);
  const store = entryStore(deps);
  const located = file?.file_id && file.original_file_id && file.state === "ready" ? store.locate(ENTRY_AREA, file.file_id) : undefined;
  // The copy's own size: `bytes` is the size of the file as uploaded, which the draft's limits count.
  const size = located ? (await fsp.stat(located).catch(() => undefined))?.size : undefined;
  if (!file?.file_id || size === undefined) throw new ApiError("NOT_FOUND");
  const range = byteRange(rangeHeader, size);
  if (range === "unsatisfiable") return { unsatisfiable: true as const, size };
  const opened = await store.open(ENTRY_AREA, file.file_id, range);
  if (!opened) throw new ApiError("NOT_FOUND");
  return {
    unsatisfiable: false as const,
    stream: opened.stream,
    size: opened.bytes,
    range,
    name: neutralName(file),
    mediaType: file.media_type ?? "application/octet-stream",
  };
}
