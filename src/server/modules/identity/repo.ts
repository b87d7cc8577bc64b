import type { Kysely, Selectable } from "kysely";
import type { Database, UsersTable } from "#server/db/schema.ts";
import type { Db } from "#server/db/database.ts";

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email).where("deleted_at", "is", null).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

export function recordFailedSignin(db: Db, id: number, failures: number, lockedUntil: string | null, now: string) {
  return db.updateTable("users").set({ failed_signins: failures, locked_until: lockedUntil, updated_at: now }).where("id", "=", id).execute();
}

export function clearFailedSignins(executor: Kysely<Database>, id: number) {
  return executor.updateTable("users").set({ failed_signins: 0, locked_until: null }).where("id", "=", id).execute();
}

export function countActiveUsersByRole(db: Db) {
  return db.selectFrom("users").select(["role", (eb) => eb.fn.countAll<number>().as("count")]).where("deleted_at", "is", null).groupBy("role").execute();
}
