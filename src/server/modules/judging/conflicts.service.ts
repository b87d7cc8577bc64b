import type { Conflict, ConflictInput, JudgeDeclaration } from "#contracts/judging.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import { deriveConflicts, type ConflictContestant, type ConflictJudge } from "#domain/judging-conflicts.ts";
import type { Db } from "#server/db/database.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import * as repo from "./conflicts.repo.ts";

const list = (json: string | null) => (json ? (JSON.parse(json) as string[]) : []);

type JudgeRow = Awaited<ReturnType<typeof repo.activeJudges>>[number];
type AuthorRow = Awaited<ReturnType<typeof repo.entryAuthors>>[number];

const toJudge = (row: JudgeRow): ConflictJudge => ({
  id: row.id,
  email: row.email,
  full_name: row.full_name,
  person_type: row.person_type,
  organisations: list(row.organisations_json),
  people: list(row.people_json),
  email_domains: list(row.email_domains_json),
});
const toContestant = (row: AuthorRow): ConflictContestant => ({
  id: row.id,
  email: row.email,
  full_name: row.full_name,
  person_type: row.person_type,
  declared_judge_ids: JSON.parse(row.conflict_judge_ids_json) as number[],
});

/** Every conflict of the edition: the stored ones (administrators') and those the declarations and rules give. */
async function everyConflict(db: Db, editionId: number, judges: JudgeRow[]) {
  const authors = await repo.entryAuthors(db, editionId);
  const derived = deriveConflicts(judges.map(toJudge), authors.map(toContestant));
  return { authors, derived, stored: await repo.storedConflicts(db) };
}

/** For the assignment: the judges each entry must never get. */
export async function conflictSets(db: Db, editionId: number, judges: JudgeRow[]): Promise<Map<number, Set<number>>> {
  const { authors, derived, stored } = await everyConflict(db, editionId, judges);
  const byContestant = new Map<number, Set<number>>();
  for (const { judgeId, contestantId } of [...derived, ...stored.map((s) => ({ judgeId: s.judge_id, contestantId: s.contestant_id }))]) {
    const set = byContestant.get(contestantId) ?? new Set<number>();
    set.add(judgeId);
    byContestant.set(contestantId, set);
  }
  const byEntry = new Map<number, Set<number>>();
  for (const author of authors) {
    const set = byContestant.get(author.id);
    if (set) byEntry.set(author.entry_id, set);
  }
  return byEntry;
}

/** Whether one judge is in conflict with one entry's author now (a declaration may be newer than the assignment). */
export async function isConflicted(db: Db, judgeId: number, entry: { id: number; user_id: number; edition_id: number }): Promise<boolean> {
  if ((await repo.storedConflicts(db, { judgeId, contestantId: entry.user_id })).length) return true;
  const [judge] = await repo.activeJudges(db, judgeId);
  const [author] = await repo.entryAuthors(db, entry.edition_id, entry.id);
  return !!judge && !!author && deriveConflicts([toJudge(judge)], [toContestant(author)]).length > 0;
}

export const activeJudges = (db: Db) => repo.activeJudges(db);

/** The administrators' list, with each conflict's reason in the reader's language. */
export async function listConflicts(
  deps: Deps,
  locale: Locale,
  filter: { judge_id?: number | undefined; source?: Conflict["source"] | undefined },
): Promise<Conflict[]> {
  const edition = await currentEdition(deps);
  const judges = await repo.activeJudges(deps.db);
  const { authors, derived, stored } = await everyConflict(deps.db, edition.id, judges);
  const names = new Map<number, string>([...judges.map((j) => [j.id, j.full_name] as const), ...authors.map((a) => [a.id, a.full_name] as const)]);
  for (const user of await repo.findUsers(deps.db, [...new Set(stored.flatMap((s) => [s.judge_id, s.contestant_id]))])) names.set(user.id, user.full_name);
  const codes = new Map(authors.map((a) => [a.id, a.code]));
  const person = (id: number) => ({ id, full_name: names.get(id) ?? "" });
  const all: Conflict[] = [
    ...stored.map((s) => ({
      id: s.id,
      judge: person(s.judge_id),
      contestant: person(s.contestant_id),
      entry_code: codes.get(s.contestant_id) ?? null,
      source: "admin" as const,
      reason: s.reason,
      created_at: s.created_at,
    })),
    ...derived.map((d) => ({
      id: null,
      judge: person(d.judgeId),
      contestant: person(d.contestantId),
      entry_code: codes.get(d.contestantId) ?? null,
      source:
        d.rule === "contestant"
          ? ("contestant" as const)
          : d.rule === "email_domain" || d.rule === "organisation"
            ? ("automatic" as const)
            : ("judge" as const),
      reason: translateShared(locale, `judging.reason.${d.rule}`, { detail: d.detail }),
      created_at: null,
    })),
  ];
  return all.filter((c) => (!filter.judge_id || c.judge.id === filter.judge_id) && (!filter.source || c.source === filter.source));
}

/** An administrator records a conflict; the judge's unsubmitted assignments to that contestant's entry go back to the pool. */
export async function addConflict(
  deps: Deps,
  actorId: number,
  input: ConflictInput,
  releaseAssignments: (db: Db, judgeId: number, contestantId: number) => Promise<number[]>,
) {
  const { db, clock } = deps;
  const users = await repo.findUsers(db, [input.judge_id, input.contestant_id]);
  const judge = users.find((u) => u.id === input.judge_id && u.role === "judge" && !u.deleted_at);
  if (!judge) throw new ApiError("UNPROCESSABLE", { messageKey: "judging.notJudge" });
  if (!users.some((u) => u.id === input.contestant_id && u.role === "candidate"))
    throw new ApiError("UNPROCESSABLE", { messageKey: "judging.contestantNotFound" });
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await repo.insertConflict(trx, { ...input, created_by: actorId, created_at: clock.now().toISOString() });
      const released = await releaseAssignments(trx, input.judge_id, input.contestant_id);
      await recordAudit(trx, clock, {
        actorId,
        action: "judging.conflict_add",
        subject: `judging_conflict:${id}`,
        after: { ...input, released_assignments: released },
        reason: input.reason,
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", { messageKey: "judging.conflictExists" });
    throw error;
  }
}

export async function removeConflict(deps: Deps, actorId: number, id: number): Promise<void> {
  const { db, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const row = await repo.findConflict(trx, id);
    if (!row) throw new ApiError("NOT_FOUND");
    await repo.deleteConflict(trx, id);
    await recordAudit(trx, clock, { actorId, action: "judging.conflict_remove", subject: `judging_conflict:${id}`, before: row });
  });
}

export async function getDeclaration(deps: Deps, judgeId: number): Promise<JudgeDeclaration> {
  const row = await repo.findDeclaration(deps.db, judgeId);
  return { organisations: list(row?.organisations_json ?? null), people: list(row?.people_json ?? null), email_domains: list(row?.email_domains_json ?? null) };
}

export async function saveDeclaration(deps: Deps, judgeId: number, locale: Locale, input: JudgeDeclaration): Promise<JudgeDeclaration> {
  const { db, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const before = await getDeclaration({ ...deps, db: trx }, judgeId);
    await repo.upsertDeclaration(trx, {
      judge_id: judgeId,
      organisations_json: JSON.stringify(input.organisations),
      people_json: JSON.stringify(input.people),
      email_domains_json: JSON.stringify(input.email_domains),
      locale,
      updated_at: clock.now().toISOString(),
    });
    await recordAudit(trx, clock, { actorId: judgeId, action: "judging.declaration_update", subject: `user:${judgeId}`, before, after: input });
  });
  return getDeclaration(deps, judgeId);
}

export async function rememberJudgeLocale(deps: Deps, judgeId: number, locale: Locale): Promise<void> {
  await repo.rememberLocale(deps.db, judgeId, locale, deps.clock.now().toISOString());
}

/** The judges a contestant may name on the entry: names only. */
export async function judgesDirectory(deps: Deps) {
  return (await repo.activeJudges(deps.db)).map((judge) => ({ id: judge.id, full_name: judge.full_name }));
}

/** For the entry's submission: whether every id is an active judge. */
export async function allActiveJudges(deps: Pick<Deps, "db">, ids: number[]): Promise<boolean> {
  const judges = new Set((await repo.activeJudges(deps.db)).map((judge) => judge.id));
  return ids.every((id) => judges.has(id));
}
