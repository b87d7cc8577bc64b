import type { Config } from "#server/config.ts";
import { publishNews } from "./content.ts";
import { contestPlan, type Phase } from "./contest-plan.ts";
import { demoClock, openDemoApp, DEMO_PASSWORD, type Account } from "./demo-app.ts";
import { fundsPlan } from "./funds-plan.ts";
import { runSteps, type Step } from "./steps.ts";

const DAY = 86_400_000;

export interface DemoOutcome {
  admin: { email: string; password: string };
  /** Accounts to sign in as, with the shared demo password. */
  judge: Account;
  contestant: Account;
  investor: Account;
  password: string;
  steps: number;
}

/**
 * Fills a fresh install with a contest (up to `phase`) and the funds' year, through the API at the demo clock's
 * time; the clock starts a year before `now` and ends at it, so `npm start` then serves today's state.
 */
export async function runDemo(
  config: Config,
  phase: Phase,
  options: { now?: Date; fundsHistoryDays?: number; onStep?: (step: Step) => void } = {},
): Promise<DemoOutcome> {
  const now = options.now ?? new Date();
  const clock = demoClock(new Date(now.getTime() - 400 * DAY));
  const demo = await openDemoApp(config, clock);
  try {
    const contest = contestPlan(demo, phase, now);
    const funds = fundsPlan(demo, now, options.fundsHistoryDays);
    const news = [0, 1, 2].map((index) => ({
      at: new Date(contest.state.timeline.launch.getTime() + index * 20 * DAY),
      label: `news ${index + 1}`,
      run: () => publishNews(demo, index),
    }));
    const steps: Step[] = [...funds.steps, ...contest.steps, ...news.filter((step) => step.at <= now)];
    await runSteps(demo, steps, options.onStep);
    demo.clock.moveTo(now);
    await demo.deps.jobs.runDue();
    return {
      admin: { email: demo.admin.email, password: demo.admin.password },
      judge: contest.state.judges[0]!,
      contestant: contest.state.contestants[0]!,
      investor: funds.state.investors[1]!,
      password: DEMO_PASSWORD,
      steps: steps.length,
    };
  } finally {
    await demo.close();
  }
}
