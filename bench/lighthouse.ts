import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { machineInfo, root, startServer, stopOnSignal, type RunningServer } from "./server.ts";

/**
 * `npm run lighthouse`: Lighthouse's default run (mobile form factor, simulated throttling) on the production build
 * for a few pages. Prints the four category scores (0-100) and every audit that keeps a category below 100.
 * Exits 0 whatever the scores; non-zero only when Lighthouse could not run.
 */

/** Pages to measure: the arguments (`npm run lighthouse -- /cuoc-thi/dieu-le`), or the public pages the issues name. */
const article = "1/1-phat-dong-cuoc-thi-y-tuong-ve-du-lich-hoi-nghi-su-kien-cho-thanh-pho-bien"; // the first seeded article
/** Every public page type in both languages (issue 14): home, contest hub and rules, news list, a category, an article, a company page, a fund page, contact, register, login, the draw results, a fund's performance, the contest results. */
const pageTypes = [
  ["/", "/en"],
  ["/cuoc-thi", "/en/contest"],
  ["/cuoc-thi/dieu-le", "/en/contest/dieu-le"],
  ["/tin-tuc", "/en/news"],
  ["/tin-tuc/1", "/en/news/1"],
  [`/tin-tuc/${article}`, `/en/news/${article}`],
  ["/gioi-thieu/ve-chung-toi", "/en/introduce/ve-chung-toi"],
  ["/dich-vu/dau-tu-tang-truong--tstt", "/en/service/dau-tu-tang-truong--tstt"],
  ["/lien-he", "/en/contact"],
  ["/user/register", "/en/user/register"],
  ["/user/login", "/en/user/login"],
  ["/ket-qua-quay-so", "/en/lucky-draw-results"],
  ["/hieu-qua-dau-tu/tstt", "/en/fund-performance/tstt"],
  ["/ket-qua", "/en/results"],
].flat();
const pages = process.argv.length > 2 ? process.argv.slice(2) : pageTypes;
/** Each page is measured this many times and the run with the median performance score is reported (Lighthouse is noisy). */
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const benchPort = Number(process.env.BENCH_PORT) || undefined;
/** A directory to keep every run's whole result and trace in (`node bench/lighthouse-tasks.ts <trace>` reads a trace). */
const keepRunsIn = process.env.LIGHTHOUSE_RESULTS_DIR;
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Audit = LighthouseResult["audits"][string];
type Category = (typeof categories)[number];
type FailingAudit = ReturnType<typeof failing>[number];
type PageReport =
  | { page: string; error: { code: string; message: string } }
  | {
      page: string;
      url: string;
      finalUrl: string;
      scores: Record<Category, number | null>;
      metrics: Record<string, string | null>;
      failing: Partial<Record<Category, FailingAudit[]>>;
      warnings: string[];
      lighthouseVersion: string;
      formFactor: string;
      throttlingMethod: string;
      benchmarkIndex: number;
      /** Performance score of every run of the page; the report is the median one. */
      performanceRuns: number[];
      /** Runs that gave no performance score, by Lighthouse's error code (e.g. NO_NAVSTART: no navigation in its trace). */
      unscoredRuns: string[];
    };

/** A few readable lines from an audit's details (elements, URLs), enough to find the culprit. */
function culprits(audit: Audit): string[] {
  const details = audit.details as { items?: unknown } | undefined;
  const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : []);
  // "list" details (used by the performance insights) nest tables: look one level down.
  const items = list(details?.items).flatMap((item) => (Array.isArray(item.items) ? list(item.items) : [item]));
  const lines: string[] = [];
  for (const item of items) {
    const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    const sub = (item.subItems as { items?: { url?: string }[] } | undefined)?.items?.[0]?.url;
    const fields = node
      ? [
          node.selector,
          node.explanation
            ?.replace(/Fix (any|all) of the following:/g, "")
            .replace(/\s+/g, " ")
            .trim() || node.snippet,
        ]
      : [item.issueType, item.url, item.label, sub].filter((value) => typeof value === "string");
    const text = fields.filter(Boolean).join(" | ");
    if (text) lines.push(text.length > 300 ? `${text.slice(0, 297)}…` : text);
    if (lines.length === 5) break;
  }
  return lines;
}

function failing(lhr: LighthouseResult, category: Category) {
  const result = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    const scored = ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
    if ((scored && audit.score !== null && audit.score < 1) || audit.scoreDisplayMode === "error") {
      result.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(audit.errorMessage ? { error: audit.errorMessage } : {}),
        culprits: culprits(audit),
      });
    }
  }
  return result.sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
}

/**
 * 400 days of weekday NAV records of both funds and VN-Index closes, written straight into the fresh database
 * (nothing is cached yet): the fund performance pages are measured with their chart (the default range, a year: about
 * 260 points, and as many rows in its table).
 */
function seedFundHistory(dataDir: string) {
  const db = new DatabaseSync(path.join(dataDir, "app.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const now = new Date().toISOString();
    const nav = db.prepare("insert into hieuqua (loai, date_create, giatri1, created_at, updated_at) values (?, ?, ?, ?, ?)");
    const close = db.prepare("insert into chiso (date_create, giatri1, created_at, updated_at) values (?, ?, ?, ?)");
    // A deterministic wiggle in hundredths (the bench:funds-chart one), never below 1.
    const wave = (i: number, base: number, phase: number) => Math.max(100, Math.round(base * (1 + 0.0002 * i + 0.05 * Math.sin(i / 37 + phase))));
    const start = Date.now() - 400 * 86_400_000;
    db.exec("begin");
    for (let i = 0; i < 400; i++) {
      const day = new Date(start + i * 86_400_000);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      const date = day.toISOString().slice(0, 10);
      for (const loai of [0, 1]) nav.run(loai, date, wave(i, 1_000_000, loai), now, now);
      close.run(date, (wave(i, 120_000, 2) / 100).toFixed(2), now, now);
    }
    db.exec("commit");
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  const startedAt = new Date();
  let server: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanup = async () => {
    chrome?.kill();
    await server?.stop();
  };
  stopOnSignal(cleanup);

  const reports: PageReport[] = [];
  let broken = false;
  try {
    fs.accessSync(chromePath, fs.constants.X_OK); // chrome-launcher crashes the process (unhandled 'error') otherwise
    console.log("Starting the production server (builds first if needed)…");
    // BENCH_PORT fixes the server's port, and Chromium's debugging port is the next one (default: free ones).
    server = await startServer(benchPort ? { port: benchPort } : {});
    console.log(`Server ${server.origin} ready in ${server.startupMs} ms; Chromium ${chromePath}`);
    seedFundHistory(server.dataDir);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, ...(benchPort ? { port: benchPort + 1 } : {}) });

    for (const page of pages) {
      const url = server.origin + page;
      process.stderr.write(`  lighthouse ${url}…\n`);
      const runs: (LighthouseResult | undefined)[] = [];
      for (let i = 0; i < runsPerPage; i++) {
        const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
        runs.push(run?.lhr);
        if (keepRunsIn && run) {
          const name = path.join(keepRunsIn, `${page.replace(/\W+/g, "_")}-${i + 1}`);
          fs.mkdirSync(keepRunsIn, { recursive: true });
          fs.writeFileSync(`${name}.json`, JSON.stringify(run.lhr));
          fs.writeFileSync(`${name}.trace.json`, JSON.stringify(run.artifacts.Trace));
        }
      }
      const performanceOf = (result: (typeof runs)[number]) => result?.categories.performance?.score ?? -1;
      // A run without a performance score (Chromium too slow to answer on a busy machine) does not count.
      const scored = runs.filter((result) => performanceOf(result) >= 0).sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = scored[Math.floor(scored.length / 2)] ?? runs[0];
      if (!lhr || lhr.runtimeError) {
        broken = true;
        reports.push({ page, error: lhr?.runtimeError ?? { code: "NO_RESULT", message: "Lighthouse returned no result" } });
        continue;
      }
      const scores = Object.fromEntries(
        categories.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)]),
      ) as Record<Category, number | null>;
      const failures = Object.fromEntries(categories.filter((c) => scores[c] !== 100).map((c) => [c, failing(lhr, c)]));
      reports.push({
        page,
        url,
        finalUrl: lhr.finalDisplayedUrl,
        scores,
        metrics: Object.fromEntries(metrics.map((id) => [id, lhr.audits[id]?.displayValue ?? null])),
        failing: failures,
        warnings: lhr.runWarnings.map(String),
        lighthouseVersion: lhr.lighthouseVersion,
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        performanceRuns: scored.map((result) => Math.round(performanceOf(result) * 100)),
        unscoredRuns: runs
          .filter((result) => performanceOf(result) < 0)
          .map((result) => (result ? (result.runtimeError?.code ?? "NO_PERFORMANCE_SCORE") : "NO_RESULT")),
      });
    }
  } catch (error) {
    console.error(error);
    broken = true;
  } finally {
    await cleanup();
  }

  const finishedAt = new Date();
  const width = Math.max(...pages.map((p) => p.length), 4);
  console.log(`\n${"page".padEnd(width)}  ${categories.map((c) => c.padStart(16)).join("")}`);
  for (const report of reports) {
    const cells =
      "scores" in report
        ? categories.map((c) => String(report.scores[c] ?? "n/a").padStart(16)).join("")
        : `  could not run: ${report.error.code} ${report.error.message}`;
    console.log(`${report.page.padEnd(width)}  ${cells}`);
  }
  for (const report of reports) {
    if (!("scores" in report)) continue;
    console.log(
      `\n${report.page}  (performance runs ${report.performanceRuns.join(", ")}${
        report.unscoredRuns.length ? `; runs without a score: ${report.unscoredRuns.join(", ")}` : ""
      }; ${Object.entries(report.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(", ")}; benchmarkIndex ${Math.round(report.benchmarkIndex)})`,
    );
    for (const [category, audits] of Object.entries(report.failing) as [Category, FailingAudit[]][]) {
      console.log(`  ${category} ${report.scores[category]}:`);
      if (audits.length === 0) console.log("    (no single failing audit; see the metrics)");
      for (const audit of audits) {
        const score = audit.score === null ? "error" : `score ${audit.score}`;
        console.log(`    - ${audit.id}: ${audit.title} [${score}, weight ${audit.weight}${audit.displayValue ? `, ${audit.displayValue}` : ""}]`);
        for (const line of audit.culprits) console.log(`        ${line}`);
      }
    }
    for (const warning of report.warnings) console.log(`  warning: ${warning}`);
  }

  if (reports.length) {
    const dir = path.join(root, "bench", "results");
    fs.mkdirSync(dir, { recursive: true });
    const output = {
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      machine: machineInfo(),
      chromePath,
      chromeFlags,
      pages: reports,
    };
    fs.writeFileSync(path.join(dir, "lighthouse-latest.json"), JSON.stringify(output, null, 2) + "\n");
    console.log("\nwrote bench/results/lighthouse-latest.json");
  }
  return broken ? 1 : 0;
}

process.exit(await main());
