import os from "node:os";
import { pathToFileURL } from "node:url";
import { computeResults, verifyRecord, type RecordEntry, type ResultsInputs } from "#domain/results-record.ts";

/**
 * The results case of `npm run bench` (alone: `npm run bench:results`): ranking and prize allocation for
 * BENCH_RESULTS_ENTRIES entries (100,000) with 2 marks each, 3 where the pair disagrees, through the one domain
 * computation the server and the verifiers share: semi-final ranking and cut, final ranking of the finalists, the
 * jury's Schulze vote (10 candidates, 15 ballots) and the reading-B prize table. Budget: under 1 s. Median of 5,
 * wall-clock and CPU time of this process (the CPU figure says less about other work on a shared machine).
 */

/** A small deterministic generator (mulberry32), so every run ranks the same entries. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function resultsInputs(count: number): ResultsInputs {
  const random = generator(12);
  const criterion = () => Math.floor(random() * 31);
  const mark = (judge: number) => ({ judge: `J${judge}`, creativity: criterion(), communication: criterion(), sustainability: criterion() });
  const marks = () => {
    const pair = [mark(Math.floor(random() * 60)), mark(Math.floor(random() * 60))];
    const total = (m: (typeof pair)[number]) => m.creativity + m.communication + m.sustainability;
    return Math.abs(total(pair[0]!) - total(pair[1]!)) > 15 ? [...pair, mark(Math.floor(random() * 60))] : pair;
  };
  const entries: RecordEntry[] = Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    code: `E${i + 1}`,
    choice_points: random() < 0.6 ? 10 : 0,
    semi_final: marks(),
    final: marks(),
  }));
  const inputs: ResultsInputs = {
    format: "results-record-v1",
    edition: { id: 1, name: "bench" },
    stage: "final",
    rules: {
      disagreement_threshold: 15,
      semi_final_count: 50,
      jury_vote_count: 10,
      prizes: [
        { rank: "special", count: 1, amount_vnd: 7_000_000_000 },
        { rank: "first", count: 1, amount_vnd: 4_600_000_000 },
        { rank: "second", count: 1, amount_vnd: 2_300_000_000 },
        { rank: "third", count: 1, amount_vnd: 1_000_000_000 },
        { rank: "idea", count: 3, amount_vnd: 450_000_000 },
        { rank: "consolation", count: 43, amount_vnd: 70_000_000 },
      ],
    },
    entries,
    ballots: [],
    cancelled: [],
  };
  const candidates = computeResults(inputs).final!.jury_candidates;
  inputs.ballots = Array.from({ length: 15 }, (_, j) => ({ juror: `R${j + 1}`, ranking: [...candidates].sort(() => random() - 0.5) }));
  return inputs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function benchResults(count = Number(process.env.BENCH_RESULTS_ENTRIES ?? 100_000)) {
  const inputs = resultsInputs(count);
  const marks = inputs.entries.reduce((sum, e) => sum + e.semi_final.length, 0);
  const compute: number[] = [];
  const computeCpu: number[] = [];
  const verify: number[] = [];
  let prizes = 0;
  for (let run = 0; run < 5; run += 1) {
    let start = performance.now();
    const cpu = process.cpuUsage();
    const computed = computeResults(inputs);
    compute.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    computeCpu.push((used.user + used.system) / 1000);
    prizes = computed.final!.prizes.length;
    start = performance.now();
    if (verifyRecord({ ...inputs, published_at: "", computed }) !== null) throw new Error("the record does not verify");
    verify.push(performance.now() - start);
  }
  return {
    entries: count,
    semiFinalMarks: marks,
    prizes,
    computeMs: median(compute),
    computeRunsMs: compute,
    computeCpuMs: median(computeCpu),
    verifyMs: median(verify),
    budgetMs: 1000,
    loadAverage: os.loadavg()[0]!,
  };
}

export function printResultsBench(result: ReturnType<typeof benchResults>) {
  console.log(
    `results: ranking + prize allocation, ${result.entries} entries (${result.semiFinalMarks} semi-final marks), ${result.prizes} prizes: median ${result.computeMs.toFixed(1)} ms ` +
      `(runs ${result.computeRunsMs.map((ms) => ms.toFixed(0)).join(", ")}; CPU median ${result.computeCpuMs.toFixed(1)} ms; budget ${result.budgetMs} ms); ` +
      `verifying the record: median ${result.verifyMs.toFixed(1)} ms; load average ${result.loadAverage.toFixed(1)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = benchResults();
  printResultsBench(result);
  if (result.computeMs >= result.budgetMs) process.exitCode = 1;
}
