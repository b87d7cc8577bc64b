import { serveTasks } from "#server/lib/worker-pool.ts";

/** A worker for the pool's own tests: answers at once, spins forever, fills its heap, or fails. */
export type TestTask = { op: "double"; value: number } | { op: "spin" } | { op: "hog" } | { op: "fail" };

serveTasks<TestTask, number>(async (task) => {
  if (task.op === "double") return { value: task.value * 2 };
  if (task.op === "fail") throw new Error("refused on purpose");
  if (task.op === "spin") for (;;);
  const hoard: number[][] = [];
  for (;;) hoard.push(Array.from({ length: 100_000 }, (_, index) => index));
});
