import nodemailer from "nodemailer";
import { z } from "#contracts/zod.ts";
import type { Db } from "#server/db/database.ts";
import type { Clock } from "./clock.ts";
import { defineJob } from "./jobs.ts";

/** An image the HTML body shows by `cid:` (the VietQR code of a buy's "order received" mail), as base64. */
export interface InlineImage {
  cid: string;
  filename: string;
  content_type: string;
  base64: string;
}

interface Email {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, for mail that shows images; `text` stays complete for text-only readers. */
  html?: string;
  inline?: InlineImage[];
}

const inlineImage = z.object({ cid: z.string(), filename: z.string(), content_type: z.string(), base64: z.string() });

export interface Mailer {
  /** Where mail goes, for the start-up log ("smtp" or "outbox"). */
  readonly transport: "smtp" | "outbox";
  /**
   * `jobId`: the mail.send job sending it, so a job run again after its process died sends no second copy
   * (outbox: one row per job; SMTP: a Message-ID made of the job's id, by which receivers drop a repeat).
   */
  send(email: Email, jobId?: number): Promise<void>;
  close(): void;
}

/** Sends one e-mail through the configured mailer; every module queues its mail as this job. */
export const sendMailJob = defineJob({
  name: "mail.send",
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().optional(), inline: z.array(inlineImage).optional() }),
  handler: (deps, email, run) => deps.mailer.send(email, run.id),
});

/** SMTP via nodemailer when `SMTP_URL` is set. */
export function smtpMailer(url: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(url);
  const domain = from.split("@")[1]?.replace(/>.*$/, "") || "localhost";
  return {
    transport: "smtp",
    async send(email, jobId) {
      const messageId = jobId === undefined ? undefined : `<job-${jobId}@${domain}>`;
      const attachments = (email.inline ?? []).map((image) => ({
        filename: image.filename,
        contentType: image.content_type,
        content: Buffer.from(image.base64, "base64"),
        cid: image.cid,
      }));
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html, attachments } : {}),
        ...(messageId ? { messageId } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP, mail is kept in the outbox table, where administrators and tests can read it. */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    transport: "outbox",
    async send(email, jobId) {
      await db
        .insertInto("outbox_emails")
        .values({
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          inline_images: email.inline?.length ? JSON.stringify(email.inline) : null,
          created_at: clock.now().toISOString(),
          job_id: jobId ?? null,
        })
        .onConflict((oc) => oc.column("job_id").doNothing())
        .execute();
    },
    close: () => {},
  };
}
