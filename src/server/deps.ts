import { z } from "zod";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle, type Db } from "./db/database.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { closeFileWorkers } from "./lib/file-worker.ts";
import { createJobRunner, type JobRunner } from "./lib/jobs.ts";
import { createLocks, type Locks } from "./lib/locks.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createMetrics, type Metrics } from "./lib/metrics.ts";
import type { AuthUser } from "./http/auth.ts";
import { MAINTENANCE_JOB, pruneOldRateLimits, runMaintenance, type MaintenanceTask } from "./lib/maintenance.ts";
import { outboxMailer, smtpMailer, type Mailer } from "./lib/mail.ts";
import { createPublicCache, databaseGenerations, redisGenerations, type PublicCache } from "./lib/public-cache.ts";
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from "./lib/rate-limit.ts";
import { DELIVER_JOB, deliverAnnouncement } from "./modules/announcements/announcements.service.ts";
import { FREEZE_JOB, NOTIFY_JOB, freezeWeek } from "./modules/draw/draw.service.ts";
import { notifyWinners } from "./modules/draw/winners.service.ts";
import { ALLOCATE_JOB, ORDER_ALLOCATED_JOB, allocateDue, onOrderAllocated, orderJobPayload } from "./modules/funds/allocation.service.ts";
import { closeContractWorkers } from "./modules/funds/contract-worker.ts";
import { EXPIRE_SELL_JOB } from "./modules/funds/sell.service.ts";
import { expireSale } from "./modules/funds/transitions.service.ts";
import { outboxSms, type SmsSender } from "./lib/sms.ts";
import { accrueCommission } from "./modules/referrals/referrals.service.ts";
import { backfillAttachmentImages, runVariantsJob, VARIANTS_JOB } from "./modules/attachments/attachment-images.ts";
import { JUDGES_COPIES_JOB } from "./db/migrations/0043_judges_copies.ts";
import { makeMissingJudgesCopies } from "./modules/contest/judges-copies.ts";
import { anonymiseStoredReports } from "./modules/funds-data/reports.service.ts";
import { cleanAbandonedUploads, finishInterruptedUploads } from "./modules/contest/uploads.ts";
import { pruneSpentSecrets } from "./modules/identity/housekeeping.ts";
import { authenticate } from "./modules/identity/sessions.ts";
import { sendJudgingReminders } from "./modules/judging/reminders.ts";
import { PUBLISH_JOB, publishScheduled } from "./modules/results/results.service.ts";
import { argon2Passwords, type Passwords } from "./modules/identity/passwords.ts";

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
  /** Locks shared by every process (Redis, else PostgreSQL, else this process): tus uploads, their checks. */
  locks: Locks;
  metrics: Metrics;
  /**
   * Anonymous pages and the layouts' public reads; every write that changes a public page calls
   * `publicCache.purge(reason)` after it commits (docs/performance.md, "Purge contract").
   */
  publicCache: PublicCache;
  /** Password hashing (argon2id); the demo passes one that hashes its shared password once. */
  passwords: Passwords;
  /** Who a session token belongs to (identity's sessions), for http/auth.ts, which imports no module. */
  authenticate(token: string): Promise<AuthUser | undefined>;
  close(): Promise<void>;
}

/** Uploads a restart cut short are finished (or refused) before the clean-ups look at what is left. */
const finishUploads: MaintenanceTask = async (deps) => {
  const { finished, refused } = await finishInterruptedUploads(deps);
  return finished + refused;
};

/** The hourly tasks, registered here (the composition root) so lib/ never imports a module. */
export const maintenanceTasks: readonly MaintenanceTask[] = [
  finishUploads,
  pruneOldRateLimits,
  pruneSpentSecrets,
  cleanAbandonedUploads,
  sendJudgingReminders,
  backfillAttachmentImages,
];

const publishJob = z.object({ edition_id: z.number().int(), round: z.enum(["semi_final", "final"]), scheduled_at: z.string() });
const emailJob = z.object({ to: z.string(), subject: z.string(), text: z.string() });
const drawJob = z.object({ week: z.number().int() });
const smsJob = z.object({ to: z.string(), text: z.string() });
const fundJob = z.object({ loai: z.number().int() });
const announcementJob = z.object({ recipient_id: z.number().int() });

export function createDeps(config: Config, overrides: { clock?: Clock; logger?: Logger; passwords?: Passwords } = {}): Deps {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL);
  const database = openDatabase(config);
  const { db } = database;
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db, clock);
  const sms = outboxSms(db, clock);
  const publicCache = createPublicCache({
    clock,
    logger,
    store: config.REDIS_URL ? redisGenerations(config.REDIS_URL) : databaseGenerations(db),
    ttlSeconds: config.PUBLIC_CACHE_TTL_SECONDS,
    syncMs: config.PUBLIC_CACHE_SYNC_MS,
  });
  const rateLimiter = config.REDIS_URL ? redisRateLimiter(config.REDIS_URL) : databaseRateLimiter(db, clock);
  const locks = createLocks(config);
  const metrics = createMetrics(database, clock, publicCache);
  const jobs = createJobRunner({
    db,
    dialect: database.dialect,
    clock,
    logger,
    handlers: {
      "mail.send": (payload, run) => mailer.send(emailJob.parse(payload), run.id),
      "sms.send": (payload, run) => sms.send(smsJob.parse(payload), run.id),
      [DELIVER_JOB]: (payload, run) => deliverAnnouncement(deps, announcementJob.parse(payload).recipient_id, run.id),
      [MAINTENANCE_JOB]: () => runMaintenance(deps, maintenanceTasks),
      [FREEZE_JOB]: (payload) => freezeWeek(deps, drawJob.parse(payload).week, null),
      [NOTIFY_JOB]: async (payload) => void (await notifyWinners(deps, drawJob.parse(payload).week)),
      [PUBLISH_JOB]: (payload) => publishScheduled(deps, publishJob.parse(payload)),
      [ALLOCATE_JOB]: async (payload) => void (await allocateDue(deps, fundJob.parse(payload).loai)),
      // The allocation event (docs/funds.md): the referrer's commission (once per order), then the investor's e-mail.
      [ORDER_ALLOCATED_JOB]: async (payload, run) => {
        const { order_id } = orderJobPayload.parse(payload);
        await accrueCommission(deps, order_id);
        await onOrderAllocated(deps, order_id, run.id);
      },
      [EXPIRE_SELL_JOB]: (payload) => expireSale(deps, orderJobPayload.parse(payload).order_id),
      [VARIANTS_JOB]: (payload) => runVariantsJob(deps, payload),
      [JUDGES_COPIES_JOB]: async () => {
        await makeMissingJudgesCopies(deps);
        await anonymiseStoredReports(deps);
      },
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
    locks,
    metrics,
    publicCache,
    passwords: overrides.passwords ?? argon2Passwords,
    authenticate: (token) => authenticate(deps, token),
    async close() {
      await jobs.stop();
      await rateLimiter.close();
      await locks.close();
      await publicCache.close();
      mailer.close();
      await closeFileWorkers();
      await closeContractWorkers();
      await database.close();
    },
  };
  return deps;
}
