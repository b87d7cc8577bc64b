import type { Kysely } from "kysely";
import type { ContactInput } from "#contracts/contact.ts";
import { searchMatches } from "#server/db/search-text.ts";
import type { Database } from "#server/db/schema.ts";

export function insertContact(executor: Kysely<Database>, input: ContactInput & { locale: string; created_at: string }) {
  return executor.insertInto("contacts").values(input).returning(["id", "created_at"]).executeTakeFirstOrThrow();
}

const columns = ["id", "full_name", "email", "content", "locale", "created_at", "read_at"] as const;

/** Newest first; `search` matches part of the name, e-mail or text (accents and case ignored). */
export async function listContacts(db: Kysely<Database>, filter: { search?: string; status: "all" | "unread" | "read"; limit: number; offset: number }) {
  let query = db.selectFrom("contacts");
  if (filter.status === "unread") query = query.where("read_at", "is", null);
  if (filter.status === "read") query = query.where("read_at", "is not", null);
  if (filter.search) query = query.where(searchMatches("search_text", filter.search));
  const [rows, count, unread] = await Promise.all([
    query.select(columns).orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    db
      .selectFrom("contacts")
      .where("read_at", "is", null)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total), unread: Number(unread.total) };
}

export const findContact = (db: Kysely<Database>, id: number) => db.selectFrom("contacts").select(columns).where("id", "=", id).executeTakeFirst();

export const setContactRead = (db: Kysely<Database>, id: number, readAt: string | null) =>
  db.updateTable("contacts").set({ read_at: readAt }).where("id", "=", id).returning(columns).executeTakeFirstOrThrow();
