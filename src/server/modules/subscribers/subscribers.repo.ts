import type { Insertable, Kysely, Updateable } from "kysely";
import type { Database, SubscribersTable } from "#server/db/schema.ts";

export const findSubscriberByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();

export const findSubscriberByConfirmHash = (db: Kysely<Database>, hash: string) =>
  db.selectFrom("subscribers").selectAll().where("confirm_hash", "=", hash).executeTakeFirst();

export const findSubscriberByUnsubscribeToken = (db: Kysely<Database>, token: string) =>
  db.selectFrom("subscribers").selectAll().where("unsubscribe_token", "=", token).executeTakeFirst();

export const insertSubscriber = (db: Kysely<Database>, values: Insertable<SubscribersTable>) => db.insertInto("subscribers").values(values).execute();

export const updateSubscriber = (db: Kysely<Database>, id: number, values: Updateable<SubscribersTable>) =>
  db.updateTable("subscribers").set(values).where("id", "=", id).execute();
