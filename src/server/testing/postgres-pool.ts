import pg from "pg";

/**
 * PostgreSQL app databases are reused within a test worker. Creating one from the template and dropping it took
 * 1 to 2.5 s each where the disk syncs slowly (CREATE DATABASE writes the whole template through the WAL, DROP
 * DATABASE forces a checkpoint): most of the PostgreSQL API suite's time, as files that open an app per test took 5 to
 * 7 times as long as on SQLite. A released database is put back as the template left it in one transaction (every
 * table emptied, the template's rows copied back from a snapshot kept beside them, every sequence set back), which
 * takes milliseconds, and is handed to the next app. One whose tables no longer match the template's is dropped.
 */

/** The schema, beside `public`, that keeps the template's rows; the app's search_path never names it. */
const SNAPSHOT = "test_template_rows";

interface Pooled {
  name: string;
  /** The tables' and columns' shape when the database was made, to tell a database a test has changed. */
  shape: string;
  /** The statements that put the rows and sequences back, built once per database. */
  reset: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const SHAPE = `select md5(coalesce(string_agg(c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod), ',' order by c.relname, a.attnum), '')) as shape
  from pg_class c join pg_attribute a on a.attrelid = c.oid
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`;

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Copies the template's rows into the snapshot schema and writes the statements that restore them. */
async function snapshot(client: pg.Client): Promise<Omit<Pooled, "name">> {
  const tables = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table, array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      group by c.relname order by c.relname`,
  );
  await client.query(`create schema ${SNAPSHOT}`);
  const restore: string[] = [];
  for (const { table, columns } of tables.rows) {
    // Tables the template leaves empty are only emptied.
    const { rows } = await client.query<{ any: boolean }>(`select exists (select from public.${quote(table)}) as any`);
    if (!rows[0]!.any) continue;
    await client.query(`create table ${SNAPSHOT}.${quote(table)} as table public.${quote(table)}`);
    const list = columns.map(quote).join(", ");
    restore.push(`insert into public.${quote(table)} (${list}) overriding system value select ${list} from ${SNAPSHOT}.${quote(table)}`);
  }
  const sequences = await client.query<{ name: string; start: string; last: string | null }>(
    "select sequencename as name, start_value::text as start, last_value::text as last from pg_sequences where schemaname = 'public'",
  );
  const setvals = sequences.rows.map(({ name, start, last }) => `select setval('public.${quote(name)}', ${last ?? start}, ${last !== null})`);
  const reset = [
    "begin",
    // Foreign keys and the append-only triggers do not fire while the rows are put back (needs a superuser, as the
    // suite's own role is; anything else makes the reset fail and the database be dropped instead).
    "set local session_replication_role = replica",
    ...tables.rows.map(({ table }) => `delete from public.${quote(table)}`),
    ...restore,
    ...setvals,
    "commit",
  ].join(";\n");
  const shape = (await client.query<{ shape: string }>(SHAPE)).rows[0]!.shape;
  return { shape, reset };
}

export interface PostgresPool {
  /** The name of a database as the template left it: a released one, or a new copy of the template. */
  take(): Promise<string>;
  /** Puts the database back as the template left it for the next app, or drops it if that cannot be done. */
  release(name: string): Promise<void>;
}

/** `urlOf` gives a database's URL; `create` and `drop` make and remove one on the server. */
export function postgresPool(urlOf: (name: string) => string, create: () => Promise<string>, drop: (name: string) => Promise<void>): PostgresPool {
  const known = new Map<string, Pooled>();
  const free: Pooled[] = [];
  return {
    async take() {
      const reused = free.pop();
      if (reused) return reused.name;
      const name = await create();
      known.set(name, { name, ...(await connected(urlOf(name), snapshot)) });
      return name;
    },
    async release(name) {
      const pooled = known.get(name);
      const restored =
        pooled &&
        (await connected(urlOf(name), async (client) => {
          if ((await client.query<{ shape: string }>(SHAPE)).rows[0]!.shape !== pooled.shape) return false;
          await client.query(pooled.reset);
          return true;
        }).catch(() => false));
      if (restored) free.push(pooled);
      else {
        known.delete(name);
        await drop(name);
      }
    },
  };
}
