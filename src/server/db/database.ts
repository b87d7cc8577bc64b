import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "#server/config.ts";
import { touchPrivateFile } from "#server/lib/private-files.ts";
import { dialectOf, type DialectName } from "./dialect.ts";
import { nodeSqliteDatabase } from "./node-sqlite.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Where the data lives, for the start-up log line (never includes a password). */
  description: string;
  isReachable(): Promise<boolean>;
  /** PostgreSQL's connection pool, for /metrics; undefined on SQLite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());

export function openDatabase(config: Pick<Config, "DATABASE_URL" | "sqliteFile">): DatabaseHandle {
  const dialect = dialectOf(config.DATABASE_URL);
  let db: Db;
  let description: string;
  let pool: pg.Pool | undefined;
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    description = `postgresql://${url.host}${url.pathname}`;
  } else {
    touchPrivateFile(config.sqliteFile);
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqliteDatabase(config.sqliteFile) }) });
    description = `sqlite:${config.sqliteFile}`;
  }
  return {
    db,
    dialect,
    description,
    async isReachable() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    ...(pool ? { poolStats: statsOf(pool) } : {}),
    close: () => db.destroy(),
  };
}

const statsOf = (pool: pg.Pool) => () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
