import fsp from "node:fs/promises";
import type { FileKind } from "#contracts/entry.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { detect, HEAD_BYTES } from "#server/lib/file-checks.ts";
import { checkFile } from "#server/lib/file-worker.ts";
import * as repo from "./entries.repo.ts";
import { ENTRY_AREA, entryStore } from "./entries.service.ts";

/**
 * Checks a finished upload by content, cleans it, stores it privately and marks the draft's file ready. The parse
 * or decode runs in the file-check worker pool (lib/file-worker.ts), never on the event loop. A file that is not
 * what its kind requires throws InvalidContentError (or ApiError "Invalid file" when its first bytes already tell).
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
  // Videos are checked and moved as they are (no copy of up to 150 MB); PDFs and images are rewritten without their metadata.
  const cleaned =
    row.kind === "video"
      ? await checkFile({ kind: "video", file: source })
      : await checkFile(row.kind === "essay" ? { kind: "pdf", file: source } : { kind: "image", file: source, mediaType: detected.mediaType });
  const stored = cleaned
    ? await store.save(ENTRY_AREA, (async function* () {
        yield cleaned;
      })(), { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 0, detect: () => detected.extension })
    : await store.adopt(ENTRY_AREA, source, detected.extension);
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

/** One byte range of `size` bytes ("bytes=a-b", "bytes=a-", "bytes=-n"), or "unsatisfiable"; several ranges are not served. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [start, end] = match[1] === "" ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)];
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
  return { unsatisfiable: false as const, stream: opened.stream, size: opened.bytes, range, name: neutralName(file), mediaType: file.media_type ?? "application/octet-stream" };
}
