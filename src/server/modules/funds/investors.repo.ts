import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";

/** What the fund area reads of a person: contact details, and the KYC data that goes on contracts. */
export const findInvestor = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "full_name",
      "role",
      "phone_number",
      "activated_at",
      "deleted_at",
      "address",
      "id_number",
      "ngaycmt",
      "noicapcmt",
      "tenchutknh",
      "tknh",
      "nganhangtknh",
      "chinhanhtknh",
      "img",
      "img1",
    ])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();

export type InvestorRow = NonNullable<Awaited<ReturnType<typeof findInvestor>>>;
