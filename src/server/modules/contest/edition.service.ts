import type { Insertable } from "kysely";
import {
  choiceOptions,
  prizeRanks,
  type Bilingual,
  type ChoiceOption,
  type Edition,
  type LuckyDrawPlan,
  type PublicEdition,
  type UploadLimits,
  editionInput,
} from "#contracts/contest.ts";
import type { Db } from "#server/db/database.ts";
import type { ContestEditionsTable } from "#server/db/schema-contest.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { findLatestEdition, insertEdition, listPrizes, replacePrizes, updateEditionRow, type EditionRow } from "./edition.repo.ts";
import { seededEdition } from "./edition.seed.ts";

const DAY = 24 * 3600 * 1000;

function toEdition(row: EditionRow, prizes: Awaited<ReturnType<typeof listPrizes>>): Edition {
  return {
    id: row.id,
    name: { vi: row.name_vi, en: row.name_en },
    launch_at: row.launch_at,
    submission_opens_at: row.submission_opens_at,
    submission_closes_at: row.submission_closes_at,
    semi_final_results_at: row.semi_final_results_at,
    final_results_at: row.final_results_at,
    choice_question: { vi: row.choice_question_vi, en: row.choice_question_en },
    choice_options: JSON.parse(row.choice_options_json) as Record<ChoiceOption, Bilingual>,
    correct_option: row.correct_option as ChoiceOption,
    essay_question: { vi: row.essay_question_vi, en: row.essay_question_en },
    limits: JSON.parse(row.limits_json) as UploadLimits,
    prizes: prizes.map((prize) => ({ rank: prize.rank as Edition["prizes"][number]["rank"], count: prize.count, amount_vnd: Number(prize.amount_vnd) })),
    semi_final_count: row.semi_final_count,
    jury_vote_count: row.jury_vote_count,
    disagreement_threshold: row.disagreement_threshold,
    lucky_draw: JSON.parse(row.lucky_draw_json) as LuckyDrawPlan,
    demo_shift_days: row.demo_shift_days,
    updated_at: row.updated_at,
  };
}

function toRow(
  input: Edition | ReturnType<typeof editionInput.parse>,
): Omit<Insertable<ContestEditionsTable>, "created_at" | "updated_at" | "demo_shift_days"> {
  return {
    name_vi: input.name.vi,
    name_en: input.name.en,
    launch_at: input.launch_at,
    submission_opens_at: input.submission_opens_at,
    submission_closes_at: input.submission_closes_at,
    semi_final_results_at: input.semi_final_results_at,
    final_results_at: input.final_results_at,
    choice_question_vi: input.choice_question.vi,
    choice_question_en: input.choice_question.en,
    choice_options_json: JSON.stringify(Object.fromEntries(choiceOptions.map((option) => [option, input.choice_options[option]]))),
    correct_option: input.correct_option,
    essay_question_vi: input.essay_question.vi,
    essay_question_en: input.essay_question.en,
    limits_json: JSON.stringify(input.limits),
    semi_final_count: input.semi_final_count,
    jury_vote_count: input.jury_vote_count,
    disagreement_threshold: input.disagreement_threshold,
    lucky_draw_json: JSON.stringify(input.lucky_draw),
  };
}

const prizeRows = (prizes: Edition["prizes"]) =>
  [...prizes]
    .sort((a, b) => prizeRanks.indexOf(a.rank) - prizeRanks.indexOf(b.rank))
    .map((prize, position) => ({ rank: prize.rank, position, count: prize.count, amount_vnd: prize.amount_vnd }));

/** Replaces an edition's prize table (inside the caller's transaction), ranks kept in value order. */
export async function replacePrizeTable(db: Db, editionId: number, prizes: Edition["prizes"]): Promise<void> {
  await replacePrizes(db, editionId, prizeRows(prizes));
}

/** The latest edition, or none on a site that has none yet. */
export async function latestEdition(deps: Pick<Deps, "db">): Promise<Edition | undefined> {
  const row = await findLatestEdition(deps.db);
  return row && toEdition(row, await listPrizes(deps.db, row.id));
}

/** The edition contestants enter now. The seed creates one, so its absence is a broken install. */
export async function currentEdition(deps: Pick<Deps, "db">): Promise<Edition> {
  const edition = await latestEdition(deps);
  if (!edition) throw new ApiError("NOT_FOUND");
  return edition;
}

/** The edition as anyone may read it: without the correct option, with which results are published. */
export async function publicEdition(deps: Pick<Deps, "db" | "hooks">): Promise<PublicEdition> {
  const { correct_option: _hidden, ...visible } = await currentEdition(deps);
  return { ...visible, results_published: await deps.hooks.contest.publishedResults(deps.db, visible.id) };
}

/** An administrator replaces the current edition's settings as a whole; dates chosen by a person end the demo shift. */
export async function updateEdition(deps: Deps, actorId: number, input: ReturnType<typeof editionInput.parse>): Promise<Edition> {
  const { db, clock } = deps;
  const before = await currentEdition(deps);
  await db.transaction().execute(async (trx) => {
    const prizesChanged = JSON.stringify(prizeRows(before.prizes)) !== JSON.stringify(prizeRows(input.prizes));
    if (prizesChanged && (await deps.hooks.contest.prizesLocked(trx, before.id))) throw new ApiError("CONFLICT", { messageKey: "results.prizesLocked" });
    await updateEditionRow(trx, before.id, { ...toRow(input), demo_shift_days: null, updated_at: clock.now().toISOString() });
    await replacePrizes(trx, before.id, prizeRows(input.prizes));
    await recordAudit(trx, clock, { actorId, action: "contest.edition_update", subject: `contest_edition:${before.id}`, before, after: input });
  });
  await deps.publicCache.purge("contest.edition_update");
  return currentEdition(deps);
}

/** Moves every date of the plan by whole days. */
function shifted(edition: ReturnType<typeof editionInput.parse>, days: number) {
  const move = (iso: string) => new Date(Date.parse(iso) + days * DAY).toISOString();
  return {
    ...edition,
    launch_at: move(edition.launch_at),
    submission_opens_at: move(edition.submission_opens_at),
    submission_closes_at: move(edition.submission_closes_at),
    semi_final_results_at: move(edition.semi_final_results_at),
    final_results_at: move(edition.final_results_at),
    lucky_draw: { ...edition.lucky_draw, first_week_starts_at: move(edition.lucky_draw.first_week_starts_at) },
  };
}

/**
 * Creates the first edition once, from the spec's reading B. Its 2021 dates are moved by whole days so that a
 * fresh install has its submission window open today (two weeks in); the admin dashboard says so.
 */
export async function seedEdition(deps: Deps): Promise<void> {
  const { db, clock } = deps;
  if (await findLatestEdition(db)) return;
  const seed = editionInput.parse(seededEdition);
  const days = Math.round((clock.now().getTime() - 14 * DAY - Date.parse(seed.submission_opens_at)) / DAY);
  const edition = shifted(seed, days);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const id = await insertEdition(trx, { ...toRow(edition), demo_shift_days: days, created_at: now, updated_at: now });
    await replacePrizes(trx, id, prizeRows(edition.prizes));
    await recordAudit(trx, clock, { actorId: null, action: "contest.edition_seed", subject: `contest_edition:${id}`, after: { demo_shift_days: days } });
  });
}
