import type { Deps } from "#server/deps.ts";

const DAY_MS = 24 * 60 * 60_000;

/** Forgets secrets that can no longer be used: expired or revoked sessions, spent codes, stale provider requests. */
export async function pruneSpentSecrets(deps: Pick<Deps, "db" | "clock">): Promise<number> {
  const { db, clock } = deps;
  const weekAgo = new Date(clock.now().getTime() - 7 * DAY_MS).toISOString();
  const results = await Promise.all([
    db
      .deleteFrom("sessions")
      .where((eb) => eb.or([eb("expires_at", "<", weekAgo), eb("revoked_at", "<", weekAgo)]))
      .executeTakeFirst(),
    db.deleteFrom("one_time_codes").where("expires_at", "<", weekAgo).executeTakeFirst(),
    db.deleteFrom("oidc_requests").where("expires_at", "<", weekAgo).executeTakeFirst(),
  ]);
  return results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
}
