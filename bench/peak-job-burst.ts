import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { KyselyPlugin } from "kysely";
import { loadConfig } from "#server/config.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createDeps, jobDefinitions } from "#server/deps.ts";
import { createJobRunner } from "#server/lib/job-runner.ts";
import { enqueueJobs } from "#server/lib/jobs.ts";
import { emailJob, smsJob } from "#server/modules/identity/messages.ts";
import type { Target } from "./peak-common.ts";
import { freshPostgresSchema } from "./server.ts";

/**
 * What the job worker spends on a launch's messages, apart from the requests that queue them: the activation e-mail
 * and SMS of `signups` sign-ups, queued at once as a burst of sign-ups leaves them, then run by the product's worker
 * (its runner and job definitions) in this process: its CPU a job, and the worker's own statements a job (its
 * claims and its settlements; each job's outbox row comes on top). On a database of its own of
 * the target's kind (a fresh SQLite file, a fresh PostgreSQL schema), which the server's worker never reads.
 */
export async function jobBurst(target: Target, signups: number) {
  const { DATABASE_URL } = target.deps.config;
  const schema = DATABASE_URL ? await freshPostgresSchema(DATABASE_URL, "bench_burst") : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-burst-"));
  let statements = 0;
  // Counted as they return: a query's subqueries pass through transformQuery too.
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements += 1;
      return result;
    },
  };
  const plain = createDeps(loadConfig({ ...(schema ? { DATABASE_URL: schema.url } : {}), DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "production" }));
  try {
    await migrateToLatest(plain.database);
    const jobs = Array.from({ length: signups }, (_, k) => {
      const vars = { name: `Người Đăng Ký ${k}`, code: "123456", link: `https://bench.test/user/verify?token=burst-${k}` };
      return [emailJob(`burst-${k}@bench.test`, "vi", "activation", vars), smsJob(`+8492${String(k).padStart(7, "0")}`, "vi", "activation", "123456")];
    }).flat();
    await enqueueJobs(plain.db, plain.clock, jobs);
    const worker = createJobRunner({
      db: plain.db.withPlugin(counting),
      dialect: plain.database.dialect,
      clock: plain.clock,
      logger: plain.logger,
      definitions: jobDefinitions,
      deps: () => plain,
    });
    const before = process.cpuUsage();
    const ran = await worker.runDue();
    const used = process.cpuUsage(before);
    const perJob = (value: number) => Math.round((value / ran) * 100) / 100;
    return { jobs: ran, cpuMs: perJob((used.user + used.system) / 1000), workerStatements: perJob(statements) };
  } finally {
    await plain.close();
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
