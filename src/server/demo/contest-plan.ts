import type { Edition } from "#contracts/contest.ts";
import { createContestants, LUCKY_DRAW_PRIZES, sendEntry, setEdition, timelineFrom, type Timeline } from "./contest.ts";
import type { Account, DemoApp } from "./demo-app.ts";
import { drawSteps } from "./draw.ts";
import { assignRound, createJudges, markRound, openRound } from "./judging.ts";
import { vietnamDay, vietnamTime } from "./market.ts";
import { organisation, person } from "./people.ts";
import { cancelOnePrize, computeAndConfirm, exclude, juryVote, publish } from "./results.ts";
import type { Step } from "./steps.ts";

/** Where the demo stops: the organiser's next step is the one after it. */
export const phases = ["submissions", "marking", "semi-final", "final", "results"] as const;
export type Phase = (typeof phases)[number];

const DAY = 86_400_000;

/** How far the end of submissions lies from today, so that the phase the demo stops at is where today falls. */
const closesInDays: Record<Phase, number> = { submissions: 10, marking: -5, "semi-final": -16, final: -37, results: -45 };

export interface ContestState {
  timeline: Timeline;
  edition?: Edition;
  judges: Account[];
  contestants: Account[];
  /** Submitted entries: the contestant's index and the entry's sequence number. */
  entries: { contestant: number; id: number }[];
}

/**
 * The contest's history up to `phase`, as dated steps: the edition set, judges and contestants, entries sent,
 * screening and both rounds marked, published, the jury vote, a cancelled prize, and the lucky draw's weeks.
 */
export function contestPlan(demo: DemoApp, phase: Phase, now: Date): { state: ContestState; steps: Step[] } {
  // Submissions close at midnight, Vietnam time, as organisers announce them.
  const timeline = timelineFrom(vietnamTime(vietnamDay(new Date(now.getTime() + closesInDays[phase] * DAY)), 0));
  const state: ContestState = { timeline, judges: [], contestants: [], entries: [] };
  const reached = (p: Phase) => phases.indexOf(phase) >= phases.indexOf(p);
  const at = (date: Date, hours = 0) => new Date(date.getTime() + hours * 3_600_000);
  const steps: Step[] = [
    {
      at: at(timeline.launch, -24),
      label: "edition, judges and contestants",
      run: async () => {
        state.edition = await setEdition(demo, timeline);
        state.judges = await createJudges(demo, { organisation: organisation("ts", 0).full_name, person: person("ts", 3).full_name });
        state.contestants = await createContestants(demo);
      },
    },
  ];

  // Entries arrive over the submission window up to today; a few stay drafts (more while it is still open).
  const lastEntryAt = Math.min(timeline.closes.getTime() - DAY, now.getTime() - 3_600_000);
  const drafts = phase === "submissions" ? 6 : 2;
  for (let n = 0; n < 40; n += 1) {
    steps.push({
      at: new Date(timeline.opens.getTime() + DAY + ((lastEntryAt - timeline.opens.getTime() - DAY) * n) / 40),
      label: `entry ${n + 1}`,
      run: async () => {
        const who = state.contestants[n]!;
        const conflictJudgeIds = n === 5 ? [state.judges[2]!.id] : [];
        const draftOnly = n >= 40 - drafts;
        await sendEntry(demo, who, n, { conflictJudgeIds, draftOnly });
        if (!draftOnly) state.entries.push({ contestant: n, id: ((await demo.call(who, "GET", "/contest/entry")).json.data as { id: number }).id });
      },
    });
  }
  steps.push(...drawSteps(demo, { weekly_prizes: LUCKY_DRAW_PRIZES, first_week_starts_at: timeline.opens.toISOString() }, () => state.contestants, now));
  if (!reached("marking")) return { state, steps };

  steps.push(
    {
      at: at(timeline.closes, 12),
      label: "screening and the semi-final's marking window",
      run: async () => {
        await exclude(demo, [state.entries[11]!.id, state.entries[23]!.id]);
        await demo.call(demo.admin, "POST", "/judging/conflicts", {
          judge_id: state.judges[3]!.id,
          contestant_id: state.contestants[7]!.id,
          reason: "Giám khảo là đồng nghiệp cũ của thí sinh.",
        });
        await openRound(demo, "semi_final", timeline.semiFinalMarking);
      },
    },
    { at: at(timeline.semiFinalMarking.starts, 1), label: "semi-final assignment", run: () => assignRound(demo, "semi_final") },
    {
      at: at(timeline.semiFinalMarking.starts, 50),
      label: "semi-final marks",
      run: () => markRound(demo, "semi_final", state.judges, phase === "marking" ? 0.5 : 1),
    },
  );
  if (!reached("final")) return { state, steps };

  steps.push(
    {
      at: at(timeline.semiFinalMarking.deadline, 24),
      label: "screening closed, semi-final computed and confirmed",
      run: async () => {
        await demo.call(demo.admin, "POST", "/results/screening/close");
        await computeAndConfirm(demo, "semi_final");
      },
    },
    { at: timeline.semiFinalResults, label: "semi-final published", run: () => publish(demo, "semi_final") },
    { at: at(timeline.semiFinalResults, 2), label: "final's marking window", run: () => openRound(demo, "final", timeline.finalMarking) },
    { at: at(timeline.finalMarking.starts, 1), label: "final assignment", run: () => assignRound(demo, "final") },
    { at: at(timeline.finalMarking.starts, 50), label: "final marks", run: () => markRound(demo, "final", state.judges) },
  );
  if (!reached("results")) return { state, steps };

  steps.push(
    {
      at: at(timeline.finalMarking.deadline, 24),
      label: "final computed and confirmed, jury vote",
      run: async () => {
        await computeAndConfirm(demo, "final");
        await juryVote(demo, [state.judges[0]!, state.judges[2]!, state.judges[4]!]);
      },
    },
    { at: timeline.finalResults, label: "final published", run: () => publish(demo, "final") },
    { at: at(timeline.finalResults, 30), label: "a prize cancelled", run: () => cancelOnePrize(demo) },
  );
  return { state, steps };
}
