import type { Insertable, Kysely, Selectable } from "kysely";
import type { CodePurpose, Database, UsersTable } from "#server/db/schema.ts";
import type { Db } from "#server/db/database.ts";

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email).where("deleted_at", "is", null).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

export function countActiveUsersByRole(db: Db) {
  return db
    .selectFrom("users")
    .select(["role", (eb) => eb.fn.countAll<number>().as("count")])
    .where("deleted_at", "is", null)
    .groupBy("role")
    .execute();
}

/** Which of these identifiers an account (even a deleted one, which keeps its row) already holds. */
export async function takenIdentifiers(executor: Kysely<Database>, ids: { email: string; phone_number: string; id_number: string }) {
  const rows = await executor
    .selectFrom("users")
    .select(["email", "phone_number", "id_number"])
    .where((eb) => eb.or([eb("email", "=", ids.email), eb("phone_number", "=", ids.phone_number), eb("id_number", "=", ids.id_number)]))
    .execute();
  return {
    email: rows.some((r) => r.email === ids.email),
    phone_number: rows.some((r) => r.phone_number === ids.phone_number),
    id_number: rows.some((r) => r.id_number === ids.id_number),
  };
}

export function insertUser(executor: Kysely<Database>, values: Insertable<UsersTable>): Promise<UserRow> {
  return executor.insertInto("users").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Sets activated_at once; false when the account was already activated (or is gone). */
export async function markActivated(executor: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await executor
    .updateTable("users")
    .set({ activated_at: now, updated_at: now })
    .where("id", "=", id)
    .where("activated_at", "is", null)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Voids a user's live codes of these purposes (e.g. the e-mail link once the typed code has activated the account). */
export function voidCodes(executor: Kysely<Database>, userId: number, purposes: CodePurpose[], now: string) {
  return executor
    .updateTable("one_time_codes")
    .set({ consumed_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "in", purposes)
    .where("consumed_at", "is", null)
    .execute();
}

/** The account a link token was issued to, whether or not the token is still usable. */
export function ownerOfSecret(executor: Kysely<Database>, purpose: CodePurpose, secretHash: string) {
  return executor
    .selectFrom("one_time_codes")
    .innerJoin("users", "users.id", "one_time_codes.user_id")
    .select(["users.id", "users.activated_at"])
    .where("one_time_codes.purpose", "=", purpose)
    .where("one_time_codes.secret_hash", "=", secretHash)
    .where("users.deleted_at", "is", null)
    .executeTakeFirst();
}

export async function emailIsClosed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").where("email", "=", email).where("deleted_at", "is not", null).executeTakeFirst();
  return row !== undefined;
}
