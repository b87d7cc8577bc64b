import { drawWeeks } from "#contracts/contest.ts";
import { commitmentOf } from "#domain/lucky-draw.ts";
import { createDeps } from "#server/deps.ts";
import { currentEdition } from "#server/modules/contest/edition.service.ts";
import { freezeWeek, runDrawAction } from "#server/modules/draw/draw.service.ts";
import { DRAW_BUDGET_MS } from "./draw.ts";
import { call } from "./http-client.ts";
import { check, failures, latencies, seedPeople, spreadOver, total, type Target } from "./peak-common.ts";

/**
 * The draw's cut-off: activated adults (seeded, no argon2) join the lucky draw over a few seconds, open loop, while the
 * current week is committed. Then, with a clock at the week's cut-off, the product's service freezes the week and
 * draws it. Targets: 0 errors, one distinct number each, p99 under 500 ms, freeze + draw within bench:draw's budget.
 */

export interface DrawScale {
  people: number;
  seconds: number;
}

const P99_TARGET_MS = 500;
const secret = "7a".repeat(32);

export async function drawCutoff(target: Target, scale: DrawScale) {
  const { deps, server } = target;
  const people = await seedPeople(deps, scale.people, "candidate", (n) => ({ email: `lucky-${n}@bench.test`, birth_date: "1990-05-01" }));
  const admin = await deps.db.selectFrom("users").select("id").where("role", "=", "administrator").orderBy("id").limit(1).executeTakeFirstOrThrow();
  const now = Date.now();
  const week = drawWeeks((await currentEdition(deps)).lucky_draw).find((w) => Date.parse(w.starts_at) <= now && now < Date.parse(w.ends_at));
  if (!week) throw new Error("no lucky-draw week holds today: the seeded edition should");
  await runDrawAction(deps, admin.id, { action: "commit", week: week.week, commitment: await commitmentOf(secret) });

  const started = performance.now();
  const joined = await spreadOver(people, scale.seconds, (person) => call(server.origin, "POST", "/api/v1/auth/lucky", person.headers));
  const joinSeconds = (performance.now() - started) / 1000;
  const numbers = new Set(joined.map((answer) => (answer.json?.data as { lucky_number?: number } | undefined)?.lucky_number).filter((n) => n !== undefined));
  const failed = failures(joined, 200);

  // The cut-off has come: the same database, the product's service, a clock at the week's end.
  const atCutoff = createDeps(deps.config, { clock: { now: () => new Date(week.ends_at) } });
  let freezeMs: number;
  let drawMs: number;
  let drawn: Awaited<ReturnType<typeof runDrawAction>>;
  try {
    let at = performance.now();
    await freezeWeek(atCutoff, week.week, null);
    freezeMs = performance.now() - at;
    at = performance.now();
    drawn = await runDrawAction(atCutoff, admin.id, { action: "draw", week: week.week, secret, beacon_value: "424242", beacon_source: "bench" });
    drawMs = performance.now() - at;
  } finally {
    await atCutoff.close();
  }
  const latency = latencies(joined.map((answer) => answer.ms));
  const frozenTotal = Math.round(freezeMs + drawMs);
  return {
    people: scale.people,
    seconds: scale.seconds,
    joinsPerSecond: Math.round((scale.people / joinSeconds) * 10) / 10,
    join: { ...latency, failed },
    distinctNumbers: numbers.size,
    week: week.week,
    listCount: drawn.list_count,
    winners: drawn.record?.winners.length,
    freezeMs: Math.round(freezeMs),
    drawMs: Math.round(drawMs),
    checks: [
      check("errors", total(failed), "0", total(failed) === 0),
      check("distinct lucky numbers", numbers.size, `${scale.people}`, numbers.size === scale.people && drawn.list_count === scale.people),
      check("join p99 ms", latency.p99, `< ${P99_TARGET_MS}`, latency.p99 < P99_TARGET_MS),
      check("freeze + draw ms", frozenTotal, `< ${DRAW_BUDGET_MS}`, frozenTotal < DRAW_BUDGET_MS),
    ],
  };
}

export function drawLines(r: Awaited<ReturnType<typeof drawCutoff>>): string[] {
  return [
    `${r.people} joins over ${r.seconds} s: ${r.joinsPerSecond}/s, p50 ${r.join.p50} p99 ${r.join.p99} max ${r.join.max} ms, ${r.distinctNumbers} distinct numbers${total(r.join.failed) ? `, failed ${JSON.stringify(r.join.failed)}` : ""}`,
    `week ${r.week} frozen with ${r.listCount} numbers in ${r.freezeMs} ms, ${r.winners} winners drawn in ${r.drawMs} ms`,
  ];
}
