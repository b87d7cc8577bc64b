import { z } from "#contracts/zod.ts";
import type { SmppTarget } from "#server/config.ts";
import type { Db } from "#server/db/database.ts";
import type { SmsStatus } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { defineJob, type JobRun } from "./jobs.ts";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";
import { smsParts, type Receipt } from "./sms-parts.ts";
import { sharedPace } from "./send-pace.ts";
import { smppConnection } from "./smpp.ts";

interface Sms {
  to: string;
  text: string;
}

/** The one interface SMS providers implement: the outbox table, or a gateway over SMPP when `SMPP_URL` is set. */
export interface SmsSender {
  /** Where SMS go, for the start-up log. */
  readonly transport: "outbox" | "smpp";
  /** `run`: the sms.send job sending it; a provider must send one message per job (the outbox keeps one row). */
  send(sms: Sms, run: JobRun): Promise<void>;
  close(): Promise<void>;
}

/** Sends one SMS through the configured sender; every module queues its SMS as this job. */
export const sendSmsJob = defineJob({
  name: "sms.send",
  payload: z.object({ to: z.string(), text: z.string() }),
  handler: (deps, sms, run) => deps.sms.send(sms, run),
});

/** The job's row in outbox_sms, written once however often the job runs. */
async function keepInOutbox(db: Db, clock: Clock, sms: Sms, jobId: number, status: SmsStatus | null) {
  await db
    .insertInto("outbox_sms")
    .values({ to_number: sms.to, text_body: sms.text, created_at: clock.now().toISOString(), job_id: jobId, status })
    .onConflict((oc) => oc.column("job_id").doNothing())
    .execute();
}

/** Keeps messages in the outbox_sms table, where administrators and tests read them. */
export function outboxSms(db: Db, clock: Clock): SmsSender {
  return {
    transport: "outbox",
    send: (sms, run) => keepInOutbox(db, clock, sms, run.id, null),
    close: async () => {},
  };
}

/**
 * Sends over SMPP when `SMPP_URL` is set. The message is kept in outbox_sms as without a gateway, and its row records
 * what became of it: queued, sent (with the gateway's message id), delivered (from the receipts) or failed, the
 * attempts and the last error (docs/operations.md, "SMS over SMPP").
 */
export function smppSms(deps: { db: Db; clock: Clock; logger: Logger; metrics: Metrics }, options: { target: SmppTarget; perSecond: number }): SmsSender {
  const { db, clock, metrics } = deps;
  /** The send in progress: a receipt can arrive before its part's id is stored, so it waits for it. */
  let sending: Promise<unknown> = Promise.resolve();
  const connection = smppConnection({
    target: options.target,
    // One pace for every process on the database: the gateway's limit is the account's, not each process's.
    pace: sharedPace(db, clock, "smpp.submit", options.perSecond),
    logger: deps.logger,
    async onReceipt(receipt) {
      await sending;
      await recordReceipt(db, clock, receipt);
      metrics.smsReceipts.inc({ stat: receipt.stat });
    },
  });

  async function send(sms: Sms, run: JobRun) {
    await keepInOutbox(db, clock, sms, run.id, "queued");
    const row = await db.selectFrom("outbox_sms").select(["id", "status"]).where("job_id", "=", run.id).executeTakeFirstOrThrow();
    // An earlier run sent it and died before its job was marked done: submitting again would deliver it twice.
    if (row.status !== "queued") return;
    await db.updateTable("outbox_sms").set({ attempts: run.attempt }).where("id", "=", row.id).execute();
    const { dataCoding, parts } = smsParts(sms.text, row.id);
    // Parts the gateway accepted on an earlier run are not sent again; the handset joins them by their header.
    const accepted = await db.selectFrom("outbox_sms_parts").select(["part", "message_id"]).where("outbox_id", "=", row.id).execute();
    const ids = new Map(accepted.map((part) => [part.part, part.message_id]));
    try {
      for (const [index, shortMessage] of parts.entries()) {
        if (ids.has(index + 1)) continue;
        const messageId = await connection.submit({ to: sms.to, dataCoding, shortMessage, udh: parts.length > 1 });
        await db
          .insertInto("outbox_sms_parts")
          .values({ outbox_id: row.id, part: index + 1, message_id: messageId })
          .execute();
        ids.set(index + 1, messageId);
      }
    } catch (error) {
      metrics.smsFailed.inc();
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("outbox_sms")
        .set({ last_error: message.slice(0, 2000), ...(run.final ? { status: "failed" as const } : {}) })
        .where("id", "=", row.id)
        .execute();
      throw error;
    }
    // The last error stays: it says why the attempts before this one failed.
    await db
      .updateTable("outbox_sms")
      .set({ status: "sent", message_id: ids.get(1) ?? null, sent_at: clock.now().toISOString() })
      .where("id", "=", row.id)
      .execute();
    metrics.smsSent.inc();
  }

  return {
    transport: "smpp",
    send(sms, run) {
      const sent = send(sms, run);
      sending = sent.catch(() => {});
      return sent;
    },
    close: () => connection.close(),
  };
}

/**
 * Marks a message by a receipt of one of its parts: delivered once every part's receipt said DELIVRD (at the time
 * this server received the last one: the receipt's own "done date" is in the gateway's time zone, which SMPP does not
 * state), failed at the first final failure. A receipt for an id this outbox never stored is not ours to record.
 */
async function recordReceipt(db: Db, clock: Clock, receipt: Receipt) {
  if (receipt.outcome === "pending") return;
  const part = await db
    .selectFrom("outbox_sms_parts")
    .select(["outbox_id", "part"])
    .where("message_id", "=", receipt.id)
    .orderBy("outbox_id", "desc")
    .executeTakeFirst();
  if (!part) return;
  if (receipt.outcome === "failed") {
    const last_error = `receipt stat:${receipt.stat}${receipt.err ? ` err:${receipt.err}` : ""}`;
    await db.updateTable("outbox_sms").set({ status: "failed", last_error }).where("id", "=", part.outbox_id).where("status", "=", "sent").execute();
    return;
  }
  const now = clock.now().toISOString();
  await db.updateTable("outbox_sms_parts").set({ delivered_at: now }).where("outbox_id", "=", part.outbox_id).where("part", "=", part.part).execute();
  await db
    .updateTable("outbox_sms")
    .set({ status: "delivered", delivered_at: now })
    .where("id", "=", part.outbox_id)
    .where("status", "=", "sent")
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("outbox_sms_parts").select("part").where("outbox_id", "=", part.outbox_id).where("delivered_at", "is", null))),
    )
    .execute();
}
