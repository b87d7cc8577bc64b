import { drawWeeks } from "#contracts/contest.ts";
import type { LuckyJoinResult, LuckyStatus } from "#contracts/draw.ts";
import type { Locale } from "#contracts/locale.ts";
import { isAtLeast } from "#domain/adult.ts";
import { formatLuckyNumber } from "#domain/lucky-draw.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { weekRows } from "./draw.service.ts";
import { countJoinedBetween, findJoiner, findLuckyEntry, insertLuckyEntry, winsOf } from "./lucky.repo.ts";

/** Spec section 5: lucky draw entrants must be 18 or older. */
const LUCKY_MIN_AGE = 18;

/**
 * Joins the signed-in, activated person once (the route checks activation). The number is the row's id, handed out by the database; joining again (even
 * twenty times at once) inserts nothing and answers with the same number.
 */
export async function joinLucky(deps: Deps, userId: number, locale: Locale): Promise<LuckyJoinResult> {
  const { db, clock } = deps;
  const person = await findJoiner(db, userId);
  if (!person?.birth_date) throw new ApiError("UNPROCESSABLE", { messageKey: "draw.birthDateMissing" });
  if (!isAtLeast(person.birth_date, LUCKY_MIN_AGE, clock.now())) throw new ApiError("UNPROCESSABLE", { messageKey: "draw.underAge" });
  const entry = await db.transaction().execute(async (trx) => {
    const inserted = await insertLuckyEntry(trx, { user_id: userId, joined_at: clock.now().toISOString(), locale });
    const row = await findLuckyEntry(trx, userId);
    if (!row) throw new Error("lucky entry vanished after insert");
    if (inserted) {
      await recordAudit(trx, clock, { actorId: userId, action: "draw.join", subject: `lucky_entry:${row.id}` });
    }
    return row;
  });
  return { lucky_number: entry.id, display: formatLuckyNumber(entry.id), joined_at: entry.joined_at };
}

export async function luckyStatus(deps: Deps, userId: number): Promise<LuckyStatus> {
  const entry = await findLuckyEntry(deps.db, userId);
  const weeks = drawWeeks((await currentEdition(deps)).lucky_draw);
  const rows = new Map((await weekRows(deps)).map((row) => [row.week, row]));
  const wins = entry ? await winsOf(deps.db, entry.id) : [];
  return {
    lucky_number: entry?.id ?? null,
    display: entry ? formatLuckyNumber(entry.id) : null,
    joined_at: entry?.joined_at ?? null,
    weeks: weeks.map((week) => {
      const row = rows.get(week.week);
      const wonBefore = wins.some((win) => win.week < week.week);
      const eligible = !!entry && entry.joined_at < week.ends_at && !wonBefore;
      return {
        week: week.week,
        cutoff_at: week.ends_at,
        state: row ? (row.drawn_at ? "drawn" : row.frozen_at ? "frozen" : "committed") : "open",
        eligible,
        won: wins.some((win) => win.week === week.week && !win.cancelled_at),
      };
    }),
  };
}

/** How many people joined the draw during each week of the plan (for the control room and the statistics). */
export async function entrantsByWeek(deps: Pick<Deps, "db">, weeks: readonly { starts_at: string; ends_at: string }[]): Promise<number[]> {
  return countJoinedBetween(
    deps.db,
    weeks.map((week) => ({ since: week.starts_at, until: week.ends_at })),
  );
}
