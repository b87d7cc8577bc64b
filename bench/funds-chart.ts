import { createTestApp } from "../src/server/testing/test-app.ts";

/**
 * `npm run bench:funds-chart`: the chart call (`GET /api/v1/performance`, src/domain/fund-performance.ts) over ten
 * years of daily records of both funds and of the VN-Index, on a fresh SQLite database (PostgreSQL when
 * TEST_DATABASE_URL is set): one call at a time, after a warm-up, p50/p95/p99 of BENCH_CALLS calls (default 200)
 * alternating the funds and the ranges. Budget: p95 under 50 ms (docs/funds-data.md#bench). Also a case of `npm run bench`.
 */

const YEARS = Number(process.env.BENCH_YEARS ?? 10);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const DAYS = YEARS * 365;

export async function fundsChartBench() {
  const t = await createTestApp();
  try {
    const now = t.clock.now().toISOString();
    const start = Date.UTC(2016, 10, 1);
    const day = (i: number) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    // A deterministic wiggle: NAV per unit in hundredths and index closes in hundredths, never below 1.
    const wave = (i: number, base: number, phase: number) => Math.max(100, Math.round(base * (1 + 0.0002 * i + 0.05 * Math.sin(i / 37 + phase))));
    const hundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;
    for (let from = 0; from < DAYS; from += 500) {
      const batch = Array.from({ length: Math.min(500, DAYS - from) }, (_, k) => from + k);
      await t.db
        .insertInto("hieuqua")
        .values(
          batch.flatMap((i) =>
            [0, 1].map((loai) => ({
              loai,
              date_create: day(i),
              giatri1: wave(i, 1_000_000, loai),
              giatri2: null,
              giatri3: null,
              created_by: null,
              created_at: now,
              updated_at: now,
            })),
          ),
        )
        .execute();
      await t.db
        .insertInto("chiso")
        .values(
          batch.map((i) => ({
            date_create: day(i),
            giatri1: hundredths(wave(i, 120_000, 2)),
            giatri2: null,
            giatri3: null,
            created_at: now,
            updated_at: now,
            updated_by: null,
          })),
        )
        .execute();
    }
    const ranges = ["all", "1Y", "3Y", "YTD", "1M"];
    // Wall time and this process's CPU time per call: on a shared machine the CPU time is what one call costs.
    const cpu: number[] = [];
    const call = async (i: number) => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const res = await t.call("GET", `/api/v1/performance?loai=${i % 2}&range=${ranges[i % ranges.length]}`);
      const used = process.cpuUsage(cpuBefore);
      if (res.status !== 200 || res.json.data.figures.length !== 7) throw new Error(`chart call answered ${res.status}`);
      cpu.push((used.user + used.system) / 1000);
      return performance.now() - started;
    };
    for (let i = 0; i < 10; i += 1) await call(i);
    cpu.length = 0;
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) times.push(await call(i));
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const at = (q: number, list = times) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!.toFixed(1);
    const all = await t.call("GET", "/api/v1/performance?loai=0&range=all");
    console.log(`${YEARS} years: ${DAYS} NAV records per fund, ${DAYS} index closes; ${all.json.data.points.length} points in "all", ${all.text.length} bytes`);
    console.log(
      `database: ${process.env.TEST_DATABASE_URL ? "postgresql" : "sqlite"}; ${CALLS} sequential calls: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times[times.length - 1]!.toFixed(1)} ms (goal: p95 under 50 ms)`,
    );
    console.log(`CPU time per call: p50 ${at(0.5, cpu)} ms, p95 ${at(0.95, cpu)} ms`);
    return {
      years: YEARS,
      calls: CALLS,
      points: all.json.data.points.length as number,
      wallMs: { p50: Number(at(0.5)), p95: Number(at(0.95)), p99: Number(at(0.99)) },
      cpuMs: { p50: Number(at(0.5, cpu)), p95: Number(at(0.95, cpu)) },
      goalP95Ms: 50,
    };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await fundsChartBench();
