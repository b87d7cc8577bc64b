import path from "node:path";
import type { Deps } from "#server/deps.ts";
import { InvalidContentError } from "#server/lib/file-checks.ts";
import { ENTRY_AREA, entryStore } from "./entries.service.ts";
import { storeJudgesCopy } from "./entry-files.service.ts";

/**
 * Migration 0043's job: makes the judge's copy of every entry file stored before anonymisation existed. The file
 * as stored becomes the original (`original_file_id`) and the copy takes its place behind every link. A file that
 * cannot be anonymised stays as it is, logged: no link serves it (entry-files.service.ts) and judges are not shown it,
 * while administrators still read it as uploaded. A repeated run skips what is done and tries the rest again.
 */
export async function makeMissingJudgesCopies(deps: Deps): Promise<number> {
  const store = entryStore(deps);
  const rows = await deps.db
    .selectFrom("entry_files")
    .select(["id", "kind", "file_id", "media_type"])
    .where("state", "=", "ready")
    .where("original_file_id", "is", null)
    .where("file_id", "is not", null)
    .orderBy("id")
    .execute();
  let made = 0;
  for (const row of rows) {
    const stored = row.file_id!;
    const source = store.locate(ENTRY_AREA, stored);
    if (!source || !(await store.exists(ENTRY_AREA, stored))) continue;
    let copy;
    try {
      copy = await storeJudgesCopy(deps, source, row.kind, { extension: path.extname(stored).slice(1), mediaType: row.media_type ?? "" });
    } catch (error) {
      if (!(error instanceof InvalidContentError)) throw error;
      deps.logger.warn({ err: error, entryFile: row.id }, "a stored entry file could not be anonymised");
      continue;
    }
    const updated = await deps.db
      .updateTable("entry_files")
      .set({ file_id: copy.id, original_file_id: stored })
      .where("id", "=", row.id)
      .where("file_id", "=", stored)
      .where("original_file_id", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) made += 1;
    else await store.remove(ENTRY_AREA, copy.id);
  }
  if (made > 0) deps.logger.info({ made }, "judges' copies made for stored entry files");
  return made;
}
