import fs from "node:fs";
import { sql } from "kysely";
import { loadConfig, type Config } from "#server/config.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { migrationNames } from "#server/db/migrate.ts";

/**
 * What the command-line tools (scripts/*.ts behind npm scripts) tell a person whose input is missing or wrong: the
 * message alone, exit code 2, no stack trace. Any other error is a bug and keeps its stack.
 */
export class CliInputError extends Error {}

/** Runs a tool's work; its result is the exit code (0 when it returns nothing). */
export async function runCli(work: () => Promise<number | void>): Promise<void> {
  try {
    process.exitCode = (await work()) ?? 0;
  } catch (error) {
    if (!(error instanceof CliInputError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}

/** The configuration from the environment; an invalid one is the person's input, said as such. */
export function cliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    throw new CliInputError(error instanceof Error ? error.message : String(error));
  }
}

const WHERE = "Set DATA_DIR to the data directory the app runs with (or DATABASE_URL to its PostgreSQL database).";

/**
 * The database of an existing installation, for tools that read one: refuses, saying what to set, when there is
 * no database where the configuration points (SQLite would quietly create an empty file), when it cannot be
 * reached, or when it lacks this version's migrations.
 */
export async function openInstalledDatabase(config: Config): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL && !fs.existsSync(config.sqliteFile)) throw new CliInputError(`No database at ${config.sqliteFile}. ${WHERE}`);
  const database = openDatabase(config);
  try {
    const applied = await appliedMigrations(database);
    if (applied === undefined) throw new CliInputError(`Cannot reach the database ${database.description}. ${WHERE}`);
    const missing = migrationNames.filter((name) => !applied.has(name));
    if (applied.size === 0) throw new CliInputError(`The database ${database.description} holds no installation of this app. ${WHERE}`);
    if (missing.length > 0)
      throw new CliInputError(
        `The database ${database.description} lacks ${missing.length} migration(s) of this version (first: ${missing[0]}). Run npm run migrate first.`,
      );
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The migrations recorded in the database (none when it has no migration table), or undefined when unreachable. */
async function appliedMigrations(database: DatabaseHandle): Promise<Set<string> | undefined> {
  if (!(await database.isReachable())) return undefined;
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    return new Set(rows.rows.map((row) => row.name));
  } catch {
    return new Set();
  }
}

/** A file named on the command line, read as text; a missing or unreadable one is said plainly. */
export function readInputFile(file: string, what: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new CliInputError(`Cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
}

/** A JSON file named on the command line; one that is not JSON is said plainly. */
export function readJsonFile(file: string, what: string): unknown {
  const text = readInputFile(file, what);
  try {
    return JSON.parse(text);
  } catch {
    throw new CliInputError(`${what} ${file} is not JSON.`);
  }
}
