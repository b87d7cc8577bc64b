import fs from "node:fs";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { Deps } from "#server/deps.ts";
import * as repo from "./entries.repo.ts";

/** An upload not finished this long after it began is abandoned: refused by the server and removed by maintenance. */
const UPLOAD_TTL_MS = 24 * 60 * 60_000;

/**
 * tus's FileStore makes its folder with an asynchronous mkdir from its constructor and throws from the callback when
 * that fails, out of reach of any caller (a crash in production, a stray error after a test removed its folder).
 * Here the folder is made at once instead, where a failure is an ordinary error.
 */
class PrivateFileStore extends FileStore {}
(PrivateFileStore.prototype as unknown as { checkOrCreateDirectory(this: FileStore): void }).checkOrCreateDirectory = function () {
  fs.mkdirSync(this.directory, { recursive: true, mode: 0o700 });
};

/**
 * tus keeps partial uploads (data and a JSON sidecar) here, under DATA_DIR/private, never under a public path. A
 * complete upload stays here while it is being checked (ADR 0029); its check moves it to the entries' storage.
 */
export function uploadStore(deps: Pick<Deps, "config">): FileStore {
  return new PrivateFileStore({ directory: path.join(deps.config.DATA_DIR, "private", "uploads"), expirationPeriodInMilliseconds: UPLOAD_TTL_MS });
}

/** Maintenance: removes uploads abandoned for longer than UPLOAD_TTL_MS, their rows and their partial data. */
export async function cleanAbandonedUploads(deps: Deps): Promise<number> {
  const datastore = uploadStore(deps);
  const before = new Date(deps.clock.now().getTime() - UPLOAD_TTL_MS).toISOString();
  const stale = await repo.staleUploads(deps.db, before);
  for (const row of stale) await datastore.remove(row.upload_id).catch(() => undefined);
  await repo.deleteFilesById(
    deps.db,
    stale.map((row) => row.id),
  );
  // Partial data whose creation was refused or whose row is gone.
  const orphans = await datastore.deleteExpired().catch(() => 0);
  return stale.length + orphans;
}
