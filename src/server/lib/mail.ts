import nodemailer from "nodemailer";
import type { Db } from "#server/db/database.ts";
import type { Clock } from "./clock.ts";

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up log ("smtp" or "outbox"). */
  readonly transport: "smtp" | "outbox";
  send(email: Email): Promise<void>;
  close(): void;
}

/** SMTP via nodemailer when `SMTP_URL` is set. */
export function smtpMailer(url: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(url);
  return {
    transport: "smtp",
    async send(email) {
      await transporter.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP, mail is kept in the outbox table, where administrators and tests can read it. */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    transport: "outbox",
    async send(email) {
      await db
        .insertInto("outbox_emails")
        .values({ to_address: email.to, subject: email.subject, text_body: email.text, created_at: clock.now().toISOString() })
        .execute();
    },
    close: () => {},
  };
}
