import type { Account, DemoApp } from "./demo-app.ts";
import { person } from "./people.ts";

export type Round = "semi_final" | "final";

/** Six judges; two declare conflicts of their own (an organisation, a person), as judges do before marking. */
export async function createJudges(demo: DemoApp, declared: { organisation: string; person: string }): Promise<Account[]> {
  const judges: Account[] = [];
  for (let n = 0; n < 6; n += 1) {
    const fields = person("gk", n);
    judges.push(await demo.account("judge", { full_name: fields.full_name, email: fields.email, phone_number: fields.phone_number }));
  }
  await demo.call(judges[0]!, "PUT", "/judging/declaration", { organisations: [declared.organisation], people: [], email_domains: [] });
  await demo.call(judges[1]!, "PUT", "/judging/declaration", { organisations: [], people: [declared.person], email_domains: [] });
  return judges;
}

export async function openRound(demo: DemoApp, round: Round, window: { starts: Date; deadline: Date }) {
  await demo.call(demo.admin, "PUT", `/judging/rounds/${round}`, {
    marking_starts_at: window.starts.toISOString(),
    marking_deadline: window.deadline.toISOString(),
  });
}

export async function assignRound(demo: DemoApp, round: Round) {
  await demo.call(demo.admin, "POST", "/judging/assignments/auto", { round, seed: `demo-${round}` });
}

interface Assignment {
  id: number;
  code: string;
  judge: { id: number };
  state?: string;
}

async function assignments(demo: DemoApp, round: Round): Promise<Assignment[]> {
  const all: Assignment[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await demo.call(demo.admin, "GET", `/judging/assignments?round=${round}&per_page=100&page=${page}`);
    const data = answer.json.data as Assignment[];
    all.push(...data);
    if (data.length < 100) return all;
  }
}

/**
 * A mark per criterion (0..30) for the entry at `rank` (its place among the round's codes in order), so marks are
 * the same on every run: the first two entries get the same marks (a tie the sequence number decides), and every
 * eighth entry's second judge marks far lower, so the pair disagrees and a third judge is assigned.
 */
function markFor(round: Round, rank: number, nth: number): number {
  const base = round === "semi_final" ? 28 - ((Math.max(rank, 1) * 7) % 17) : 29 - ((Math.max(rank, 1) * 5) % 13);
  if (nth === 1 && rank % 8 === 3) return Math.max(0, base - 9);
  if (nth === 2) return Math.max(0, base - 3);
  return base;
}

/**
 * Judges submit their marks in the round (`share` of the entries, in code order), then the third judges the
 * disagreements called in, until nothing assigned is left unmarked among those entries.
 */
export async function markRound(demo: DemoApp, round: Round, judges: Account[], share = 1) {
  const codes = [...new Set((await assignments(demo, round)).map((a) => a.code))].sort();
  const marking = new Set(codes.slice(0, Math.ceil(codes.length * share)));
  const marked = new Set<number>();
  const perCode = new Map<string, number>();
  for (;;) {
    const open = (await assignments(demo, round)).filter((a) => marking.has(a.code) && !marked.has(a.id)).sort((a, b) => a.id - b.id);
    if (!open.length) return;
    for (const assignment of open) {
      const nth = perCode.get(assignment.code) ?? 0;
      perCode.set(assignment.code, nth + 1);
      const value = markFor(round, codes.indexOf(assignment.code), nth);
      const judge = judges.find((j) => j.id === assignment.judge.id)!;
      await demo.call(judge, "PUT", `/judging/marks/${assignment.code}?round=${round}`, {
        creativity: value,
        communication: Math.max(0, value - 1),
        sustainability: value,
        comment: nth === 1 && value < 15 ? "Ý tưởng chưa rõ nguồn vốn và lộ trình." : "Ý tưởng rõ ràng, khả thi, có số liệu.",
        submit: true,
      });
      marked.add(assignment.id);
    }
  }
}
