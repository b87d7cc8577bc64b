import { z } from "zod";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle, type Db } from "./db/database.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { createJobRunner, type JobRunner } from "./lib/jobs.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { MAINTENANCE_JOB, runMaintenance } from "./lib/maintenance.ts";
import { outboxMailer, smtpMailer, type Mailer } from "./lib/mail.ts";
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from "./lib/rate-limit.ts";
import { outboxSms, type SmsSender } from "./lib/sms.ts";

/** Everything the modules need, built once from the configuration (the composition root). */
export interface Deps {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  jobs: JobRunner;
  close(): Promise<void>;
}

const emailJob = z.object({ to: z.string(), subject: z.string(), text: z.string() });
const smsJob = z.object({ to: z.string(), text: z.string() });

export function createDeps(config: Config, overrides: { clock?: Clock; logger?: Logger } = {}): Deps {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL);
  const database = openDatabase(config);
  const { db } = database;
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db, clock);
  const sms = outboxSms(db, clock);
  const rateLimiter = config.REDIS_URL ? redisRateLimiter(config.REDIS_URL) : databaseRateLimiter(db, clock);
  const jobs = createJobRunner({
    db,
    dialect: database.dialect,
    clock,
    logger,
    handlers: {
      "mail.send": (payload) => mailer.send(emailJob.parse(payload)),
      "sms.send": (payload) => sms.send(smsJob.parse(payload)),
      [MAINTENANCE_JOB]: () => runMaintenance(deps),
    },
  });
  const deps: Deps = {
    config,
    database,
    db,
    clock,
    logger,
    mailer,
    sms,
    rateLimiter,
    jobs,
    async close() {
      await jobs.stop();
      await rateLimiter.close();
      mailer.close();
      await database.close();
    },
  };
  return deps;
}
