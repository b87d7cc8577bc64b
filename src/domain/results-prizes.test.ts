import { describe, expect, it } from "vitest";
import { allocatePrizes, specialWinner, type PrizeLine } from "./results-prizes.ts";
import { rankRound } from "./results-ranking.ts";

const table: PrizeLine[] = [
  { rank: "special", count: 1, amount_vnd: 100 },
  { rank: "first", count: 1, amount_vnd: 50 },
  { rank: "second", count: 1, amount_vnd: 30 },
  { rank: "third", count: 1, amount_vnd: 20 },
  { rank: "idea", count: 2, amount_vnd: 15 },
  { rank: "consolation", count: 3, amount_vnd: 5 },
];
// Ten finalists, final totals strictly descending from seq 11 to seq 20; the top 4 go to the jury, who prefer 13.
const finalRanking = Array.from({ length: 10 }, (_, i) => ({ seq: 11 + i, total_halves: 180 - 2 * i }));
const ballots = [
  [13, 11, 12, 14],
  [13, 12, 11, 14],
  [11, 13, 14, 12],
];
const allocate = (cancelled: number[] = [], overrides: Partial<Parameters<typeof allocatePrizes>[0]> = {}) =>
  allocatePrizes({ table, finalRanking, juryVoteCount: 4, ballots, cancelled, ...overrides });
const pairs = (awards: { rank: string; seq: number }[]) => awards.map((a) => `${a.rank}:${a.seq}`);

describe("prize allocation", () => {
  it("special to the jury winner, then first/second/third down the ranking, consolation next, idea prizes last", () => {
    const result = allocate();
    expect(result.juryCandidates).toEqual([11, 12, 13, 14]);
    expect(result.juryWinner).toBe(13);
    expect(pairs(result.awards)).toEqual([
      "special:13",
      "first:11",
      "second:12",
      "third:14",
      "idea:18",
      "idea:19",
      "consolation:15",
      "consolation:16",
      "consolation:17",
    ]);
    expect(result.awards[0]).toEqual({ rank: "special", amount_vnd: 100, seq: 13 });
  });

  it("gives at most one prize per contestant", () => {
    const seqs = allocate().awards.map((a) => a.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it("cancelling the first prize moves second and third up; the consolation winner lifted to third keeps only third", () => {
    expect(pairs(allocate([11]).awards)).toEqual(["special:13", "first:12", "second:14", "third:15", "idea:18", "idea:19", "consolation:16", "consolation:17"]);
  });

  it("cancelling the special winner re-runs Schulze without them and cascades the places", () => {
    const result = allocate([13]);
    expect(result.juryWinner).toBe(11);
    expect(pairs(result.awards)).toEqual(["special:11", "first:12", "second:14", "third:15", "idea:18", "idea:19", "consolation:16", "consolation:17"]);
  });

  it("drops a cancelled consolation or idea prize without reassigning it", () => {
    expect(pairs(allocate([16, 18]).awards)).toEqual(["special:13", "first:11", "second:12", "third:14", "idea:19", "consolation:15", "consolation:17"]);
  });

  it("keeps the higher-value prize when the cascade lifts someone to a lower-value one", () => {
    const odd = table.map((line) => (line.rank === "consolation" ? { ...line, amount_vnd: 25 } : line));
    // 15 is lifted to third (20) but holds a consolation prize worth 25: keeps it; third is not reassigned.
    expect(pairs(allocate([11], { table: odd }).awards)).toEqual([
      "special:13",
      "first:12",
      "second:14",
      "idea:18",
      "idea:19",
      "consolation:15",
      "consolation:16",
      "consolation:17",
    ]);
  });

  it("without ballots or a special prize, first goes to the top of the ranking", () => {
    expect(pairs(allocate([], { ballots: [] }).awards).slice(0, 2)).toEqual(["first:11", "second:12"]);
    const noSpecial = table.filter((line) => line.rank !== "special");
    expect(allocate([], { table: noSpecial }).juryWinner).toBeNull();
    expect(pairs(allocate([], { table: noSpecial }).awards)[0]).toBe("first:11");
  });

  it("breaks idea-prize ties by the earlier submission, and stops when finalists run out", () => {
    const ideas: PrizeLine[] = [{ rank: "idea", count: 2, amount_vnd: 15 }];
    const { ranking } = rankRound([
      { seq: 30, total_halves: 100 },
      { seq: 21, total_halves: 100 },
      { seq: 25, total_halves: 120 },
      { seq: 22, total_halves: 100 },
    ]);
    expect(pairs(allocatePrizes({ table: ideas, finalRanking: ranking, juryVoteCount: 0, ballots: [], cancelled: [] }).awards)).toEqual(["idea:25", "idea:21"]);
    expect(
      allocatePrizes({ table: [{ rank: "consolation", count: 9, amount_vnd: 5 }], finalRanking: ranking, juryVoteCount: 0, ballots: [], cancelled: [] }).awards,
    ).toHaveLength(4);
  });
});

describe("ties at every cut line go to the earlier submission", () => {
  // Final totals: 40 and 41 tie at the top; 43 and 44 tie for the last jury seat and for third (44 then takes the
  // consolation prize); 42 and 45 tie for the idea prize.
  const { ranking } = rankRound([
    { seq: 41, total_halves: 180 },
    { seq: 40, total_halves: 180 },
    { seq: 44, total_halves: 170 },
    { seq: 43, total_halves: 170 },
    { seq: 45, total_halves: 160 },
    { seq: 42, total_halves: 160 },
  ]);
  const small: PrizeLine[] = [
    { rank: "first", count: 1, amount_vnd: 50 },
    { rank: "second", count: 1, amount_vnd: 30 },
    { rank: "third", count: 1, amount_vnd: 20 },
    { rank: "idea", count: 1, amount_vnd: 15 },
    { rank: "consolation", count: 1, amount_vnd: 5 },
  ];
  it("orders the places, the consolation and the idea prize by sequence number within equal totals", () => {
    expect(pairs(allocatePrizes({ table: small, finalRanking: ranking, juryVoteCount: 0, ballots: [], cancelled: [] }).awards)).toEqual([
      "first:40",
      "second:41",
      "third:43",
      "idea:42",
      "consolation:44",
    ]);
  });
  it("seats the earlier of two tied entries at the jury's last place", () => {
    expect(allocatePrizes({ table, finalRanking: ranking, juryVoteCount: 3, ballots: [], cancelled: [] }).juryCandidates).toEqual([40, 41, 43]);
  });
});

describe("a cancellation moves the special prize only when its own winner is cancelled (a cycle among the candidates)", () => {
  // Final ranking 10, 20, 30, 40, 50 (totals descending); the jury's candidates are the top three: 10, 20, 30.
  // Nine jurors: 4 × (20, 10, 30), 3 × (30, 20, 10), 2 × (10, 30, 20). Pairwise: 30 beats 20 5:4, 20 beats 10 7:2,
  // 10 beats 30 6:3 (a cycle). Strongest paths: 20→30 via 10 = min(7, 6) = 6 against 30→20 = 5; 20→10 = 7 against
  // 10→20 via 30 = min(6, 5) = 5; so 20 wins the vote. Without 10, only 30 against 20 is left: 30 wins 5:4.
  const ranking = [10, 20, 30, 40, 50].map((seq, i) => ({ seq, total_halves: 180 - 2 * i }));
  const cycle = [...Array<number[]>(4).fill([20, 10, 30]), ...Array<number[]>(3).fill([30, 20, 10]), ...Array<number[]>(2).fill([10, 30, 20])];
  const places: PrizeLine[] = table.filter((line) => ["special", "first", "second", "third"].includes(line.rank));
  const run = (cancelled: number[]) => allocatePrizes({ table: places, finalRanking: ranking, juryVoteCount: 3, ballots: cycle, cancelled });

  it("gives the special prize to 20, then first, second, third down the ranking without it", () => {
    expect(pairs(run([]).awards)).toEqual(["special:20", "first:10", "second:30", "third:40"]);
  });

  it("cancelling the first-prize winner 10 (a candidate) moves the places up and leaves the special prize with 20", () => {
    // A re-count without 10 would give the special prize to 30 (5:4 over 20); the vote's winner was not cancelled.
    const result = run([10]);
    expect(result.juryWinner).toBe(20);
    expect(pairs(result.awards)).toEqual(["special:20", "first:30", "second:40", "third:50"]);
  });

  it("cancelling the special winner 20 counts the vote again without it: 10 beats 30 6:3", () => {
    expect(pairs(run([20]).awards)).toEqual(["special:10", "first:30", "second:40", "third:50"]);
  });

  it("depends on which entries are cancelled, not in which order: 20 and 10 leave the vote one after the other", () => {
    // 20 cancelled: 10 wins the re-count; 10 is cancelled too: 30 is the only candidate left.
    expect(specialWinner([10, 20, 30], cycle, new Set([10, 20]))).toBe(30);
    expect(pairs(run([10, 20]).awards)).toEqual(["special:30", "first:40", "second:50"]);
  });
});
