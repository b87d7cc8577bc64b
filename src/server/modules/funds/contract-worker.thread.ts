import { serveTasks } from "#server/lib/worker-pool.ts";
import { renderContract, type ContractData } from "./contract-pdf.ts";

/** The worker thread of the contract pool (contract-worker.ts): lays out one contract PDF. */
serveTasks<ContractData, Uint8Array>(async (data) => {
  const pdf = await renderContract(data);
  return { value: pdf, transfer: [pdf.buffer as ArrayBuffer] };
});
