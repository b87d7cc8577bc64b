import type { Edition } from "#contracts/contest.ts";
import type { Locale } from "#contracts/locale.ts";
import { RESULTS_PER_PAGE, type ResultRound, type ResultsAdmin, type ResultsAdminQuery, type RoundResultsAdmin } from "#contracts/results.ts";
import { rankRound, roundTotalHalves, topOf } from "#domain/results-ranking.ts";
import {
  computeResults,
  recordSha256,
  UnrankableError,
  type ComputedResults,
  type RecordRanked,
  type ResultsInputs,
  type ResultsRecord,
} from "#domain/results-record.ts";
import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { findVote, listBallots, openVote, removeVote } from "./jury.repo.ts";
import { gatherResults, inputsSha256, type GatheredResults } from "./results-inputs.ts";
import { winnerMail } from "./results-mail.ts";
import { publishResultsJob } from "./results.jobs.ts";
import * as repo from "./results.repo.ts";

export const publishFrom = (edition: Edition, round: ResultRound) => (round === "semi_final" ? edition.semi_final_results_at : edition.final_results_at);
const vietnamTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Ho_Chi_Minh",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));

/** What a preview and a publication must agree on: the rules and every mark (not the ballots or cancellations, which come later). */
const marksSha256 = (inputs: ResultsInputs) => inputsSha256({ ...inputs, ballots: [], cancelled: [] });

/** How many entries the round marks and how many of them have no final score yet. */
export function roundProgress(gathered: GatheredResults, round: ResultRound): { entries: number; unmarked: number } {
  const { inputs } = gathered;
  const threshold = inputs.rules.disagreement_threshold;
  const semi = rankRound(inputs.entries.map((e) => ({ seq: e.seq, total_halves: roundTotalHalves(e.choice_points, e.semi_final, threshold) })));
  if (round === "semi_final") return { entries: inputs.entries.length, unmarked: semi.unmarked.length };
  if (semi.unmarked.length) return { entries: 0, unmarked: 0 };
  const finalists = new Set(topOf(semi.ranking, inputs.rules.semi_final_count));
  const marks = inputs.entries.filter((e) => finalists.has(e.seq));
  return { entries: marks.length, unmarked: marks.filter((e) => roundTotalHalves(e.choice_points, e.final ?? [], threshold) === null).length };
}

/** The prizes as they stand, when the final is confirmed and its vote (if any) closed; else null. */
export async function currentAllocation(db: Db, edition: Edition, gathered: GatheredResults): Promise<ComputedResults["final"]> {
  const rounds = await repo.findRounds(db, edition.id);
  const final = rounds.find((r) => r.round === "final");
  if (!final || (final.state !== "confirmed" && final.state !== "published")) return null;
  const vote = await findVote(db, edition.id);
  if (vote && !vote.closed_at) return null;
  return computeResults(gathered.inputs).final;
}

/** A page of a ranking; past its last page, its last (one page number serves both rounds, resultsAdminQuery). */
function pageOf<T>(rows: T[], { page, per_page }: ResultsAdminQuery) {
  const current = Math.min(page, Math.max(1, Math.ceil(rows.length / per_page)));
  const start = (current - 1) * per_page;
  return { data: rows.slice(start, start + per_page), start, current_page: current, total: rows.length, per_page };
}

function toRoundView(
  edition: Edition,
  round: ResultRound,
  row: Awaited<ReturnType<typeof repo.findRounds>>[number] | undefined,
  gathered: GatheredResults,
  cancelled: Set<number>,
  awards: ComputedResults["final"],
  paging: ResultsAdminQuery,
): RoundResultsAdmin {
  const { data: ranked, start, ...page } = pageOf(row?.ranking_json ? (JSON.parse(row.ranking_json) as RecordRanked[]) : [], paging);
  const entry = (seq: number) => gathered.bySeq.get(seq)!;
  return {
    round,
    state: row?.state ?? "open",
    ...roundProgress(gathered, round),
    computed_at: row?.computed_at ?? null,
    confirmed_at: row?.confirmed_at ?? null,
    published_at: row?.published_at ?? null,
    publish_from: publishFrom(edition, round),
    scheduled_at: row?.scheduled_at ?? null,
    ranking: {
      data: ranked.map((r, i) => ({
        rank: start + i + 1,
        seq: r.seq,
        code: repo.codeInRound(entry(r.seq), round),
        title: entry(r.seq).title,
        total: r.total,
        cancelled: cancelled.has(r.seq),
      })),
      ...page,
    },
    awards: round === "final" && awards ? awards.prizes.map((a) => ({ ...a, code: repo.codeInRound(entry(a.seq), round), title: entry(a.seq).title })) : [],
  };
}

/** Both rounds' results state, previews (a page of each ranking) and the cancellations: what the administrators' results page shows. */
export async function resultsAdmin(deps: Pick<Deps, "db">, paging: ResultsAdminQuery = { page: 1, per_page: RESULTS_PER_PAGE }): Promise<ResultsAdmin> {
  const { db } = deps;
  const edition = await currentEdition(deps);
  const gathered = await gatherResults(db, edition, "final");
  const rows = await repo.findRounds(db, edition.id);
  const screening = await repo.findScreening(db, edition.id);
  const cancellations = await repo.listCancellations(db, edition.id);
  const cancelled = new Set(cancellations.map((c) => c.entry_id));
  let awards: ComputedResults["final"] = null;
  try {
    awards = await currentAllocation(db, edition, gathered);
  } catch (error) {
    // Marks reopened after the final was confirmed: no allocation until it is computed again.
    if (!(error instanceof UnrankableError)) throw error;
  }
  return {
    screening: { closed_at: screening?.closed_at ?? null, excluded: gathered.entries.filter((e) => e.status === "excluded").length },
    rounds: (["semi_final", "final"] as const).map((round) =>
      toRoundView(
        edition,
        round,
        rows.find((r) => r.round === round),
        gathered,
        cancelled,
        awards,
        paging,
      ),
    ),
    cancellations: cancellations.map((c) => ({
      seq: c.entry_id,
      code: repo.codeInRound(gathered.bySeq.get(c.entry_id)!, "final"),
      title: gathered.bySeq.get(c.entry_id)!.title,
      reason: c.reason,
      cancelled_at: c.cancelled_at,
    })),
  };
}

const roundOf = async (deps: Pick<Deps, "db">, round: ResultRound) => (await resultsAdmin(deps)).rounds.find((r) => r.round === round)!;

/** Preliminary screening ends: exclusions are final and the semi-final can be computed (excluded contestants were e-mailed at exclusion). */
export async function closeScreening(deps: Deps, actorId: number) {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    if (await repo.findScreening(trx, edition.id)) throw new ApiError("CONFLICT", { messageKey: "results.screeningClosed" });
    await repo.insertScreening(trx, { edition_id: edition.id, closed_at: now, closed_by: actorId });
    await recordAudit(trx, clock, { actorId, action: "results.screening_close", subject: `contest_edition:${edition.id}` });
  });
  const excluded = (await repo.editionEntries(db, edition.id)).filter((e) => e.status === "excluded").length;
  return { closed_at: now, excluded };
}

/** Whether exclusions may still change (the contest module asks before excluding or restoring an entry). */
export async function screeningOpen(db: Db, editionId: number): Promise<boolean> {
  return !(await repo.findScreening(db, editionId));
}

/** Computes the round's ranking once every entry of it has a final score; 409 with how many have not. */
export async function computeRound(deps: Deps, actorId: number, round: ResultRound): Promise<RoundResultsAdmin> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const rows = await repo.findRounds(trx, edition.id);
    const row = rows.find((r) => r.round === round);
    if (row?.state === "published") throw new ApiError("CONFLICT", { messageKey: "results.alreadyPublished" });
    if (row?.state === "confirmed") throw new ApiError("CONFLICT", { messageKey: "results.confirmed" });
    if (round === "semi_final" && !(await repo.findScreening(trx, edition.id))) throw new ApiError("CONFLICT", { messageKey: "results.screeningOpen" });
    if (
      round === "final" &&
      rows.find((r) => r.round === "semi_final")?.state !== "confirmed" &&
      rows.find((r) => r.round === "semi_final")?.state !== "published"
    ) {
      throw new ApiError("CONFLICT", { messageKey: "results.semiFinalFirst" });
    }
    if (round === "final" && (await listBallots(trx, edition.id)).length) {
      throw new ApiError("CONFLICT", { messageKey: "results.jury.hasBallots" });
    }
    const gathered = await gatherResults(trx, edition, round);
    const { unmarked } = roundProgress(gathered, round);
    if (unmarked) throw new ApiError("CONFLICT", { messageKey: "results.unmarked", vars: { count: unmarked } });
    const computed = computeResults(gathered.inputs);
    const ranking = round === "semi_final" ? computed.semi_final.ranking : computed.final!.ranking;
    const now = clock.now().toISOString();
    await repo.saveRound(trx, edition.id, round, {
      state: "computed",
      inputs_sha256: await marksSha256(gathered.inputs),
      ranking_json: JSON.stringify(ranking),
      computed_at: now,
      computed_by: actorId,
      confirmed_at: null,
      confirmed_by: null,
      scheduled_at: null,
      scheduled_by: null,
    });
    await recordAudit(trx, clock, { actorId, action: "results.compute", subject: `results_round:${edition.id}:${round}`, after: { entries: ranking.length } });
  });
  return roundOf(deps, round);
}

/** Confirms the computed ranking, refused when a mark changed since; confirming the final opens the jury vote. */
export async function confirmRound(deps: Deps, actorId: number, round: ResultRound): Promise<RoundResultsAdmin> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockRound(trx, deps.database.dialect, edition.id, round);
    if (row?.state !== "computed") throw new ApiError("CONFLICT", { messageKey: "results.notComputed" });
    const gathered = await gatherResults(trx, edition, round);
    if ((await marksSha256(gathered.inputs)) !== row.inputs_sha256) throw new ApiError("CONFLICT", { messageKey: "results.changed" });
    const now = clock.now().toISOString();
    await repo.saveRound(trx, edition.id, round, { state: "confirmed", confirmed_at: now, confirmed_by: actorId });
    const special = edition.prizes.find((p) => p.rank === "special")?.count ?? 0;
    if (round === "final" && special > 0 && edition.jury_vote_count > 0) {
      const ranking = JSON.parse(row.ranking_json!) as RecordRanked[];
      await openVote(
        trx,
        edition.id,
        ranking.slice(0, edition.jury_vote_count).map((r) => r.seq),
        now,
      );
    }
    await recordAudit(trx, clock, { actorId, action: "results.confirm", subject: `results_round:${edition.id}:${round}` });
  });
  return roundOf(deps, round);
}

/**
 * Withdraws a confirmation with a reason (PRODUCT.md "reopening marks"): the round is back to computed, a scheduled
 * publication is called off, and its marks can be reopened. Not once published; not the semi-final's once judges are
 * assigned to the final; not the final's once jurors voted (its vote, still empty, is removed and opens again at the
 * next confirmation).
 */
export async function withdrawConfirmation(deps: Deps, actorId: number, round: ResultRound, reason: string): Promise<RoundResultsAdmin> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockRound(trx, deps.database.dialect, edition.id, round);
    if (row?.state === "published") throw new ApiError("CONFLICT", { messageKey: "results.alreadyPublished" });
    if (row?.state !== "confirmed") throw new ApiError("CONFLICT", { messageKey: "results.notConfirmedWithdraw" });
    if (round === "semi_final" && (await repo.hasAssignments(trx, edition.id, "final"))) throw new ApiError("CONFLICT", { messageKey: "results.finalStarted" });
    if (round === "final") {
      if ((await listBallots(trx, edition.id)).length) throw new ApiError("CONFLICT", { messageKey: "results.jury.hasBallots" });
      await removeVote(trx, edition.id);
    }
    await repo.saveRound(trx, edition.id, round, { state: "computed", confirmed_at: null, confirmed_by: null, scheduled_at: null, scheduled_by: null });
    await recordAudit(trx, clock, {
      actorId,
      action: "results.withdraw",
      subject: `results_round:${edition.id}:${round}`,
      before: { state: row.state, confirmed_at: row.confirmed_at, scheduled_at: row.scheduled_at },
      reason,
    });
  });
  return roundOf(deps, round);
}

/** Freezes the stage's record (a new version each time) inside the caller's transaction. */
export async function freezeRecord(db: Db, deps: Pick<Deps, "clock">, edition: Edition, stage: ResultRound, publishedAt: string): Promise<ResultsRecord> {
  const { inputs } = await gatherResults(db, edition, stage);
  const record: ResultsRecord = { ...inputs, published_at: publishedAt, computed: computeResults(inputs) };
  const previous = await repo.latestRecord(db, edition.id, stage);
  await repo.insertRecord(db, {
    edition_id: edition.id,
    stage,
    version: (previous?.version ?? 0) + 1,
    sha256: await recordSha256(record),
    record_json: JSON.stringify(record),
    frozen_at: deps.clock.now().toISOString(),
  });
  return record;
}

/** Why the round cannot be published now (other than its date), or null. */
async function publishBlocker(
  db: Db,
  edition: Edition,
  round: ResultRound,
  row: { state: string; inputs_sha256: string | null } | undefined,
): Promise<string | null> {
  if (row?.state === "published") return "results.alreadyPublished";
  if (row?.state !== "confirmed") return "results.notConfirmed";
  if (round === "final") {
    const semi = (await repo.findRounds(db, edition.id)).find((r) => r.round === "semi_final");
    if (semi?.state !== "published") return "results.semiFinalFirst";
    const vote = await findVote(db, edition.id);
    if (vote && !vote.closed_at) return "results.jury.stillOpen";
  }
  if ((await marksSha256((await gatherResults(db, edition, round)).inputs)) !== row.inputs_sha256) return "results.changed";
  return null;
}

async function publishNow(db: Db, deps: Pick<Deps, "clock" | "config">, edition: Edition, round: ResultRound, actorId: number | null) {
  const now = deps.clock.now().toISOString();
  const record = await freezeRecord(db, deps, edition, round, now);
  await repo.saveRound(db, edition.id, round, { state: "published", published_at: now, published_by: actorId, scheduled_at: null });
  await recordAudit(db, deps.clock, { actorId, action: "results.publish", subject: `results_round:${edition.id}:${round}` });
  if (round === "final") await mailWinners(db, deps, edition, record);
}

async function mailWinners(db: Db, deps: Pick<Deps, "clock" | "config">, edition: Edition, record: ResultsRecord) {
  const entries = new Map((await repo.editionEntries(db, edition.id)).map((e) => [e.id, e]));
  for (const award of record.computed.final?.prizes ?? []) {
    const entry = entries.get(award.seq)!;
    const locale = entry.locale as Locale;
    const resultsUrl = `${deps.config.PUBLIC_URL}${locale === "en" ? "/en/results" : "/ket-qua"}`;
    const mail = winnerMail(locale, {
      name: entry.full_name,
      code: entry.code,
      title: entry.title,
      rank: award.rank,
      amount_vnd: award.amount_vnd,
      resultsUrl,
    });
    await enqueueJob(db, deps.clock, sendMailJob, { to: entry.email, ...mail });
  }
}

/**
 * Publishes a confirmed round from its announcement date on. Before it: 409 with the date, or with `schedule`
 * a durable job publishes it at that moment (checking again then).
 */
export async function publishRound(deps: Deps, actorId: number, round: ResultRound, schedule: boolean): Promise<RoundResultsAdmin> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockRound(trx, deps.database.dialect, edition.id, round);
    const blocker = await publishBlocker(trx, edition, round, row);
    if (blocker) throw new ApiError("CONFLICT", { messageKey: blocker });
    const from = publishFrom(edition, round);
    if (clock.now().getTime() >= Date.parse(from)) return publishNow(trx, deps, edition, round, actorId);
    if (!schedule) throw new ApiError("CONFLICT", { messageKey: "results.tooEarly", vars: { date: vietnamTime(from) } });
    // Already scheduled for that moment: one job is enough.
    if (row!.scheduled_at === from) return;
    await repo.saveRound(trx, edition.id, round, { scheduled_at: from, scheduled_by: actorId });
    await enqueueJob(trx, clock, publishResultsJob, { edition_id: edition.id, round, scheduled_at: from }, { runAt: new Date(from) });
    await recordAudit(trx, clock, { actorId, action: "results.schedule", subject: `results_round:${edition.id}:${round}`, after: { at: from } });
  });
  // The home page's countdown and the contest hub link the results once published (docs/performance.md, purge contract).
  await deps.publicCache.purge("results.publish");
  return roundOf(deps, round);
}

/** The scheduled publication: publishes when still scheduled for this moment and nothing blocks it; else records why not. */
export async function publishScheduled(deps: Deps, payload: { edition_id: number; round: ResultRound; scheduled_at: string }): Promise<void> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  if (edition.id !== payload.edition_id) return;
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockRound(trx, deps.database.dialect, edition.id, payload.round);
    if (row?.scheduled_at !== payload.scheduled_at) return;
    const blocker =
      (await publishBlocker(trx, edition, payload.round, row)) ??
      (clock.now().getTime() < Date.parse(publishFrom(edition, payload.round)) ? "results.tooEarly" : null);
    if (!blocker) return publishNow(trx, deps, edition, payload.round, row.scheduled_by);
    await repo.saveRound(trx, edition.id, payload.round, { scheduled_at: null });
    await recordAudit(trx, clock, {
      actorId: null,
      action: "results.publish_skipped",
      subject: `results_round:${edition.id}:${payload.round}`,
      reason: blocker,
    });
  });
  await deps.publicCache.purge("results.publish");
}

/**
 * Cancels a winner (e.g. found ineligible): the special/first/second/third cascade moves up, their consolation or
 * idea prize is dropped. Once the final is published its record is frozen again (a new version).
 */
export async function cancelWinner(deps: Deps, actorId: number, seq: number, reason: string): Promise<ResultsAdmin> {
  const { db, clock } = deps;
  const edition = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockRound(trx, deps.database.dialect, edition.id, "final");
    const before = await currentAllocation(trx, edition, await gatherResults(trx, edition, "final"));
    const award = before?.prizes.find((a) => a.seq === seq);
    if (!before || !award) throw new ApiError("CONFLICT", { messageKey: "results.notWinner" });
    await repo.insertCancellation(trx, { edition_id: edition.id, entry_id: seq, reason, cancelled_by: actorId, cancelled_at: clock.now().toISOString() });
    const after = computeResults((await gatherResults(trx, edition, "final")).inputs).final;
    await recordAudit(trx, clock, { actorId, action: "results.cancel_winner", subject: `entry:${seq}`, before: before.prizes, after: after?.prizes, reason });
    if (row?.state === "published") await freezeRecord(trx, deps, edition, "final", row.published_at!);
  });
  await deps.publicCache.purge("results.cancel_winner");
  return resultsAdmin(deps);
}
