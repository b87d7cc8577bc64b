import type { Kysely } from "kysely";
import type { ContactInput } from "#contracts/contact.ts";
import type { Database } from "#server/db/schema.ts";

export function insertContact(executor: Kysely<Database>, input: ContactInput & { locale: string; created_at: string }) {
  return executor.insertInto("contacts").values(input).returning(["id", "created_at"]).executeTakeFirstOrThrow();
}
