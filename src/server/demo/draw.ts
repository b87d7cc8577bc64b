import { createHash } from "node:crypto";
import { drawWeeks, type LuckyDrawPlan } from "#contracts/contest.ts";
import type { Account, DemoApp } from "./demo-app.ts";
import type { Step } from "./steps.ts";

const HOUR = 3_600_000;

/** The administrator's secret for a week: 32 bytes that only this demo derives (a real one is random, kept offline). */
const secretOf = (week: number) => createHash("sha256").update(`demo-lucky-draw-week-${week}`).digest("hex");
const beaconOf = (week: number) => String(100_000 + ((week * 7919) % 900_000)).padStart(6, "0");

/**
 * The weekly lucky draw up to `until`: people join over the weeks, and every week whose cut-off has passed is
 * committed a day before its cut-off, frozen just after it and drawn the next day with the lottery's beacon.
 */
export function drawSteps(demo: DemoApp, plan: Pick<LuckyDrawPlan, "weekly_prizes" | "first_week_starts_at">, joiners: () => Account[], until: Date): Step[] {
  const steps: Step[] = [];
  const weeks = drawWeeks(plan);
  const joined = new Set<number>();
  for (const week of weeks) {
    const starts = Date.parse(week.starts_at);
    const cutoff = Date.parse(week.ends_at);
    steps.push({
      at: new Date(starts + 2 * HOUR),
      label: `lucky draw: people join in week ${week.week}`,
      run: async () => {
        const waiting = joiners().filter((person) => !joined.has(person.id));
        for (const person of waiting.slice(0, Math.ceil(waiting.length / 2) + 2)) {
          await demo.call(person, "POST", "/auth/lucky");
          joined.add(person.id);
        }
      },
    });
    if (cutoff + 26 * HOUR > until.getTime()) continue;
    const secret = secretOf(week.week);
    const commitment = createHash("sha256").update(Buffer.from(secret, "hex")).digest("hex");
    steps.push({
      at: new Date(cutoff - 24 * HOUR),
      label: `lucky draw: commit week ${week.week}`,
      run: () => demo.call(demo.admin, "POST", "/draw-lucky", { action: "commit", week: week.week, commitment }).then(() => undefined),
    });
    steps.push({ at: new Date(cutoff + HOUR), label: `lucky draw: freeze week ${week.week}`, run: () => freeze(demo, week.week) });
    steps.push({
      at: new Date(cutoff + 25 * HOUR),
      label: `lucky draw: draw week ${week.week}`,
      run: () =>
        demo
          .call(demo.admin, "POST", "/draw-lucky", {
            action: "draw",
            week: week.week,
            secret,
            beacon_value: beaconOf(week.week),
            beacon_source: "Giải đặc biệt xổ số kiến thiết (dữ liệu minh họa)",
          })
          .then(() => undefined),
    });
  }
  return steps;
}

/** The freeze job may have run already at the cut-off (the demo runs due jobs after each step): then it is done. */
async function freeze(demo: DemoApp, week: number) {
  const answer = await demo.attempt(demo.admin, "POST", "/draw-lucky", { action: "freeze", week });
  if (answer.status !== 200 && answer.status !== 409) throw new Error(`freeze of week ${week}: ${answer.status} ${JSON.stringify(answer.json)}`);
}
