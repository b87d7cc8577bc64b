import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Role } from "#contracts/identity.ts";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import { searchMatches } from "#server/db/search-text.ts";
import type { Database, UsersTable } from "#server/db/schema.ts";

export type UserRow = Selectable<UsersTable>;

/** Accounts that are not deleted, newest first, filtered by role and by a part of the name, e-mail or phone (accents and case ignored). */
export async function listLiveUsers(db: Kysely<Database>, filter: { role?: Role; name?: string; limit: number; offset: number }) {
  let query = db.selectFrom("users").where("deleted_at", "is", null);
  if (filter.role) query = query.where("role", "=", filter.role);
  if (filter.name) query = query.where(searchMatches("search_text", filter.name));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findLiveUser(executor: Kysely<Database>, id: number) {
  return executor.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

/**
 * Ids of the live administrators, locked until the transaction ends (PostgreSQL), in one order so two callers
 * cannot deadlock. Rules about "the last administrator" read this, then write.
 */
export async function lockAdministrators(executor: Kysely<Database>, dialect: DialectName): Promise<number[]> {
  const rows = await forUpdate(
    dialect,
    executor.selectFrom("users").select("id").where("role", "=", "administrator").where("deleted_at", "is", null).orderBy("id"),
  ).execute();
  return rows.map((row) => row.id);
}

export function insertUser(executor: Kysely<Database>, values: Insertable<UsersTable>) {
  return executor.insertInto("users").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(executor: Kysely<Database>, id: number, values: Updateable<UsersTable>) {
  return executor.updateTable("users").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}
