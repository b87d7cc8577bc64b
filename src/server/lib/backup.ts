import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { backup as sqliteBackup, DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";
import type { Config } from "#server/config.ts";
import { makePrivateDir, PRIVATE_FILE_MODE, tightenPrivateModes, touchPrivateFile } from "./private-files.ts";

const run = promisify(execFile);

/** What a backup folder holds besides the database and `files/`: enough to restore it without guessing. */
interface Manifest {
  format: 1;
  createdAt: string;
  dialect: "sqlite" | "postgres";
  /** PostgreSQL: the schema dumped (the one the application's search_path points at). */
  schema?: string;
}

export const MANIFEST = "backup.json";
const SQLITE_FILE = "app.sqlite";
const PG_DUMP = "database.dump";
/** Not part of a backup: earlier backups, and the live SQLite files, copied by SQLite's own backup instead. */
const skipped = (name: string) => name === "backups" || /^app\.sqlite(-wal|-shm|-journal)?$/.test(name);

type BackupConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL" | "sqliteFile">;

async function currentSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ schema: string }>("select current_schema() as schema")).rows[0]!.schema;
  } finally {
    await client.end();
  }
}

/**
 * The URL for pg_dump and pg_restore: without the `options` parameter (a search_path, as the tests set it), which
 * libpq would read differently ("+" is not a space to it); the schema is named explicitly instead.
 */
function libpqUrl(value: string): string {
  const url = new URL(value);
  url.searchParams.delete("options");
  return url.toString();
}

/**
 * A consistent copy of the database, then of DATA_DIR's files (uploads, attachments, the file-link key), into
 * `DATA_DIR/backups/<UTC time>/`. SQLite: the online backup API, safe while the app writes. PostgreSQL: pg_dump
 * (custom format) of the application's schema. Files are copied after the database: a file deleted in between is
 * missing from the copy although its row is there, which the restored app shows as a missing file.
 */
export async function createBackup(config: BackupConfig, now = new Date()): Promise<string> {
  const target = path.join(config.DATA_DIR, "backups", now.toISOString().replace(/[:.]/g, "-"));
  makePrivateDir(target);
  let manifest: Manifest;
  if (config.DATABASE_URL) {
    const schema = await currentSchema(config.DATABASE_URL);
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--schema=${schema}`,
      `--file=${path.join(target, PG_DUMP)}`,
      libpqUrl(config.DATABASE_URL),
    ]);
    manifest = { format: 1, createdAt: now.toISOString(), dialect: "postgres", schema };
  } else {
    const source = new DatabaseSync(config.sqliteFile, { readOnly: true });
    try {
      touchPrivateFile(path.join(target, SQLITE_FILE));
      await sqliteBackup(source, path.join(target, SQLITE_FILE));
    } finally {
      source.close();
    }
    manifest = { format: 1, createdAt: now.toISOString(), dialect: "sqlite" };
  }
  makePrivateDir(path.join(target, "files"));
  for (const name of fs.readdirSync(config.DATA_DIR)) {
    if (!skipped(name)) fs.cpSync(path.join(config.DATA_DIR, name), path.join(target, "files", name), { recursive: true, preserveTimestamps: true });
  }
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  // Copies keep their sources' modes; an install from before private modes must not leak through its backups.
  tightenPrivateModes(target);
  return target;
}

/**
 * Puts a backup back: its files into DATA_DIR and its database into the configured one (SQLite file or PostgreSQL
 * schema of the same name). Refuses a DATA_DIR or schema that already holds data unless `force`, so a restore never
 * mixes two installations by accident. Run it with the app stopped.
 */
export async function restoreBackup(config: BackupConfig, folder: string, options: { force?: boolean } = {}): Promise<Manifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), "utf8")) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format in ${folder}`);
  if ((manifest.dialect === "postgres") !== Boolean(config.DATABASE_URL)) {
    throw new Error(
      `This backup is of a ${manifest.dialect} database; set DATABASE_URL ${manifest.dialect === "postgres" ? "to" : "away from"} PostgreSQL to restore it.`,
    );
  }
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const tables = await client.query("select 1 from information_schema.tables where table_schema = $1 limit 1", [manifest.schema]);
      if (tables.rowCount && !options.force) throw new Error(`Schema ${manifest.schema} already holds tables; pass --force to replace them.`);
    } finally {
      await client.end();
    }
    await run("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--clean",
      "--if-exists",
      `--dbname=${libpqUrl(config.DATABASE_URL)}`,
      path.join(folder, PG_DUMP),
    ]);
  } else {
    if (fs.existsSync(config.sqliteFile) && !options.force) throw new Error(`${config.sqliteFile} exists; pass --force to replace it.`);
    makePrivateDir(config.DATA_DIR);
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${config.sqliteFile}${suffix}`, { force: true });
    fs.copyFileSync(path.join(folder, SQLITE_FILE), config.sqliteFile);
  }
  fs.cpSync(path.join(folder, "files"), config.DATA_DIR, { recursive: true, force: true });
  tightenPrivateModes(config.DATA_DIR);
  return manifest;
}
