import os from "node:os";
import { ApiError } from "#server/http/errors.ts";
import { InvalidContentError } from "./file-checks.ts";
import type { WebImage, WebImageTask } from "./web-images.ts";
import { createWorkerPool, PoolBusyError, WorkerLimitError } from "./worker-pool.ts";

/**
 * One uploaded file to check and anonymise, by path: the worker reads it, so no large buffer crosses between
 * threads. A video's anonymised copy is written to `target`.
 */
export type FileCheck =
  { kind: "pdf"; file: string } | { kind: "image"; file: string; mediaType: string } | { kind: "video"; file: string; target: string; mediaType: string };
/** A PDF or image comes back anonymised (`content`); a video's copy is at its `target`; a web image answers its size (`image`). */
export type FileCheckResult = { valid: true; content?: Uint8Array; image?: WebImage } | { valid: false; reason: string };
type FileTask = FileCheck | WebImageTask;

/**
 * Limits of one check. Two workers suit the two cores the platform runs on: the event loop keeps answering while
 * both check files. 30 s is many times what a 20 MB PDF takes; 256 MB of heap is many times what it needs.
 */
export const FILE_CHECK_LIMITS = {
  size: Math.min(2, os.availableParallelism()),
  timeoutMs: 30_000,
  maxQueued: 32,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
};
/** How long a client refused because the queue is full is told to wait. */
const BUSY_RETRY_SECONDS = 30;

let pool: ReturnType<typeof createWorkerPool<FileTask, FileCheckResult>> | undefined;

/**
 * Runs every parse and decode of an uploaded file (PDF, image, video container) in a worker thread. A file that
 * does not parse, or whose check runs out of time or memory, is an InvalidContentError ("Invalid file"); a full
 * queue answers 429 with Retry-After.
 */
async function runTask(task: FileTask): Promise<FileCheckResult & { valid: true }> {
  pool ??= createWorkerPool<FileTask, FileCheckResult>({ script: new URL("./file-worker.thread.ts", import.meta.url), ...FILE_CHECK_LIMITS });
  let result: FileCheckResult;
  try {
    result = await pool.run(task);
  } catch (error) {
    if (error instanceof WorkerLimitError) throw new InvalidContentError(error);
    if (error instanceof PoolBusyError) throw ApiError.tooManyRequests(BUSY_RETRY_SECONDS);
    throw error;
  }
  if (!result.valid) throw new InvalidContentError(new Error(result.reason));
  return result;
}

/** Checks and anonymises one uploaded file; answers the anonymised content of a PDF or image (a video's is at its target). */
export async function checkFile(check: FileCheck): Promise<Uint8Array | undefined> {
  return (await runTask(check)).content;
}

/** Writes an image's AVIF and WebP variants (and, for an upload, its cleaned fallback); answers its size. */
export async function makeWebImage(task: Omit<WebImageTask, "kind">): Promise<WebImage> {
  const { image } = await runTask({ kind: "web-image", ...task });
  if (!image) throw new InvalidContentError(new Error("the worker answered no image size"));
  return image;
}

/** Ends the workers (at shutdown); the next check starts new ones. */
export async function closeFileWorkers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
