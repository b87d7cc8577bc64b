import fs from "node:fs";
import path from "node:path";
import type { Logger } from "./logger.ts";

/**
 * DATA_DIR holds password hashes, KYC and bank details (the database), ID images, backups and the file-link key:
 * readable by the app's own user only. Directories 0700, files 0600, from the moment they are created.
 */
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The umask that makes every file the process creates private, whatever library creates it. */
const PRIVATE_UMASK = 0o077;

/** Creates a private directory (and its missing parents) if missing. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates an empty private file if missing, so that what opens it next (SQLite, whose -wal and -shm files copy the
 * database file's mode; a backup) never creates it with the process's default mode.
 */
export function touchPrivateFile(file: string): void {
  makePrivateDir(path.dirname(file));
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
}

/**
 * Narrows what group and others may do under `root` (and `root` itself): directories to 0700, files to their owner's
 * bits. Symbolic links are left alone. Returns the paths it changed, for an install made before these modes.
 */
export function tightenPrivateModes(root: string): string[] {
  const changed: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : mode & 0o700;
    if (mode !== wanted && (mode & 0o077) !== 0) {
      fs.chmodSync(entry, wanted);
      changed.push(entry);
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return changed;
}

/**
 * On start: every file the process creates from now on is private (umask), and an existing install's DATA_DIR is
 * tightened, said in the log with how many paths changed.
 */
export function securePrivateData(dataDir: string, logger: Logger): void {
  process.umask(PRIVATE_UMASK);
  makePrivateDir(dataDir);
  const changed = tightenPrivateModes(dataDir);
  if (changed.length > 0) {
    logger.warn(
      { dataDir, changed: changed.length, examples: changed.slice(0, 5) },
      `Tightened the modes of ${changed.length} path(s) under ${dataDir} to owner-only (directories 0700, files 0600): they were readable by other users.`,
    );
  }
}
