import { drawWeeks, type DrawWeek } from "#contracts/contest.ts";
import type { DrawAction, PublicDrawWeek } from "#contracts/draw.ts";
import { DRAW_ALGORITHM, drawSeed, listView, drawSequence, listHash, numbersToDraw, revealMatches, type DrawRecord } from "#domain/lucky-draw.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { lotterySpecialPrize, type DrawBeacon } from "./draw-beacon.ts";
import { freezeWeekJob, notifyWinnersJob } from "./draw.jobs.ts";
import { allWinners, eligibleListText, findListText, findWeekRow, insertWeekRow, insertWinners, listWeekRows, updateWeekOnce } from "./draw.repo.ts";

const DAY_MS = 24 * 3600_000;

type WeekRow = Awaited<ReturnType<typeof listWeekRows>>[number];

export const weekRows = (deps: Pick<Deps, "db">) => listWeekRows(deps.db);

const conflict = (messageKey: string) => new ApiError("CONFLICT", { messageKey: `draw.${messageKey}` });

async function planWeek(deps: Deps, week: number): Promise<DrawWeek & { emailAfterDays: number }> {
  const plan = (await currentEdition(deps)).lucky_draw;
  const found = drawWeeks(plan).find((candidate) => candidate.week === week);
  if (!found) throw new ApiError("NOT_FOUND", { messageKey: "draw.noSuchWeek" });
  return { ...found, emailAfterDays: plan.winners_email_after_days };
}

async function committedWeek(deps: Deps, week: number): Promise<WeekRow> {
  const row = await findWeekRow(deps.db, week);
  if (!row) throw conflict("notCommitted");
  return row;
}

/** Step 1: publish SHA-256(secret) before the cut-off; it can never be replaced. The freeze is scheduled with it. */
async function commit(deps: Deps, actorId: number, week: number, commitment: string) {
  const { db, clock } = deps;
  const plan = await planWeek(deps, week);
  if (clock.now().toISOString() >= plan.ends_at) throw conflict("cutoffPassed");
  try {
    await db.transaction().execute(async (trx) => {
      const now = clock.now().toISOString();
      await insertWeekRow(trx, { week, prizes: plan.prizes, cutoff_at: plan.ends_at, commitment, committed_at: now, committed_by: actorId });
      await enqueueJob(trx, clock, freezeWeekJob, { week }, { runAt: new Date(plan.ends_at) });
      await recordAudit(trx, clock, { actorId, action: "draw.commit", subject: `draw_week:${week}`, after: { commitment, cutoff_at: plan.ends_at } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("alreadyCommitted");
    throw error;
  }
}

/**
 * Step 2, at the cut-off (the durable job, or an administrator after it): the list is every number that joined
 * before the cut-off and was never drawn, ascending; its canonical text and hash are stored once. Earlier weeks must
 * be drawn first, or "never drawn" would not be known yet.
 */
export async function freezeWeek(deps: Deps, week: number, actorId: number | null): Promise<void> {
  const { db, clock } = deps;
  const row = await committedWeek(deps, week);
  if (row.frozen_at) return;
  if (clock.now().toISOString() < row.cutoff_at) throw conflict("beforeCutoff");
  const earlier = (await listWeekRows(db)).filter((other) => other.week < week);
  if (earlier.some((other) => !other.drawn_at)) throw conflict("earlierNotDrawn");
  const text = await eligibleListText(db, deps.database.dialect, row.cutoff_at);
  const hash = await listHash(text);
  const count = text.length / 8;
  await db.transaction().execute(async (trx) => {
    const frozen = await updateWeekOnce(trx, week, "frozen_at", {
      list_text: text,
      list_sha256: hash,
      list_count: count,
      frozen_at: clock.now().toISOString(),
    });
    if (frozen)
      await recordAudit(trx, clock, { actorId, action: "draw.freeze", subject: `draw_week:${week}`, after: { list_count: count, list_sha256: hash } });
  });
  await deps.publicCache.purge("draw.freeze");
}

/** Steps 3 and 4: the beacon, the reveal (checked against the commitment) and the winners in draw order. */
async function draw(deps: Deps, actorId: number, input: Extract<DrawAction, { action: "draw" }>, beaconSource: DrawBeacon) {
  const { db, clock } = deps;
  const row = await committedWeek(deps, input.week);
  if (!row.frozen_at || row.list_sha256 === null) throw conflict("notFrozen");
  if (row.drawn_at) throw conflict("alreadyDrawn");
  if (!(await revealMatches(input.secret, row.commitment))) throw new ApiError("UNPROCESSABLE", { messageKey: "draw.revealMismatch" });
  const beacon = await beaconSource.obtain({ week: input.week, cutoffAt: row.cutoff_at, typed: { value: input.beacon_value, source: input.beacon_source } });
  const list = await frozenNumbers(deps, input.week);
  const seed = await drawSeed({ secret: input.secret, beacon: beacon.value, listHash: row.list_sha256, week: input.week });
  const drawn = await drawSequence(list, seed, numbersToDraw(row.prizes, 0, list.length));
  const plan = await planWeek(deps, input.week);
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const updated = await updateWeekOnce(trx, input.week, "drawn_at", {
      secret: input.secret,
      beacon_value: beacon.value,
      beacon_source: beacon.source,
      drawn_at: now.toISOString(),
      drawn_by: actorId,
    });
    if (!updated) throw conflict("alreadyDrawn");
    await insertWinners(
      trx,
      drawn.map((lucky_number, index) => ({ week: input.week, position: index + 1, lucky_number })),
    );
    await enqueueJob(trx, clock, notifyWinnersJob, { week: input.week }, { runAt: new Date(now.getTime() + plan.emailAfterDays * DAY_MS) });
    await recordAudit(trx, clock, { actorId, action: "draw.draw", subject: `draw_week:${input.week}`, after: { beacon, winners: drawn.length } });
  });
}

/** The stored list, read in place (the server wrote it canonical; verifiers check the downloaded file in full). */
export async function frozenNumbers(deps: Pick<Deps, "db">, week: number) {
  return listView((await findListText(deps.db, week)) ?? "");
}

export async function runDrawAction(deps: Deps, actorId: number, action: DrawAction): Promise<PublicDrawWeek> {
  if (action.action === "commit") await commit(deps, actorId, action.week, action.commitment);
  else if (action.action === "freeze") await freezeWeek(deps, action.week, actorId);
  else await draw(deps, actorId, action, lotterySpecialPrize);
  // The public results page shows each week's commitment, frozen list and winners.
  await deps.publicCache.purge(`draw.${action.action}`);
  const week = (await publicWeeks(deps)).find((candidate) => candidate.week === action.week);
  if (!week) throw new ApiError("NOT_FOUND", { messageKey: "draw.noSuchWeek" });
  return week;
}

/** Every week of the plan as anyone may see it; drawn weeks carry their full record. */
export async function publicWeeks(deps: Deps): Promise<PublicDrawWeek[]> {
  const plan = (await currentEdition(deps)).lucky_draw;
  const rows = new Map((await listWeekRows(deps.db)).map((row) => [row.week, row]));
  const winners = await allWinners(deps.db);
  return drawWeeks(plan).map((week) => {
    const row = rows.get(week.week);
    const record: DrawRecord | null =
      row?.drawn_at && row.secret && row.list_sha256 !== null && row.list_count !== null
        ? {
            algorithm: DRAW_ALGORITHM,
            week: week.week,
            prizes: row.prizes,
            commitment: row.commitment,
            secret: row.secret,
            beacon: { value: row.beacon_value ?? "", source: row.beacon_source ?? "" },
            list: { count: row.list_count, sha256: row.list_sha256 },
            winners: winners
              .filter((winner) => winner.week === week.week)
              .map((winner) => ({
                position: winner.position,
                lucky_number: winner.lucky_number,
                ...(winner.cancelled_at !== null ? { cancelled: { reason: winner.cancel_reason } } : {}),
              })),
          }
        : null;
    return {
      week: week.week,
      prizes: row?.prizes ?? week.prizes,
      starts_at: week.starts_at,
      cutoff_at: week.ends_at,
      state: row ? (row.drawn_at ? "drawn" : row.frozen_at ? "frozen" : "committed") : "open",
      commitment: row?.commitment ?? null,
      list_count: row?.list_count ?? null,
      list_sha256: row?.list_sha256 ?? null,
      record,
      winners_email_at: row?.drawn_at ? new Date(Date.parse(row.drawn_at) + plan.winners_email_after_days * DAY_MS).toISOString() : null,
    };
  });
}

/** A drawn week's record; 404 before the draw. */
export async function weekRecord(deps: Deps, week: number): Promise<DrawRecord> {
  const record = (await publicWeeks(deps)).find((candidate) => candidate.week === week)?.record;
  if (!record) throw new ApiError("NOT_FOUND", { messageKey: "draw.notDrawnYet" });
  return record;
}

/** The frozen list file; 404 before the freeze. */
export async function weekListText(deps: Pick<Deps, "db">, week: number): Promise<string> {
  const text = await findListText(deps.db, week);
  if (text === null) throw new ApiError("NOT_FOUND", { messageKey: "draw.notFrozenYet" });
  return text;
}
