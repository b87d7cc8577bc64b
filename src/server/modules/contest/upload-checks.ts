import path from "node:path";
import type { EntryFileRefusal, FileKind } from "#contracts/entry.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { InvalidContentError } from "#server/lib/file-checks.ts";
import { enqueueJob, type JobRun } from "#server/lib/jobs.ts";
import { checkUploadJob } from "./contest.jobs.ts";
import * as repo from "./entries.repo.ts";
import { checkAndStoreUpload } from "./entry-files.service.ts";
import { sendWhenChecked } from "./entry-submission.service.ts";
import { uploadStore } from "./upload-store.ts";

/**
 * Every byte of an upload is stored: its file goes from "uploading" to "checking" and its check job is queued, in
 * one transaction, so a file being checked always has its job (ADR 0029). False when the file was not uploading
 * (handed over already, or removed).
 */
export async function queueUploadCheck(deps: Deps, uploadId: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.markChecking(trx, uploadId))) return false;
    await enqueueJob(trx, deps.clock, checkUploadJob, { upload_id: uploadId }, { effectKey: `check-upload:${uploadId}` });
    return true;
  });
}

/** The content failed the checks (the worker's verdict, or first bytes that are not the kind's). */
const isInvalidContent = (error: unknown) => error instanceof InvalidContentError || (error instanceof ApiError && error.messageKey === "entry.invalidFile");

/**
 * The check job's work: checks the file by content in the worker pool (ADR 0015), stores the judge's copy and the
 * original and marks it ready; a file whose content fails is refused with its reason and its bytes deleted. Any other
 * failure (the pool's queue full, a disk error) is the job's to retry; on its last run the file is refused as "could
 * not be checked", so it never stays "checking". A file removed by its owner meanwhile is left. Then a Send pressed
 * while the draft's files were being checked may go (ADR 0030); a retried job finds the file settled and tries that
 * again.
 */
export async function checkUpload(deps: Deps, uploadId: string, run: Pick<JobRun, "final">): Promise<void> {
  const row = await repo.findFileByUpload(deps.db, uploadId);
  if (!row) return;
  if (row.state === "checking") await checkFile(deps, uploadId, row, run);
  if (row.entry_id === null) await sendWhenChecked(deps, row.user_id);
}

async function checkFile(deps: Deps, uploadId: string, row: { upload_id: string; kind: FileKind }, run: Pick<JobRun, "final">) {
  const datastore = uploadStore(deps);
  try {
    await checkAndStoreUpload(deps, path.join(datastore.directory, uploadId), row);
  } catch (error) {
    if ((await repo.findFileByUpload(deps.db, uploadId))?.state !== "checking") return;
    const refusal: EntryFileRefusal | undefined = isInvalidContent(error) ? "invalidFile" : run.final ? "checkFailed" : undefined;
    if (!refusal) throw error;
    if (refusal === "checkFailed") deps.logger.warn({ err: error, uploadId }, "an upload could not be checked: refused");
    await repo.refuseFile(deps.db, uploadId, refusal);
    await datastore.remove(uploadId).catch(() => undefined);
    deps.metrics.uploadsFinished.inc({ result: "refused" });
    return;
  }
  await datastore.remove(uploadId).catch(() => datastore.configstore.delete(uploadId));
  deps.metrics.uploadsFinished.inc({ result: "ready" });
}

/**
 * Hands over uploads whose last byte arrived but which were never handed to a check (the process was killed
 * between the two): the client saw the upload complete and will not send it again. Run at start-up and by the
 * hourly maintenance; a file already being checked has its job and needs nothing here.
 */
export async function queueInterruptedChecks(deps: Deps): Promise<number> {
  const datastore = uploadStore(deps);
  let queued = 0;
  for (const row of await repo.uploadingFiles(deps.db)) {
    const upload = await datastore.getUpload(row.upload_id).catch(() => undefined);
    if (!upload || upload.size === undefined || upload.offset !== upload.size) continue;
    if (await queueUploadCheck(deps, row.upload_id)) queued += 1;
  }
  if (queued > 0) deps.logger.info({ queued }, "interrupted uploads handed to their checks");
  return queued;
}
