import { sql } from "kysely";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { lineStatuses } from "#contracts/fund-statements.ts";
import type { DatabaseHandle } from "#server/db/database.ts";
import type { Clock } from "./clock.ts";
import type { PublicCache } from "./public-cache.ts";

/**
 * What the process exposes at GET /metrics (Prometheus text format). Request figures are counted in memory per
 * process (Prometheus scrapes each process and sums); job and pool figures are read when scraped, so a request
 * pays one histogram observation and nothing else.
 */
export interface Metrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Bytes of entry files received through tus. */
  uploadBytes: Counter;
  /** Finished uploads by result (ready, refused). */
  uploadsFinished: Counter<"result">;
  /** SMS over SMPP: messages the gateway accepted (every part), attempts that failed, receipts by their `stat`. */
  smsSent: Counter;
  smsFailed: Counter;
  smsReceipts: Counter<"stat">;
}

export function createMetrics(database: DatabaseHandle, clock: Clock, publicCache: Pick<PublicCache, "stats">): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern (never the raw path), method and status class.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploadBytes = new Counter({ name: "upload_bytes_total", help: "Bytes of entry files received through tus.", registers: [registry] });
  const uploadsFinished = new Counter({
    name: "uploads_finished_total",
    help: "Uploads whose last byte arrived, by the result of their content check.",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const smsSent = new Counter({
    name: "sms_sent_total",
    help: "SMS the SMPP gateway accepted, every part of them (submit_sm_resp without error).",
    registers: [registry],
  });
  const smsFailed = new Counter({
    name: "sms_failed_total",
    help: "Attempts to send an SMS over SMPP that failed (no connection, bind refused, an error status); each is retried until its job gives up.",
    registers: [registry],
  });
  const smsReceipts = new Counter({
    name: "sms_receipts_total",
    help: "Delivery receipts received over SMPP, by their stat (DELIVRD, UNDELIV, EXPIRED…).",
    labelNames: ["stat"] as const,
    registers: [registry],
  });
  // Read from the table at each scrape, not counted as lines move: each line is counted once, in the status it has
  // now (a line left to decide at import and matched later is matched, not both), and every process reports the same.
  new Gauge({
    name: "fund_statement_lines",
    help: "Bank statements' credit lines by their status now: matched (to a buy, at import or by a decision), to_decide (unmatched, waiting), refund (to send back), refunded, ignored.",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .selectFrom("fund_statement_lines")
        .select(["status", sql<number>`count(*)`.as("n")])
        .groupBy("status")
        .execute()
        .catch(() => undefined);
      if (!rows) return;
      for (const status of lineStatuses) this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
    },
  });
  new Gauge({
    name: "jobs",
    help: "Durable jobs by state: due (waiting for a worker), scheduled (later), running (claimed), retrying (failed, will run again), failed (gave up).",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const now = clock.now().toISOString();
      const row = await database.db
        .selectFrom("jobs")
        .select([
          sql<number>`sum(case when done_at is null and run_at <= ${now} and (locked_until is null or locked_until < ${now}) then 1 else 0 end)`.as("due"),
          sql<number>`sum(case when done_at is null and run_at > ${now} then 1 else 0 end)`.as("scheduled"),
          sql<number>`sum(case when done_at is null and locked_until >= ${now} then 1 else 0 end)`.as("running"),
          sql<number>`sum(case when done_at is null and last_error is not null then 1 else 0 end)`.as("retrying"),
          sql<number>`sum(case when done_at is not null and last_error is not null then 1 else 0 end)`.as("failed"),
        ])
        .executeTakeFirst()
        .catch(() => undefined);
      for (const state of ["due", "scheduled", "running", "retrying", "failed"] as const) this.set({ state }, Number(row?.[state] ?? 0));
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool of this process: total, idle, and requests waiting for a connection (absent on SQLite).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: "public_cache",
    help: "The anonymous page cache of this process: pages held, and their bodies' bytes (bounded: docs/operations.md).",
    labelNames: ["measure"] as const,
    registers: [registry],
    collect() {
      for (const [measure, value] of Object.entries(publicCache.stats())) this.set({ measure }, value);
    },
  });
  new Gauge({
    name: "db_up",
    help: "1 when the database answered `select 1` at this scrape.",
    registers: [registry],
    async collect() {
      this.set((await database.isReachable()) ? 1 : 0);
    },
  });
  return {
    registry,
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, seconds),
    uploadBytes,
    uploadsFinished,
    smsSent,
    smsFailed,
    smsReceipts,
  };
}
