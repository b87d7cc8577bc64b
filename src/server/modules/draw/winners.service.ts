import type { AdminDrawWinner } from "#contracts/draw.ts";
import type { Locale } from "#contracts/locale.ts";
import { drawSeed, drawSequence, formatLuckyNumber } from "#domain/lucky-draw.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { timeHeading, vietnamTime, workbookOf } from "#server/lib/xlsx.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { winnerMail } from "./draw-mail.ts";
import {
  cancelWinnerRow,
  findWeekRow,
  findWinner,
  insertWinners,
  lockWeek,
  markEmailed,
  pageOfAdminWinners,
  winnersOfWeek,
  winnersToEmail,
} from "./draw.repo.ts";
import { notifyWinnersJob } from "./draw.jobs.ts";
import { frozenNumbers } from "./draw.service.ts";

/** The public lucky-draw page that e-mails link to (the seeded content page, in each language). */
const resultsPath = { vi: "/cuoc-thi/vong-quay-may-man", en: "/en/contest/vong-quay-may-man" } as const;

/**
 * Cancels an ineligible winner, with a reason or (the spec's bare DELETE) none, recorded as not given, and draws the replacement: the next number of the same shuffle, so the
 * week stays verifiable. The replacement is told on the week's e-mail date (or now, if that has passed).
 */
export async function cancelWinner(deps: Deps, actorId: number, winnerId: number, reason: string | undefined): Promise<void> {
  const { db, clock } = deps;
  const winner = await findWinner(db, winnerId);
  if (!winner) throw new ApiError("NOT_FOUND");
  if (winner.cancelled_at) throw new ApiError("CONFLICT", { messageKey: "draw.alreadyCancelled" });
  const week = await findWeekRow(db, winner.week);
  if (!week?.secret || week.beacon_value === null || week.list_sha256 === null || !week.drawn_at)
    throw new ApiError("CONFLICT", { messageKey: "draw.notFrozen" });
  const list = await frozenNumbers(deps, winner.week);
  const seed = await drawSeed({ secret: week.secret, beacon: week.beacon_value, listHash: week.list_sha256, week: winner.week });
  const plan = (await currentEdition(deps)).lucky_draw;
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    await lockWeek(trx, deps.database.dialect, winner.week);
    if (!(await cancelWinnerRow(trx, winnerId, { cancelled_at: now.toISOString(), cancel_reason: reason ?? null, cancelled_by: actorId }))) {
      throw new ApiError("CONFLICT", { messageKey: "draw.alreadyCancelled" });
    }
    const drawnSoFar = (await winnersOfWeek(trx, winner.week)).length;
    const next = (await drawSequence(list, seed, drawnSoFar + 1))[drawnSoFar];
    if (next !== undefined) await insertWinners(trx, [{ week: winner.week, position: drawnSoFar + 1, lucky_number: next }]);
    const mailAt = Math.max(now.getTime(), Date.parse(week.drawn_at ?? "") + plan.winners_email_after_days * 24 * 3600_000);
    await enqueueJob(trx, clock, notifyWinnersJob, { week: winner.week }, { runAt: new Date(mailAt) });
    await recordAudit(trx, clock, {
      actorId,
      action: "draw.cancel_winner",
      subject: `draw_winner:${winnerId}`,
      reason,
      after: { replacement: next ?? null, reason_given: reason !== undefined },
    });
  });
  await deps.publicCache.purge("draw.cancel_winner");
}

/**
 * The job run the plan's number of days after a draw. Each winner is marked and their e-mail queued in one
 * transaction, so an interrupted run that is retried sends to the rest, never to anyone twice.
 */
export async function notifyWinners(deps: Deps, week: number): Promise<number> {
  const { db, clock, config } = deps;
  const plan = (await currentEdition(deps)).lucky_draw;
  let sent = 0;
  for (const winner of await winnersToEmail(db, week)) {
    await db.transaction().execute(async (trx) => {
      if (!(await markEmailed(trx, winner.id, clock.now().toISOString()))) return;
      const mail = winnerMail(winner.locale, {
        fullName: winner.full_name,
        luckyNumber: winner.lucky_number,
        week,
        prizeValueUsd: plan.prize_value_usd,
        resultsUrl: `${config.PUBLIC_URL}${resultsPath[winner.locale]}`,
      });
      await enqueueJob(trx, clock, sendMailJob, { to: winner.email, ...mail });
      sent++;
    });
  }
  return sent;
}

export async function adminWinners(deps: Deps, query: { week?: number | undefined; page: number; per_page: number }) {
  const { rows, total } = await pageOfAdminWinners(deps.db, { week: query.week, page: query.page, per_page: query.per_page });
  const data: AdminDrawWinner[] = rows;
  return { data, current_page: query.page, total, per_page: query.per_page };
}

const headings = {
  vi: ["Tuần", "Thứ tự", "Số may mắn", "Họ và tên", "Email", "Điện thoại", timeHeading("Đã gửi email"), timeHeading("Hủy lúc"), "Lý do hủy"],
  en: ["Week", "Order", "Lucky number", "Full name", "Email", "Phone", timeHeading("E-mailed at"), timeHeading("Cancelled at"), "Cancellation reason"],
};

/** Every winner (of one week, or all), with contact details, in the administrator's language. */
export async function winnersWorkbook(deps: Deps, week: number | undefined, locale: Locale): Promise<ArrayBuffer> {
  const { rows } = await pageOfAdminWinners(deps.db, { week, page: 1, per_page: 1_000_000 });
  const winners = rows.map((row) => [
    row.week,
    row.position,
    formatLuckyNumber(row.lucky_number),
    row.full_name,
    row.email,
    row.phone_number ?? "",
    vietnamTime(row.emailed_at),
    vietnamTime(row.cancelled_at),
    row.cancel_reason ?? "",
  ]);
  return workbookOf([{ name: locale === "en" ? "Winners" : "Người trúng thưởng", rows: [headings[locale], ...winners] }], locale);
}
