import { choiceOptions, prizeRanks, timelineMilestones, type Edition, type EditionInput } from "#contracts/contest.ts";
import { fromVietnamLocalInput, vietnamLocalInput } from "#web/lib/locale.ts";

/**
 * The administrators' edition form has one flat field per value, named by its path in the request body
 * ("limits.image_max_bytes", "prizes.2.amount_vnd"), so the API's messages land under the right field.
 * Dates are typed in Vietnam time, sizes in MB (MiB), the weekly draw counts as one list.
 */
const MiB = 1024 * 1024;
const sizeFields = ["essay_max_bytes", "image_max_bytes", "video_max_bytes", "draft_max_bytes"] as const;
const countFields = ["title_min", "title_max", "image_max_count", "video_max_count"] as const;
const bilingualFields = ["name", "choice_question", "essay_question", ...choiceOptions.map((option) => `choice_options.${option}` as const)] as const;

const numberOf = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

export function editionFields(edition: Edition): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of bilingualFields) {
    const text = name.startsWith("choice_options.") ? edition.choice_options[name.slice(-1) as (typeof choiceOptions)[number]] : edition[name as "name"];
    fields[`${name}.vi`] = text.vi;
    fields[`${name}.en`] = text.en ?? "";
  }
  for (const milestone of timelineMilestones) fields[milestone] = vietnamLocalInput(edition[milestone]);
  fields.correct_option = edition.correct_option;
  for (const name of sizeFields) fields[`limits.${name}`] = String(edition.limits[name] / MiB);
  for (const name of countFields) fields[`limits.${name}`] = String(edition.limits[name]);
  prizeRanks.forEach((rank, index) => {
    const prize = edition.prizes.find((p) => p.rank === rank);
    fields[`prizes.${index}.count`] = String(prize?.count ?? 0);
    fields[`prizes.${index}.amount_vnd`] = String(prize?.amount_vnd ?? 0);
  });
  fields.semi_final_count = String(edition.semi_final_count);
  fields.jury_vote_count = String(edition.jury_vote_count);
  fields.disagreement_threshold = String(edition.disagreement_threshold);
  fields["lucky_draw.weekly_prizes"] = edition.lucky_draw.weekly_prizes.join(", ");
  fields["lucky_draw.first_week_starts_at"] = vietnamLocalInput(edition.lucky_draw.first_week_starts_at);
  fields["lucky_draw.prize_value_usd"] = String(edition.lucky_draw.prize_value_usd);
  fields["lucky_draw.winners_email_after_days"] = String(edition.lucky_draw.winners_email_after_days);
  return fields;
}

/** The request body from the form's fields; the shared schema then checks it (in the browser and in the API). */
export function editionFromFields(form: FormData | Map<string, string>): EditionInput {
  const get = (name: string) => String(form.get(name) ?? "");
  const bilingual = (name: string) => ({ vi: get(`${name}.vi`), en: get(`${name}.en`) || null });
  const timeline = Object.fromEntries(timelineMilestones.map((milestone) => [milestone, fromVietnamLocalInput(get(milestone))])) as Record<(typeof timelineMilestones)[number], string>;
  return {
    name: bilingual("name"),
    ...timeline,
    choice_question: bilingual("choice_question"),
    choice_options: Object.fromEntries(choiceOptions.map((option) => [option, bilingual(`choice_options.${option}`)])) as EditionInput["choice_options"],
    correct_option: get("correct_option") as EditionInput["correct_option"],
    essay_question: bilingual("essay_question"),
    limits: {
      ...(Object.fromEntries(sizeFields.map((name) => [name, Math.round(numberOf(get(`limits.${name}`)) * MiB)])) as Record<(typeof sizeFields)[number], number>),
      ...(Object.fromEntries(countFields.map((name) => [name, numberOf(get(`limits.${name}`))])) as Record<(typeof countFields)[number], number>),
    },
    prizes: prizeRanks.map((rank, index) => ({ rank, count: numberOf(get(`prizes.${index}.count`)), amount_vnd: numberOf(get(`prizes.${index}.amount_vnd`)) })),
    semi_final_count: numberOf(get("semi_final_count")),
    jury_vote_count: numberOf(get("jury_vote_count")),
    disagreement_threshold: numberOf(get("disagreement_threshold")),
    lucky_draw: {
      weekly_prizes: get("lucky_draw.weekly_prizes")
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map(numberOf),
      first_week_starts_at: fromVietnamLocalInput(get("lucky_draw.first_week_starts_at")),
      prize_value_usd: numberOf(get("lucky_draw.prize_value_usd")),
      winners_email_after_days: numberOf(get("lucky_draw.winners_email_after_days")),
    },
  };
}
