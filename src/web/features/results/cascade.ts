import type { RoundResultsAdmin } from "#contracts/results.ts";

export type Award = RoundResultsAdmin["awards"][number];
/** A prize place whose holder a cancellation changed. */
export type CascadeStep = { rank: Award["rank"]; from: string | null; to: string | null };
export type CancelResult = { ok: boolean; message: string; fieldErrors: Record<string, string>; cascade?: CascadeStep[] };

/** Per prize rank, who lost it and who gained it between two allocations (a dropped prize goes to nobody). */
export function cascadeOf(before: readonly Award[], after: readonly Award[]): CascadeStep[] {
  const byRank = (awards: readonly Award[]) => Map.groupBy(awards, (award) => award.rank);
  const old = byRank(before);
  const now = byRank(after);
  return [...new Set([...old.keys(), ...now.keys()])].flatMap((rank) => {
    const was = (old.get(rank) ?? []).map((award) => award.code);
    const is = (now.get(rank) ?? []).map((award) => award.code);
    const lost = was.filter((code) => !is.includes(code));
    const gained = is.filter((code) => !was.includes(code));
    return Array.from({ length: Math.max(lost.length, gained.length) }, (_, i) => ({ rank, from: lost[i] ?? null, to: gained[i] ?? null }));
  });
}
