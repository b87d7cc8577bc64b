import { drawWeeks, type Edition } from "#contracts/contest.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatCount, formatMeasure } from "#contracts/number-format.ts";
import { translateShared } from "#contracts/messages.ts";
import type { Deps } from "#server/deps.ts";
import { fillTokens } from "#domain/content-tokens.ts";
import { latestEdition } from "./edition.service.ts";

const MiB = 1024 * 1024;

/** A day as each language writes it, in Vietnam time: 15/10/2026, 15 October 2026 (one formatter each: making one is costly). */
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  vi: new Intl.DateTimeFormat("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", day: "2-digit", month: "2-digit", year: "numeric" }),
  en: new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Ho_Chi_Minh", day: "numeric", month: "long", year: "numeric" }),
};
const dayOf = (instant: string | number, locale: Locale) => dayFormats[locale].format(new Date(instant));

/**
 * The holiday prize is used in the second half of the year after the draws end (the spec's draws of Jul-Oct 2021
 * gave holidays from Q3 to Q4 2022): from 1 July to 31 December of that year.
 */
function holidayWindow(lastDrawEnds: string): { from: number; until: number } {
  const year = new Date(Date.parse(lastDrawEnds) + 7 * 3600 * 1000).getUTCFullYear() + 1;
  return { from: Date.UTC(year, 6, 1, 5), until: Date.UTC(year, 11, 31, 5) };
}

/**
 * The values of the tokens editorial text may hold (documented in docs/content.md), from the current edition in
 * the reader's language. `draw.registration` is the sentence telling people how to join the lucky draw (catalogue
 * key content.drawRegistration, linking to the account's lucky-draw page): the one place to change if that moves.
 */
function tokensOf(edition: Edition, locale: Locale): Record<string, string> {
  const number = { format: (value: number) => formatCount(value, locale) };
  const mb = (bytes: number) => formatMeasure(bytes / MiB, locale, 1, 0);
  const weeks = drawWeeks(edition.lucky_draw);
  const lastEnd = weeks.at(-1)?.ends_at ?? edition.lucky_draw.first_week_starts_at;
  const holiday = holidayWindow(lastEnd);
  return {
    "edition.launch": dayOf(edition.launch_at, locale),
    "edition.submission_opens": dayOf(edition.submission_opens_at, locale),
    "edition.submission_closes": dayOf(edition.submission_closes_at, locale),
    "edition.semi_final_results": dayOf(edition.semi_final_results_at, locale),
    "edition.final_results": dayOf(edition.final_results_at, locale),
    "limits.title_min": number.format(edition.limits.title_min),
    "limits.title_max": number.format(edition.limits.title_max),
    "limits.essay_mb": mb(edition.limits.essay_max_bytes),
    "limits.image_mb": mb(edition.limits.image_max_bytes),
    "limits.image_count": number.format(edition.limits.image_max_count),
    "limits.video_mb": mb(edition.limits.video_max_bytes),
    "limits.video_count": number.format(edition.limits.video_max_count),
    "draw.weeks": number.format(weeks.length),
    "draw.first_week": dayOf(edition.lucky_draw.first_week_starts_at, locale),
    "draw.last_week_end": dayOf(Date.parse(lastEnd) - 1, locale),
    "draw.prizes": number.format(weeks.reduce((sum, week) => sum + week.prizes, 0)),
    "draw.prize_usd": number.format(edition.lucky_draw.prize_value_usd),
    "draw.winners_email_days": number.format(edition.lucky_draw.winners_email_after_days),
    "draw.holiday_from": dayOf(holiday.from, locale),
    "draw.holiday_until": dayOf(holiday.until, locale),
    "draw.registration": translateShared(locale, "content.drawRegistration"),
  };
}

/**
 * `text` with its tokens filled from the current edition, in the reader's language (the pages and news services
 * call it when a text is read; administrators edit the text with its tokens). Text without tokens, or a site
 * with no edition yet, is returned as it is.
 */
export async function withContentTokens(deps: Deps, locale: Locale, text: string): Promise<string> {
  if (!text.includes("{{")) return text;
  const edition = await latestEdition(deps);
  return edition ? fillTokens(text, tokensOf(edition, locale)) : text;
}
