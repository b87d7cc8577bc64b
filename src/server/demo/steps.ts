import type { DemoApp } from "./demo-app.ts";

/** One dated event of the demo's history. */
export interface Step {
  at: Date;
  label: string;
  run: () => Promise<unknown>;
}

/**
 * Runs the steps in time order (steps at the same moment in the order given): the clock moves to each step's
 * moment, the step runs, then the jobs that are due by then (e-mails, allocations, freezes, reminders), as the
 * job worker would have run them.
 */
export async function runSteps(demo: DemoApp, steps: Step[], onStep?: (step: Step) => void) {
  const ordered = steps.map((step, index) => ({ step, index })).sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.index - b.index);
  for (const { step } of ordered) {
    demo.clock.moveTo(step.at);
    onStep?.(step);
    try {
      await step.run();
    } catch (error) {
      throw new Error(`${step.label} (${step.at.toISOString()}): ${(error as Error).message}`, { cause: error });
    }
    await demo.deps.jobs.runDue();
  }
}
