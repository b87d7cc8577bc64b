import { describe, expect, it } from "vitest";
import { assignJudges, loadSpread, type AssignmentInput } from "./judging-assignment.ts";

const entries = (count: number, needed = 2) => Array.from({ length: count }, (_, i) => ({ id: i + 1, needed }));
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const base = (over: Partial<AssignmentInput> = {}): AssignmentInput => ({
  entries: entries(10),
  judges: range(100, 4),
  conflicts: new Map(),
  existing: [],
  seed: "s",
  ...over,
});
const byEntry = (added: { entryId: number; judgeId: number }[]) => {
  const map = new Map<number, number[]>();
  for (const { entryId, judgeId } of added) map.set(entryId, [...(map.get(entryId) ?? []), judgeId]);
  return map;
};

describe("automatic assignment", () => {
  it("gives every entry two different judges with balanced loads (10 entries × 2 over 4 judges: 5 each)", () => {
    const result = assignJudges(base());
    expect(result.added).toHaveLength(20);
    for (const judges of byEntry(result.added).values()) expect(new Set(judges).size).toBe(2);
    expect([...result.loads.values()]).toEqual([5, 5, 5, 5]);
    expect(result.short).toEqual([]);
  });
  it("keeps max − min ≤ 1 when the work does not divide evenly (7 entries × 2 over 3 judges: 5, 5, 4)", () => {
    const { min, max } = loadSpread(assignJudges(base({ entries: entries(7), judges: range(1, 3) })).loads);
    expect([min, max]).toEqual([4, 5]);
  });
  it("never assigns a conflicted judge, and still balances", () => {
    const conflicts = new Map([
      [1, new Set([100, 101])],
      [2, new Set([100])],
    ]);
    const result = assignJudges(base({ conflicts }));
    const assigned = byEntry(result.added);
    expect(assigned.get(1)!.sort()).toEqual([102, 103]);
    expect(assigned.get(2)).not.toContain(100);
    const { min, max } = loadSpread(result.loads);
    expect(max - min).toBeLessThanOrEqual(1);
  });
  it("reports an entry it cannot complete because every other judge is conflicted", () => {
    const result = assignJudges(base({ judges: [100, 101, 102], conflicts: new Map([[3, new Set([100, 101])]]) }));
    expect(byEntry(result.added).get(3)).toEqual([102]);
    expect(result.short).toEqual([3]);
  });
  it("respects the per-judge cap, existing assignments included", () => {
    const result = assignJudges(base({ cap: 4, existing: [{ entryId: 99, judgeId: 100 }] }));
    expect(Math.max(...result.loads.values())).toBeLessThanOrEqual(4);
    expect(result.added).toHaveLength(15);
    expect(result.short).toEqual([8, 9, 10]);
  });
  it("is deterministic for the same inputs and seed, and differs with another seed", () => {
    const input = base({ entries: entries(50), judges: range(1, 7) });
    expect(assignJudges(input).added).toEqual(assignJudges(input).added);
    expect(assignJudges({ ...input, seed: "other" }).added).not.toEqual(assignJudges(input).added);
  });
  it("is incremental: a second run adds nothing; one removed judge's entries are refilled by others", () => {
    const first = assignJudges(base());
    expect(assignJudges(base({ existing: first.added })).added).toEqual([]);
    const kept = first.added.filter((a) => a.judgeId !== 100);
    const second = assignJudges(base({ judges: [101, 102, 103], existing: kept }));
    expect(second.added).toHaveLength(5);
    for (const { entryId, judgeId } of second.added) expect(kept.some((a) => a.entryId === entryId && a.judgeId === judgeId)).toBe(false);
    expect([...second.loads.values()].sort()).toEqual([6, 7, 7]);
  });
  it("adds a third judge where an entry needs three, never one already on it", () => {
    const first = assignJudges(base());
    const result = assignJudges(base({ entries: [{ id: 4, needed: 3 }], existing: first.added }));
    expect(result.added).toHaveLength(1);
    expect(first.added.filter((a) => a.entryId === 4).map((a) => a.judgeId)).not.toContain(result.added[0]!.judgeId);
  });
  it("assigns 10,000 entries to 60 judges with 300 conflicts in well under 2 s, loads within 1", () => {
    const conflicts = new Map<number, Set<number>>();
    for (let i = 0; i < 300; i += 1) {
      const entry = ((i * 7919) % 10_000) + 1;
      conflicts.set(entry, new Set([...(conflicts.get(entry) ?? []), 1 + ((i * 31) % 60)]));
    }
    const started = performance.now();
    const result = assignJudges({ entries: entries(10_000), judges: range(1, 60), conflicts, existing: [], seed: "bench" });
    expect(performance.now() - started).toBeLessThan(2000);
    const { min, max } = loadSpread(result.loads);
    expect(max - min).toBeLessThanOrEqual(1);
    expect(result.added.some((a) => conflicts.get(a.entryId)?.has(a.judgeId))).toBe(false);
  });
});

describe("independent pairs", () => {
  it("does not pair the same judges over and over: 600 entries over 12 judges use most of the 66 possible pairs", () => {
    const { added } = assignJudges({ entries: entries(600), judges: range(1, 12), conflicts: new Map(), existing: [], seed: "pairs" });
    const pairs = new Set([...byEntry(added).values()].map((ids) => ids.sort((a, b) => a - b).join("-")));
    expect(pairs.size).toBeGreaterThan(50);
  });
});
