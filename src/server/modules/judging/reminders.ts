import { judgingRounds, type JudgingRound } from "#contracts/judging.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { activeJudges } from "./conflicts.service.ts";
import { findDeclaration } from "./conflicts.repo.ts";
import { loadsByJudge } from "./overview.repo.ts";
import { roundsOf } from "./rounds.service.ts";

const DAY_MS = 24 * 3600 * 1000;

/** Which reminder is due this close to the deadline: "1d" within a day, "3d" within three, none otherwise. */
export function reminderDue(deadline: string, now: Date): "1d" | "3d" | null {
  const left = Date.parse(deadline) - now.getTime();
  if (left <= 0) return null;
  return left <= DAY_MS ? "1d" : left <= 3 * DAY_MS ? "3d" : null;
}

/** Vietnam time, as each language writes it (d/m/Y in Vietnamese). */
const vietnamTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "vi" ? "vi-VN" : "en-GB", {
    timeZone: "Asia/Ho_Chi_Minh",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));

function reminderMail(locale: Locale, vars: { name: string; count: number; round: JudgingRound; deadline: string; link: string }) {
  const values = { ...vars, round: translateShared(locale, `judging.reminder.round.${vars.round}`), deadline: vietnamTime(vars.deadline, locale) };
  return { subject: translateShared(locale, "judging.reminder.subject", values), text: translateShared(locale, "judging.reminder.body", values) };
}

/**
 * E-mails each judge with unsubmitted assignments 3 days and 1 day before a round's deadline, once each (a row per
 * judge, round and kind, unique, written with the queued e-mail in one transaction), in the judge's language.
 * Run by the hourly maintenance job; returns how many e-mails it queued.
 */
export async function sendJudgingReminders(deps: Deps): Promise<number> {
  const { db, clock, config } = deps;
  const edition = await currentEdition(deps).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!edition) return 0;
  const rounds = await roundsOf(deps, db, edition);
  const judges = new Map((await activeJudges(db)).map((judge) => [judge.id, judge]));
  let queued = 0;
  for (const round of judgingRounds) {
    const kind = reminderDue(rounds[round].marking_deadline, clock.now());
    if (!kind) continue;
    for (const load of await loadsByJudge(db, edition.id, { round })) {
      const judge = judges.get(load.judge_id);
      const count = Number(load.assigned) - Number(load.submitted ?? 0);
      if (!judge || count <= 0) continue;
      const locale = (await findDeclaration(db, judge.id))?.locale ?? "vi";
      const link = `${config.PUBLIC_URL}${locale === "en" ? "/en" : ""}/dashboard/judge`;
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("judging_reminders")
            .values({ edition_id: edition.id, round, judge_id: judge.id, kind, sent_at: clock.now().toISOString() })
            .execute();
          await enqueueJob(trx, clock, sendMailJob, {
            to: judge.email,
            ...reminderMail(locale, { name: judge.full_name, count, round, deadline: rounds[round].marking_deadline, link }),
          });
        });
        queued += 1;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
  return queued;
}
