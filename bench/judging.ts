import { assignJudges, loadSpread } from "../src/domain/judging-assignment.ts";
import { seedEdition } from "../src/server/modules/contest/edition.service.ts";
import { autoAssign } from "../src/server/modules/judging/assignments.service.ts";
import { createTestApp } from "../src/server/testing/test-app.ts";

/**
 * `npm run bench:judging`: automatic assignment of 10,000 entries to 60 judges with 300 conflicts. First the pure
 * rule (src/domain/judging-assignment.ts, median of 5 runs), then the whole service on a fresh SQLite database (one
 * transaction: read entries, judges and conflicts, assign, insert 20,000 rows, record the run). Prints time and
 * max − min load. Knobs: BENCH_ENTRIES, BENCH_JUDGES, BENCH_CONFLICTS.
 */

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
const JUDGES = Number(process.env.BENCH_JUDGES ?? 60);
const CONFLICTS = Number(process.env.BENCH_CONFLICTS ?? 300);

/** A small deterministic generator, so every run benches the same conflicts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(42);
const pairs = new Set<string>();
while (pairs.size < CONFLICTS) pairs.add(`${1 + Math.floor(next() * ENTRIES)}:${Math.floor(next() * JUDGES)}`);
const conflictPairs = [...pairs].map((p) => p.split(":").map(Number) as [number, number]);

// 1. The pure rule.
const entries = Array.from({ length: ENTRIES }, (_, i) => ({ id: i + 1, needed: 2 }));
const judgeIds = Array.from({ length: JUDGES }, (_, i) => 1000 + i);
const conflicts = new Map<number, Set<number>>();
for (const [entry, judge] of conflictPairs) conflicts.set(entry, new Set([...(conflicts.get(entry) ?? []), 1000 + judge]));
const times: number[] = [];
let pure: ReturnType<typeof assignJudges> | undefined;
for (let run = 0; run < 5; run += 1) {
  const started = performance.now();
  pure = assignJudges({ entries, judges: judgeIds, conflicts, existing: [], seed: "bench" });
  times.push(performance.now() - started);
}
const pureSpread = loadSpread(pure!.loads);
const violations = pure!.added.filter((a) => conflicts.get(a.entryId)?.has(a.judgeId)).length;
times.sort((a, b) => a - b);

// 2. The service on SQLite.
const t = await createTestApp();
await seedEdition(t.deps);
const now = t.clock.now().toISOString();
const user = (email: string, role: "judge" | "candidate" | "administrator") => ({
  email,
  full_name: email,
  role,
  password_hash: "!",
  activated_at: now,
  created_at: now,
  updated_at: now,
});
const { id: adminId } = await t.db.insertInto("users").values(user("admin@bench.test", "administrator")).returning("id").executeTakeFirstOrThrow();
const judgeRows = await t.db
  .insertInto("users")
  .values(Array.from({ length: JUDGES }, (_, i) => user(`judge${i}@judges.test`, "judge")))
  .returning("id")
  .execute();
const edition = await t.db.selectFrom("contest_editions").select("id").executeTakeFirstOrThrow();
const contestantIds: number[] = [];
for (let from = 0; from < ENTRIES; from += 500) {
  const count = Math.min(500, ENTRIES - from);
  const users = await t.db
    .insertInto("users")
    .values(Array.from({ length: count }, (_, i) => user(`c${from + i}@gmail.com`, "candidate")))
    .returning("id")
    .execute();
  contestantIds.push(...users.map((u) => u.id));
  await t.db
    .insertInto("entries")
    .values(
      users.map((u, i) => ({
        user_id: u.id,
        edition_id: edition.id,
        code: `B${String(from + i).padStart(6, "0")}`,
        choice_answer: "A",
        title: "t",
        status: "submitted" as const,
        locale: "vi" as const,
        rules_accepted_at: now,
        submitted_at: now,
      })),
    )
    .execute();
}
await t.db
  .insertInto("judging_conflicts")
  .values(
    conflictPairs.map(([entry, judge]) => ({
      judge_id: judgeRows[judge]!.id,
      contestant_id: contestantIds[entry - 1]!,
      reason: "bench",
      created_by: adminId,
      created_at: now,
    })),
  )
  .execute();
const started = performance.now();
const run = await autoAssign(t.deps, adminId, { round: "semi_final", seed: "bench" });
const serviceMs = performance.now() - started;
const stored = await t.db
  .selectFrom("judging_assignments as a")
  .innerJoin("entries as e", "e.id", "a.entry_id")
  .innerJoin("judging_conflicts as c", (join) => join.onRef("c.judge_id", "=", "a.judge_id").onRef("c.contestant_id", "=", "e.user_id"))
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();
await t.close();

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`judging assignment: ${ENTRIES} entries, ${JUDGES} judges, ${CONFLICTS} conflicts`);
console.log(
  `  pure rule     median ${ms(times[2]!)} (min ${ms(times[0]!)}, max ${ms(times[4]!)})  assignments ${pure!.added.length}  load ${pureSpread.min}..${pureSpread.max} (max − min ${pureSpread.max - pureSpread.min})  conflicted ${violations}  short ${pure!.short.length}`,
);
console.log(
  `  service+SQLite ${ms(serviceMs)}  assignments ${run.added}  load ${run.load_min}..${run.load_max} (max − min ${run.load_max - run.load_min})  conflicted ${Number(stored.n)}  short ${run.short_codes.length}`,
);
