import type { Insertable } from "kysely";
import type { Db } from "#server/db/database.ts";
import type { ServiceOverviewsTable } from "#server/db/schema-funds-data.ts";

export const findOverview = (db: Db, loai: number) => db.selectFrom("service_overviews").selectAll().where("loai", "=", loai).executeTakeFirst();

export const saveOverview = (db: Db, values: Insertable<ServiceOverviewsTable>) =>
  db
    .insertInto("service_overviews")
    .values(values)
    .onConflict((oc) =>
      oc.column("loai").doUpdateSet({
        title_vi: values.title_vi,
        title_en: values.title_en,
        body_vi: values.body_vi,
        body_en: values.body_en,
        updated_at: values.updated_at,
        updated_by: values.updated_by,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
