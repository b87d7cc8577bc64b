import type { Kysely } from "kysely";
import type { CodePurpose, Database } from "#server/db/schema.ts";

/** The secrets that let someone choose a new password without knowing the old one. */
const resetPurposes = ["reset_link", "reset_phone", "reset_grant"] as const satisfies readonly CodePurpose[];

export function findUserByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom("users").selectAll().where("phone_number", "=", phone).where("deleted_at", "is", null).executeTakeFirst();
}

/** Stores a new password hash. */
export function setPasswordHash(executor: Kysely<Database>, userId: number, passwordHash: string, now: string) {
  return executor.updateTable("users").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", userId).execute();
}

/** Voids every outstanding reset link, code and grant of a person (after their password has changed). */
export function voidResetSecrets(executor: Kysely<Database>, userId: number, now: string) {
  return executor
    .updateTable("one_time_codes")
    .set({ consumed_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "in", resetPurposes)
    .where("consumed_at", "is", null)
    .execute();
}
