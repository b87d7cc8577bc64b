import { sql, type Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * Accent- and case-insensitive admin search: each searchable table gets a `search_text` column holding its
 * searchable fields folded (accents and case dropped, "đ" as "d"), one field per line. Triggers write it on every
 * insert and on every update of those fields, whoever writes the row; the existing rows are filled here; an index
 * serves it. `search_fold` is src/domain/search-text.ts: SQLite calls that very function (registered in
 * node-sqlite.ts); PostgreSQL gets its SQL twin below (API tests compare the two on both databases).
 * And the draft keeps whether the contestant accepted the contest rules.
 */
const fold = (column: string) => `search_fold(${column})`;
const lines = (parts: string[]) => parts.join(" || '\n' || ");

/** The searchable fields of each table, and its search text from a row (`new.` in triggers, nothing in the backfill). */
const documents = {
  // A Vietnamese number is stored "+84912345678"; people type it "0912345678" as often.
  users: {
    fields: ["full_name", "email", "phone_number"],
    text: (row: string) =>
      lines([
        fold(`${row}full_name`),
        fold(`${row}email`),
        fold(`${row}phone_number`),
        `case when ${row}phone_number like '+84%' then '0' || substr(${row}phone_number, 4) else '' end`,
      ]),
  },
  entries: { fields: ["code", "title"], text: (row: string) => lines([fold(`${row}code`), fold(`${row}title`)]) },
  contacts: { fields: ["full_name", "email", "content"], text: (row: string) => lines([fold(`${row}full_name`), fold(`${row}email`), fold(`${row}content`)]) },
} as const;

const POSTGRES_FOLD = `create or replace function search_fold(value text) returns text language sql immutable parallel safe as $$
  select btrim(regexp_replace(lower(translate(regexp_replace(normalize(coalesce(value, ''), NFD), '[\\u0300-\\u036f]', '', 'g'), 'đĐ', 'dd')), '\\s+', ' ', 'g'))
$$`;

export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    if (dialect === "postgres") await sql.raw(POSTGRES_FOLD).execute(db);
    for (const [table, document] of Object.entries(documents)) {
      await db.schema
        .alterTable(table)
        .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await sql.raw(`update ${table} set search_text = ${document.text("")}`).execute(db);
      await db.schema.createIndex(`${table}_search_text`).on(table).column("search_text").execute();
      const fields = document.fields.join(", ");
      if (dialect === "postgres") {
        await sql
          .raw(
            `create function ${table}_search_text() returns trigger language plpgsql as $$ begin new.search_text := ${document.text("new.")}; return new; end $$`,
          )
          .execute(db);
        await sql
          .raw(`create trigger ${table}_search_text before insert or update of ${fields} on ${table} for each row execute function ${table}_search_text()`)
          .execute(db);
      } else {
        const write = `update ${table} set search_text = ${document.text("new.")} where id = new.id`;
        await sql.raw(`create trigger ${table}_search_text_insert after insert on ${table} begin ${write}; end`).execute(db);
        await sql.raw(`create trigger ${table}_search_text_update after update of ${fields} on ${table} begin ${write}; end`).execute(db);
      }
    }
    await db.schema
      .alterTable("entry_drafts")
      .addColumn("rules_accepted", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  };
}
