import type { JuryBallotInput, JuryBallotView, JuryMember, JuryTally } from "#contracts/results.ts";
import { schulze } from "#domain/results-schulze.ts";
import type { RecordRanked } from "#domain/results-record.ts";
import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import * as jury from "./jury.repo.ts";
import { codeInRound, editionEntries, findRounds } from "./results.repo.ts";

/**
 * The jury's vote for the special prize (docs/results.md): jurors are judges an administrator marks as jury; the
 * vote opens when the final is confirmed, with the top `jury_vote_count` of the final ranking as candidates; each
 * juror ranks them all; administrators see the tally at any time, jurors only once the vote is closed, and never
 * who voted how.
 */

async function voteOf(db: Db, editionId: number) {
  const vote = await jury.findVote(db, editionId);
  const entries = new Map((await editionEntries(db, editionId)).map((e) => [e.id, e]));
  const seqs = vote ? (JSON.parse(vote.candidates_json) as number[]) : [];
  // Jurors are judges: they know the candidates by their final-round codes.
  const candidates = seqs.map((seq) => ({ seq, code: codeInRound(entries.get(seq)!, "final"), title: entries.get(seq)!.title }));
  return { vote, candidates, state: !vote ? ("not_open" as const) : vote.closed_at ? ("closed" as const) : ("open" as const) };
}

async function tallyOf(db: Db, editionId: number): Promise<JuryTally> {
  const { candidates, state } = await voteOf(db, editionId);
  const ballots = await jury.listBallots(db, editionId);
  const result = schulze(
    candidates.map((c) => c.seq),
    ballots.map((b) => JSON.parse(b.ranking_json) as number[]),
  );
  const finalRow = (await findRounds(db, editionId)).find((r) => r.round === "final");
  const totals = new Map(((finalRow?.ranking_json ? JSON.parse(finalRow.ranking_json) : []) as RecordRanked[]).map((r) => [r.seq, r.total]));
  const codeOf = new Map(candidates.map((c) => [c.seq, c.code]));
  return {
    state,
    candidates: candidates.map((c) => ({ ...c, final_total: totals.get(c.seq) ?? 0 })),
    jurors: await jury.countMembers(db, editionId),
    ballots: ballots.length,
    matrix: result.d,
    paths: result.p,
    winners: result.winners.map((seq) => codeOf.get(seq)!),
    winner: result.winner === null || !ballots.length ? null : codeOf.get(result.winner)!,
  };
}

async function assertJuror(db: Db, editionId: number, user: AuthUser) {
  if (!(await jury.isMember(db, editionId, user.id))) throw new ApiError("FORBIDDEN", { messageKey: "results.jury.notJuror" });
}

export async function ballotView(deps: Pick<Deps, "db">, user: AuthUser): Promise<JuryBallotView> {
  const { db } = deps;
  const edition = await currentEdition(deps);
  await assertJuror(db, edition.id, user);
  const { candidates, state } = await voteOf(db, edition.id);
  const own = await jury.findBallot(db, edition.id, user.id);
  const codeOf = new Map(candidates.map((c) => [c.seq, c.code]));
  return {
    state,
    candidates,
    ranking: own ? (JSON.parse(own.ranking_json) as number[]).map((seq) => codeOf.get(seq)!) : null,
    submitted_at: own?.submitted_at ?? null,
    tally: state === "closed" ? await tallyOf(db, edition.id) : null,
  };
}

/** A juror's full ranking of the candidates (every one exactly once); may be changed until the vote closes. */
export async function submitBallot(deps: Deps, user: AuthUser, input: JuryBallotInput): Promise<JuryBallotView> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    await assertJuror(trx, edition.id, user);
    const { candidates, state } = await voteOf(trx, edition.id);
    if (state !== "open") throw new ApiError("CONFLICT", { messageKey: state === "closed" ? "results.jury.closed" : "results.jury.notOpen" });
    const seqOf = new Map(candidates.map((c) => [c.code, c.seq]));
    const ranking = input.ranking.map((code) => seqOf.get(code));
    if (ranking.length !== candidates.length || new Set(ranking).size !== candidates.length || ranking.some((seq) => seq === undefined)) {
      throw new ApiError("UNPROCESSABLE", {
        messageKey: "results.jury.ballotIncomplete",
        details: [{ path: "ranking", messageKey: "results.jury.ballotIncomplete" }],
      });
    }
    await jury.saveBallot(trx, { edition_id: edition.id, juror_id: user.id, ranking_json: JSON.stringify(ranking), submitted_at: clock.now().toISOString() });
    // The audit says that a juror voted, never how.
    await recordAudit(trx, clock, { actorId: user.id, action: "jury.ballot", subject: `jury_vote:${edition.id}` });
  });
  return ballotView(deps, user);
}

export async function juryTally(deps: Pick<Deps, "db">): Promise<JuryTally> {
  const edition = await currentEdition(deps);
  return tallyOf(deps.db, edition.id);
}

export async function closeJuryVote(deps: Deps, actorId: number): Promise<JuryTally> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const { state } = await voteOf(trx, edition.id);
    if (state !== "open") throw new ApiError("CONFLICT", { messageKey: state === "closed" ? "results.jury.closed" : "results.jury.notOpen" });
    if (!(await jury.listBallots(trx, edition.id)).length) throw new ApiError("CONFLICT", { messageKey: "results.jury.noBallots" });
    await jury.closeVote(trx, edition.id, actorId, clock.now().toISOString());
    await recordAudit(trx, clock, { actorId, action: "jury.close", subject: `jury_vote:${edition.id}` });
  });
  return juryTally(deps);
}

export async function juryMembers(deps: Pick<Deps, "db">): Promise<JuryMember[]> {
  const edition = await currentEdition(deps);
  return (await jury.judgesWithJury(deps.db, edition.id)).map((j) => ({
    id: j.id,
    full_name: j.full_name,
    email: j.email,
    jury: j.member_id !== null,
    voted: j.ballot_id !== null,
  }));
}

/** Marks a judge as a juror or not; refused once the vote is closed, and for a juror who has already voted. */
export async function setJuryMember(deps: Deps, actorId: number, userId: number, member: boolean): Promise<JuryMember> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const judge = (await jury.judgesWithJury(trx, edition.id)).find((j) => j.id === userId);
    if (!judge) throw new ApiError("UNPROCESSABLE", { messageKey: "judging.notJudge" });
    if ((await voteOf(trx, edition.id)).state === "closed") throw new ApiError("CONFLICT", { messageKey: "results.jury.closed" });
    if (!member && judge.ballot_id !== null) throw new ApiError("CONFLICT", { messageKey: "results.jury.hasVoted" });
    if (member) await jury.addMember(trx, { edition_id: edition.id, user_id: userId, added_by: actorId, added_at: clock.now().toISOString() });
    else await jury.removeMember(trx, edition.id, userId);
    await recordAudit(trx, clock, { actorId, action: member ? "jury.member_add" : "jury.member_remove", subject: `user:${userId}` });
  });
  return (await juryMembers(deps)).find((j) => j.id === userId)!;
}
