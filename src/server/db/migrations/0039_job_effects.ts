import type { Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * Exactly-once effects of durable jobs (src/server/lib/jobs.ts): a job whose process died after its effect but
 * before it was marked done runs again, and its effect must not happen twice. The outbox rows a job writes carry
 * the job's id (unique), and a job queued by another job's run carries a key (unique), so the repeat is a no-op.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("outbox_emails").addColumn("job_id", "integer").execute();
    await db.schema.createIndex("outbox_emails_job").unique().on("outbox_emails").column("job_id").execute();
    await db.schema.alterTable("outbox_sms").addColumn("job_id", "integer").execute();
    await db.schema.createIndex("outbox_sms_job").unique().on("outbox_sms").column("job_id").execute();
    await db.schema.alterTable("jobs").addColumn("effect_key", "varchar(200)").execute();
    await db.schema.createIndex("jobs_effect_key").unique().on("jobs").column("effect_key").execute();
  };
}
