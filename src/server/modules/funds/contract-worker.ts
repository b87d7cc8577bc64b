import { ApiError } from "#server/http/errors.ts";
import { createWorkerPool, PoolBusyError } from "#server/lib/worker-pool.ts";
import type { ContractData } from "./contract-pdf.ts";

/**
 * Contract PDFs are laid out off the main thread: embedding and subsetting the DejaVu fonts takes 0.5-0.9 s of CPU
 * per contract on the 2-core machine (measured; docs/funds.md), which would stall every other request. One worker
 * (the file-check pool keeps the other core), 30 s per contract, 16 waiting at most (then 429 with Retry-After).
 */
const LIMITS = { size: 1, timeoutMs: 30_000, maxQueued: 16, resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 } };
const BUSY_RETRY_SECONDS = 10;

let pool: ReturnType<typeof createWorkerPool<ContractData, Uint8Array<ArrayBuffer>>> | undefined;

export async function contractPdf(data: ContractData): Promise<Uint8Array<ArrayBuffer>> {
  pool ??= createWorkerPool<ContractData, Uint8Array<ArrayBuffer>>({ script: new URL("./contract-worker.thread.ts", import.meta.url), ...LIMITS });
  try {
    return await pool.run(data);
  } catch (error) {
    if (error instanceof PoolBusyError) throw ApiError.tooManyRequests(BUSY_RETRY_SECONDS);
    throw error;
  }
}

/** Ends the worker (at shutdown); the next contract starts a new one. */
export async function closeContractWorkers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
