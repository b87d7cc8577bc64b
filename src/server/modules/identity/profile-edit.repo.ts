import type { Kysely, Updateable } from "kysely";
import { forUpdate, type DialectName } from "#server/db/dialect.ts";
import type { Database, UsersTable } from "#server/db/schema.ts";

/** The account being edited, locked until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export function lockUser(executor: Kysely<Database>, dialect: DialectName, id: number) {
  return forUpdate(dialect, executor.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null)).executeTakeFirst();
}

/** Whether another account (deleted ones too: they keep their unique values) already uses the value. */
export async function takenByAnother(executor: Kysely<Database>, column: "phone_number" | "id_number", value: string, exceptId: number) {
  const row = await executor.selectFrom("users").select("id").where(column, "=", value).where("id", "!=", exceptId).executeTakeFirst();
  return row !== undefined;
}

export function updateUser(executor: Kysely<Database>, id: number, changes: Updateable<UsersTable>) {
  return executor.updateTable("users").set(changes).where("id", "=", id).execute();
}

export function findActiveUser(executor: Kysely<Database>, id: number) {
  return executor.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}
