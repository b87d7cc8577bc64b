import type { StatementFormat, StatementReading } from "#domain/statement-format.ts";
import { ApiError } from "#server/http/errors.ts";
import { createWorkerPool, PoolBusyError, WorkerLimitError } from "#server/lib/worker-pool.ts";

export interface StatementTask {
  bytes: Uint8Array;
  format: StatementFormat;
}
export type StatementTaskResult = { ok: true; kind: "csv" | "xlsx"; reading: StatementReading } | { ok: false; problem: "notStatement" | "tooManyRows" };

/**
 * Limits of one statement's reading (docs/decisions/0015-file-checks-in-worker-threads.md): an uploaded xlsx is a
 * zip whose content a hostile file can make huge, so it is unpacked off the event loop, in one worker, with a
 * bounded heap and time. A 2 MB statement takes well under a second; imports are rare, so few wait.
 */
export const STATEMENT_LIMITS = {
  size: 1,
  timeoutMs: 20_000,
  maxQueued: 4,
  resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
};
const BUSY_RETRY_SECONDS = 30;

let pool: ReturnType<typeof createWorkerPool<StatementTask, StatementTaskResult>> | undefined;

/**
 * Reads a statement file in the worker. The bytes are handed over (transferred, not copied): a statement is at most
 * 2 MB, small enough to travel whole rather than through a file as large uploads do. A file the worker could not
 * read within its limits is refused as not a statement; a full queue answers 429.
 */
export async function readStatementFile(bytes: Uint8Array, format: StatementFormat): Promise<StatementTaskResult> {
  pool ??= createWorkerPool<StatementTask, StatementTaskResult>({ script: new URL("./statement-worker.thread.ts", import.meta.url), ...STATEMENT_LIMITS });
  try {
    return await pool.run({ bytes, format }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    if (error instanceof WorkerLimitError) return { ok: false, problem: "notStatement" };
    if (error instanceof PoolBusyError) throw ApiError.tooManyRequests(BUSY_RETRY_SECONDS);
    throw error;
  }
}

/** Ends the worker (at shutdown). */
export async function closeStatementWorker(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
