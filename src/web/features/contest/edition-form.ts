import { choiceOptions, prizeRanks, timelineMilestones, type Edition } from "#contracts/contest.ts";
import { typedDate } from "#web/lib/date-field.ts";
import { vietnamLocalInput } from "#web/lib/locale.ts";

/**
 * The administrators' edition form posts each value under its path in the request body ("limits.image_max_bytes",
 * "prizes.2.amount_vnd", "lucky_draw.weekly_prizes.0"), as the API reads it; readForm builds the body. Two fields show
 * something else than they post: sizes are typed in MB (MiB) and the weekly draw counts as one list (EditionInputs.tsx).
 */
const MiB = 1024 * 1024;
const sizeFields = ["essay_max_bytes", "image_max_bytes", "video_max_bytes", "draft_max_bytes"] as const;
const countFields = ["title_min", "title_max", "image_max_count", "video_max_count"] as const;
const bilingualFields = ["name", "choice_question", "essay_question", ...choiceOptions.map((option) => `choice_options.${option}` as const)] as const;

/** What the form posts for an edition: its fields' starting values. */
export function editionFields(edition: Edition): Record<string, string> {
  const fields: Record<string, string> = {};
  const instant = (iso: string) => typedDate(vietnamLocalInput(iso), "datetime");
  for (const name of bilingualFields) {
    const text = name.startsWith("choice_options.") ? edition.choice_options[name.slice(-1) as (typeof choiceOptions)[number]] : edition[name as "name"];
    fields[`${name}.vi`] = text.vi;
    fields[`${name}.en`] = text.en ?? "";
  }
  for (const milestone of timelineMilestones) fields[milestone] = instant(edition[milestone]);
  fields.correct_option = edition.correct_option;
  for (const name of [...sizeFields, ...countFields]) fields[`limits.${name}`] = String(edition.limits[name]);
  prizeRanks.forEach((rank, index) => {
    const prize = edition.prizes.find((p) => p.rank === rank);
    fields[`prizes.${index}.rank`] = rank;
    fields[`prizes.${index}.count`] = String(prize?.count ?? 0);
    fields[`prizes.${index}.amount_vnd`] = String(prize?.amount_vnd ?? 0);
  });
  fields.semi_final_count = String(edition.semi_final_count);
  fields.jury_vote_count = String(edition.jury_vote_count);
  fields.disagreement_threshold = String(edition.disagreement_threshold);
  edition.lucky_draw.weekly_prizes.forEach((count, week) => (fields[`lucky_draw.weekly_prizes.${week}`] = String(count)));
  fields["lucky_draw.first_week_starts_at"] = instant(edition.lucky_draw.first_week_starts_at);
  fields["lucky_draw.prize_value_usd"] = String(edition.lucky_draw.prize_value_usd);
  fields["lucky_draw.winners_email_after_days"] = String(edition.lucky_draw.winners_email_after_days);
  return fields;
}

/** The items of a list field among a form's values (`name.0`, `name.1`, …), in order. */
export function listValues(values: Record<string, string>, name: string): string[] {
  const items: string[] = [];
  for (let index = 0; `${name}.${index}` in values; index++) items.push(values[`${name}.${index}`]!);
  return items;
}

/** A size in bytes as typed in MB; a whole number of bytes as shown in MB. Text that is no number is passed on for the API to word. */
export const megabytesShown = (bytes: string) => (bytes.trim() !== "" && Number.isFinite(Number(bytes)) ? String(Number(bytes) / MiB) : bytes);
export const bytesTyped = (megabytes: string) =>
  megabytes.trim() !== "" && Number.isFinite(Number(megabytes)) ? String(Math.round(Number(megabytes) * MiB)) : megabytes.trim();

/** A list of counts typed as one text, separated by commas, semicolons or spaces ("10; 20 30"). */
export const countsTyped = (text: string) => text.split(/[,;\s]+/).filter(Boolean);
