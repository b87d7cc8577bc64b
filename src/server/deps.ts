import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle, type Db } from "./db/database.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { closeFileWorkers } from "./lib/file-worker.ts";
import { createJobRunner, type JobRunner } from "./lib/job-runner.ts";
import type { JobDefinition } from "./lib/jobs.ts";
import { createLocks, type Locks } from "./lib/locks.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createMetrics, type Metrics } from "./lib/metrics.ts";
import type { AuthUser } from "./http/auth.ts";
import { maintenanceJob, pruneOldJobs, pruneOldRateLimits, type MaintenanceTask } from "./lib/maintenance.ts";
import { outboxMailer, sendMailJob, smtpMailer, type Mailer } from "./lib/mail.ts";
import { createPublicCache, databaseGenerations, redisGenerations, type PublicCache } from "./lib/public-cache.ts";
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from "./lib/rate-limit.ts";
import { deliverAnnouncementJob } from "./modules/announcements/announcements.jobs.ts";
import { freezeWeekJob, notifyWinnersJob } from "./modules/draw/draw.jobs.ts";
import { closeContractWorkers } from "./modules/funds/contract-worker.ts";
import { closeStatementWorker } from "./modules/funds/statement-worker.ts";
import { allocateJob, expireSellJob, orderAllocatedJob, orderReceivedJob } from "./modules/funds/funds.jobs.ts";
import { outboxSms, sendSmsJob, smppSms, type SmsSender } from "./lib/sms.ts";
import { backfillAttachmentImages } from "./modules/attachments/attachment-images.ts";
import { imageVariantsJob } from "./modules/attachments/attachments.jobs.ts";
import { checkUploadJob, judgesCopiesJob } from "./modules/contest/contest.jobs.ts";
import { sendWaitingEntries } from "./modules/contest/entry-submission.service.ts";
import { queueInterruptedChecks } from "./modules/contest/upload-checks.ts";
import { cleanAbandonedUploads } from "./modules/contest/upload-store.ts";
import { pruneSpentSecrets } from "./modules/identity/housekeeping.ts";
import { authenticate } from "./modules/identity/sessions.ts";
import { sendJudgingReminders } from "./modules/judging/reminders.ts";
import { publishResultsJob } from "./modules/results/results.jobs.ts";
import { argon2Passwords, type Passwords } from "./modules/identity/passwords.ts";
import type { ContestHooks } from "./modules/contest/index.ts";
import type { FundsHooks } from "./modules/funds/index.ts";
import type { IdentityHooks } from "./modules/identity/index.ts";
import { allActiveJudges } from "./modules/judging/conflicts.service.ts";
import { accrueCommission, recordReferral } from "./modules/referrals/referrals.service.ts";
import { screeningOpen } from "./modules/results/results.service.ts";
import { prizesLocked, publishedResults } from "./modules/results/standing.ts";

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
  /** The hourly tasks (`maintenanceTasks`), for lib/maintenance.ts's job, which imports no module. */
  maintenanceTasks: readonly MaintenanceTask[];
  /** Password hashing (argon2id); the demo passes one that hashes its shared password once. */
  passwords: Passwords;
  /** Who a session token belongs to (identity's sessions), for http/auth.ts, which imports no module. */
  authenticate(token: string): Promise<AuthUser | undefined>;
  /** What a module asks of the modules built on it, so imports between modules point one way (`hooks` below). */
  hooks: Hooks;
  close(): Promise<void>;
}

interface Hooks {
  contest: ContestHooks;
  identity: IdentityHooks;
  funds: FundsHooks;
}

/**
 * Results and judging read the edition through the contest, referrals reads accounts and orders: the contest,
 * identity and funds call them back through these, wired here (the composition root), and never import them.
 */
const hooks: Hooks = {
  contest: { publishedResults, prizesLocked, screeningOpen, allActiveJudges },
  identity: { recordReferral },
  funds: { orderAllocated: accrueCommission },
};

/** The hourly tasks, registered here (the composition root) so lib/ never imports a module. */
export const maintenanceTasks: readonly MaintenanceTask[] = [
  // Uploads a restart cut short are handed to their checks before the clean-ups look at what is left.
  queueInterruptedChecks,
  sendWaitingEntries,
  pruneOldRateLimits,
  pruneSpentSecrets,
  cleanAbandonedUploads,
  sendJudgingReminders,
  backfillAttachmentImages,
  pruneOldJobs,
];

/** Every kind of job the worker runs, each declared beside the module that owns it (lib/jobs.ts, `defineJob`). */
export const jobDefinitions: readonly JobDefinition[] = [
  sendMailJob,
  sendSmsJob,
  maintenanceJob,
  deliverAnnouncementJob,
  freezeWeekJob,
  notifyWinnersJob,
  publishResultsJob,
  allocateJob,
  orderAllocatedJob,
  orderReceivedJob,
  expireSellJob,
  imageVariantsJob,
  judgesCopiesJob,
  checkUploadJob,
];

export function createDeps(config: Config, overrides: { clock?: Clock; logger?: Logger; passwords?: Passwords } = {}): Deps {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL);
  const database = openDatabase(config);
  const { db } = database;
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db, clock);
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
  const sms = config.SMPP_URL
    ? smppSms({ db, clock, logger, metrics }, { target: config.SMPP_URL, perSecond: config.SMPP_SUBMITS_PER_SECOND })
    : outboxSms(db, clock);
  const jobs = createJobRunner({
    db,
    dialect: database.dialect,
    clock,
    logger,
    definitions: jobDefinitions,
    deps: () => deps,
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
    maintenanceTasks,
    passwords: overrides.passwords ?? argon2Passwords,
    authenticate: (token) => authenticate(deps, token),
    hooks,
    async close() {
      await jobs.stop();
      await rateLimiter.close();
      await locks.close();
      await publicCache.close();
      mailer.close();
      // Unbinds from the SMS gateway after the last job, before the database its receipts are written to.
      await sms.close();
      await closeFileWorkers();
      await closeContractWorkers();
      await closeStatementWorker();
      await database.close();
    },
  };
  return deps;
}
