import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createBackup } from "./backup.ts";
import type { Logger } from "./logger.ts";
import { securePrivateData } from "./private-files.ts";

/** Issue 26, item 7: the SQLite database, its WAL, backups and DATA_DIR's files are the owner's alone. */
let parent: string;
let umask: number;
beforeEach(() => {
  // The usual default: without explicit modes, files would be created 0644 and directories 0755.
  umask = process.umask(0o022);
  parent = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
  fs.chmodSync(parent, 0o755);
});
afterEach(() => {
  process.umask(umask);
  fs.rmSync(parent, { recursive: true, force: true });
});

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
/** Every path under `root` with its mode, e.g. { "": "700", "app.sqlite": "600" }. */
function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = { "": modeOf(root) };
  for (const entry of fs.readdirSync(root, { recursive: true }) as string[]) modes[entry] = modeOf(path.join(root, entry));
  return modes;
}

describe("private files (SQLite)", () => {
  it("a new install creates DATA_DIR 0700 and the database, its WAL and shared memory 0600", async () => {
    const config = loadConfig({ DATA_DIR: path.join(parent, "data") });
    const database = openDatabase(config);
    try {
      await migrateToLatest(database);
      const modes = modesUnder(config.DATA_DIR);
      expect(modes).toMatchObject({ "": "700", "app.sqlite": "600" });
      expect(Object.keys(modes)).toEqual(expect.arrayContaining(["app.sqlite-wal", "app.sqlite-shm"]));
      expect(Object.entries(modes).filter(([, mode]) => mode !== "600" && mode !== "700")).toEqual([]);

      const folder = await createBackup({ ...config });
      fs.writeFileSync(path.join(config.DATA_DIR, "later.txt"), "x");
      const backupModes = modesUnder(folder);
      expect(Object.keys(backupModes)).toEqual(expect.arrayContaining(["app.sqlite", "backup.json", "files"]));
      expect(Object.entries(backupModes).filter(([name, mode]) => mode !== (fs.statSync(path.join(folder, name)).isDirectory() ? "700" : "600"))).toEqual([]);
      expect(modeOf(path.join(config.DATA_DIR, "backups"))).toBe("700");
    } finally {
      await database.close();
    }
  });

  it("on start, an existing install's modes are tightened and the log says so", () => {
    const dataDir = path.join(parent, "old");
    fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, "app.sqlite"), "", { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, "uploads", "id-front.jpg"), "", { mode: 0o664 });
    fs.writeFileSync(path.join(dataDir, "file-link.key"), "", { mode: 0o600 });
    const warn = vi.fn();
    securePrivateData(dataDir, { warn } as unknown as Logger);
    expect(modesUnder(dataDir)).toEqual({ "": "700", "app.sqlite": "600", uploads: "700", "uploads/id-front.jpg": "600", "file-link.key": "600" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toBe(
      `Tightened the modes of 4 path(s) under ${dataDir} to owner-only (directories 0700, files 0600): they were readable by other users.`,
    );
    // A file created after start is private too (the umask), whatever creates it.
    fs.writeFileSync(path.join(dataDir, "new.txt"), "x");
    expect(modeOf(path.join(dataDir, "new.txt"))).toBe("600");
    // Nothing to say on the next start.
    securePrivateData(dataDir, { warn } as unknown as Logger);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
