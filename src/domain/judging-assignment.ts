/**
 * Automatic assignment of entries to judges (PRODUCT.md "Fair judging"): every entry gets the judges it needs
 * (2, or 3 once a pair disagreed), never a conflicted judge, never the same judge twice, with the judges' loads as
 * equal as the conflicts and the optional cap allow (each pick takes a least-loaded eligible judge). Incremental:
 * existing assignments count towards the entries' needs and the judges' loads, so a second run only fills what is
 * missing. Deterministic: the same inputs and seed give the same result (ties between equally loaded judges go to
 * the first after an offset hashed from seed and entry).
 *
 * Cost: one scan of the judges per judge to find, O(entries × needed × judges) — 10,000 × 2 × 60 is 1.2 million
 * steps.
 */

interface AssignmentEntry {
  id: number;
  /** How many judges the entry must have in all: 2, or 3 when its pair disagreed. */
  needed: number;
}

export interface AssignmentInput {
  entries: readonly AssignmentEntry[];
  judges: readonly number[];
  /** Judges that must never mark an entry, by entry id. */
  conflicts: ReadonlyMap<number, ReadonlySet<number>>;
  /** Assignments already made in the round (entry, judge); they stay. */
  existing: readonly { entryId: number; judgeId: number }[];
  /** At most this many assignments per judge in the round, existing ones included. */
  cap?: number | undefined;
  seed: string;
}

export interface AssignmentResult {
  added: { entryId: number; judgeId: number }[];
  /** Entries still short of judges (every remaining judge conflicted, already on it, or at the cap). */
  short: number[];
  /** Each judge's load in the round after the run. */
  loads: Map<number, number>;
}

/** A 32-bit hash of a string (FNV-1a), to turn the seed into a number. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A well-mixed 32-bit value of (seed, entry, salt): where an entry starts looking among equally loaded judges. */
function tieBreak(seed: number, entryId: number, salt: number): number {
  let h = seed ^ Math.imul(entryId, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

export function assignJudges(input: AssignmentInput): AssignmentResult {
  const seed = hashSeed(input.seed);
  const judges = [...new Set(input.judges)].sort((a, b) => a - b);
  const position = new Map(judges.map((judge, index) => [judge, index]));
  // Loads by judge position: the inner loop reads a typed array, not a map.
  const loads = new Int32Array(judges.length);
  const onEntry = new Map<number, Set<number>>();
  for (const { entryId, judgeId } of input.existing) {
    const index = position.get(judgeId);
    if (index !== undefined) loads[index]! += 1;
    const set = onEntry.get(entryId) ?? new Set<number>();
    set.add(judgeId);
    onEntry.set(entryId, set);
  }
  const cap = input.cap ?? Number.POSITIVE_INFINITY;
  const none = new Set<number>();

  // The most constrained entries first (most conflicts), so the free judges are still there for them.
  const order = [...input.entries].sort((a, b) => (input.conflicts.get(b.id)?.size ?? 0) - (input.conflicts.get(a.id)?.size ?? 0) || a.id - b.id);
  const added: AssignmentResult["added"] = [];
  const short: number[] = [];
  for (const entry of order) {
    const taken = onEntry.get(entry.id) ?? new Set<number>();
    const conflicted = input.conflicts.get(entry.id) ?? none;
    let missing = entry.needed - taken.size;
    while (missing > 0) {
      // Among equally loaded judges the first after an offset drawn per entry and pick wins, so pairs vary.
      const offset = tieBreak(seed, entry.id, missing) % judges.length;
      let best = -1;
      let bestLoad = Number.POSITIVE_INFINITY;
      for (let step = 0; step < judges.length; step += 1) {
        const index = (offset + step) % judges.length;
        const load = loads[index]!;
        if (load >= bestLoad || load >= cap) continue;
        const judge = judges[index]!;
        if (taken.has(judge) || conflicted.has(judge)) continue;
        best = index;
        bestLoad = load;
      }
      if (best < 0) break;
      const judge = judges[best]!;
      taken.add(judge);
      loads[best] = bestLoad + 1;
      added.push({ entryId: entry.id, judgeId: judge });
      missing -= 1;
    }
    onEntry.set(entry.id, taken);
    if (missing > 0) short.push(entry.id);
  }
  return { added, short: short.sort((a, b) => a - b), loads: new Map(judges.map((judge, index) => [judge, loads[index]!])) };
}

/** Max − min of the loads (0 without judges). */
export function loadSpread(loads: ReadonlyMap<number, number>): { min: number; max: number } {
  const values = [...loads.values()];
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: 0, max: 0 };
}
