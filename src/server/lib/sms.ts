import { z } from "#contracts/zod.ts";
import type { Db } from "#server/db/database.ts";
import type { Clock } from "./clock.ts";
import { defineJob } from "./jobs.ts";

export interface Sms {
  to: string;
  text: string;
}

/** The one interface SMS providers implement; none is configured by default. */
export interface SmsSender {
  readonly transport: string;
  /** `jobId`: the sms.send job sending it; a provider must send one message per job (the outbox keeps one row). */
  send(sms: Sms, jobId?: number): Promise<void>;
}

/** Sends one SMS through the configured sender; every module queues its SMS as this job. */
export const sendSmsJob = defineJob({
  name: "sms.send",
  payload: z.object({ to: z.string(), text: z.string() }),
  handler: (deps, sms, run) => deps.sms.send(sms, run.id),
});

/** Keeps messages in the outbox_sms table, where administrators and tests read them. */
export function outboxSms(db: Db, clock: Clock): SmsSender {
  return {
    transport: "outbox",
    async send(sms, jobId) {
      await db
        .insertInto("outbox_sms")
        .values({ to_number: sms.to, text_body: sms.text, created_at: clock.now().toISOString(), job_id: jobId ?? null })
        .onConflict((oc) => oc.column("job_id").doNothing())
        .execute();
    },
  };
}
