import { personLocale, type AnnouncementPerson, type AnnouncementSegment } from "#domain/announcements.ts";
import type { Db } from "#server/db/database.ts";
import type { Role } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { latestEdition } from "#server/modules/contest/index.ts";
import { confirmedFinalists } from "#server/modules/results/index.ts";

/** Which accounts a segment draws from; the domain rule (segmentMembers) then decides who is in it. */
const roleOf: Record<Exclude<AnnouncementSegment, "subscribers">, Role> = {
  contestants: "candidate",
  contestants_without_entry: "candidate",
  finalists: "candidate",
  judges_with_unsubmitted_marks: "judge",
  investors: "investor",
};

const noFacts = { hasEntry: false, finalist: false, unsubmittedMarks: 0 };

/**
 * The facts the segment's rule needs about everyone it may hold: activated, live accounts of its role (an unconfirmed
 * address is never written to), or the confirmed newsletter subscribers.
 */
export async function candidatesFor(deps: Pick<Deps, "db">, segment: AnnouncementSegment): Promise<AnnouncementPerson[]> {
  const { db } = deps;
  if (segment === "subscribers") {
    const rows = await db.selectFrom("subscribers").select(["id", "email", "locale"]).where("status", "=", "active").execute();
    return rows.map((row) => ({
      key: `subscriber:${row.id}`,
      email: row.email,
      name: null,
      locale: personLocale(row.locale),
      kind: "subscriber",
      optedOut: false,
      ...noFacts,
    }));
  }
  const role = roleOf[segment];
  const accounts = await db
    .selectFrom("users")
    .leftJoin("judge_declarations as d", "d.judge_id", "users.id")
    .select(["users.id", "users.email", "users.full_name", "users.locale", "users.announcements_off_at", "d.locale as declared_locale"])
    .where("users.role", "=", role)
    .where("users.deleted_at", "is", null)
    .where("users.activated_at", "is not", null)
    .execute();
  const facts = await editionFacts(db, deps, role);
  return accounts.map((account) => ({
    key: `user:${account.id}`,
    email: account.email,
    name: account.full_name,
    locale: personLocale(account.locale, account.declared_locale),
    kind: role,
    hasEntry: facts.withEntry.has(account.id),
    finalist: facts.finalists.has(account.id),
    unsubmittedMarks: facts.unsubmitted.get(account.id) ?? 0,
    optedOut: account.announcements_off_at !== null,
  }));
}

/** Entries, finalists and unsubmitted marks of the latest edition (none before there is one). */
async function editionFacts(db: Db, deps: Pick<Deps, "db">, role: Role) {
  const facts = { withEntry: new Set<number>(), finalists: new Set<number>(), unsubmitted: new Map<number, number>() };
  const edition = await latestEdition(deps);
  if (!edition) return facts;
  if (role === "candidate") {
    const entries = await db.selectFrom("entries").select(["id", "user_id"]).where("edition_id", "=", edition.id).execute();
    const finalistEntries = new Set(await confirmedFinalists(db, edition.id, edition.semi_final_count));
    for (const entry of entries) {
      facts.withEntry.add(entry.user_id);
      if (finalistEntries.has(entry.id)) facts.finalists.add(entry.user_id);
    }
  }
  if (role === "judge") {
    const loads = await db.selectFrom("judging_loads").select(["judge_id", "assigned", "submitted"]).where("edition_id", "=", edition.id).execute();
    for (const load of loads)
      facts.unsubmitted.set(load.judge_id, (facts.unsubmitted.get(load.judge_id) ?? 0) + Number(load.assigned) - Number(load.submitted ?? 0));
  }
  return facts;
}
