import type { z } from "zod";
import type { IndexInput, IndexRecord, indexQuery } from "#contracts/funds-data.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { purgeAfter } from "#server/lib/public-cache.ts";
import * as repo from "./indices.repo.ts";

/** Spec "Index (chiso)": market closes, one record per day, newest first. */
export async function listIndices(deps: Deps, query: z.infer<typeof indexQuery>) {
  const { rows, total } = await repo.listIndices(deps.db, { ...query, offset: (query.page - 1) * query.limit });
  return { data: rows, current_page: query.page, total, per_page: query.limit };
}

export async function indexById(deps: Deps, id: number): Promise<IndexRecord> {
  const row = await repo.findIndex(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

/** The VN-Index closes in date order, for the charts and the investors' comparison. */
export const vnIndexSeries = (deps: Pick<Deps, "db">) => repo.vnIndexSeries(deps.db);

const sameDay = () =>
  new ApiError("CONFLICT", { messageKey: "fundsData.indexDateTaken", details: [{ path: "date_create", messageKey: "fundsData.indexDateTaken" }] });
const values = (input: IndexInput) => ({
  date_create: input.date_create,
  giatri1: input.giatri1,
  giatri2: input.giatri2 ?? null,
  giatri3: input.giatri3 ?? null,
});

export async function createIndex(deps: Deps, actor: AuthUser, input: IndexInput): Promise<IndexRecord> {
  const now = deps.clock.now().toISOString();
  try {
    // The fund performance pages chart the VN-Index: the public cache is purged once this is committed (so are the
    // other writes below).
    return await purgeAfter(
      deps,
      "chiso.create",
      deps.db.transaction().execute(async (trx) => {
        const row = await repo.insertIndex(trx, { ...values(input), created_at: now, updated_at: now, updated_by: actor.id });
        await recordAudit(trx, deps.clock, { actorId: actor.id, action: "chiso.create", subject: `chiso:${row.id}`, after: values(input) });
        return row;
      }),
    );
  } catch (error) {
    throw isUniqueViolation(error) ? sameDay() : error;
  }
}

export async function editIndex(deps: Deps, actor: AuthUser, id: number, input: IndexInput): Promise<IndexRecord> {
  try {
    return await purgeAfter(
      deps,
      "chiso.update",
      deps.db.transaction().execute(async (trx) => {
        const before = await repo.findIndex(trx, id);
        if (!before) throw new ApiError("NOT_FOUND");
        const row = await repo.updateIndex(trx, id, { ...values(input), updated_at: deps.clock.now().toISOString(), updated_by: actor.id });
        await recordAudit(trx, deps.clock, { actorId: actor.id, action: "chiso.update", subject: `chiso:${id}`, before, after: values(input) });
        return row!;
      }),
    );
  } catch (error) {
    throw isUniqueViolation(error) ? sameDay() : error;
  }
}

export async function removeIndex(deps: Deps, actor: AuthUser, id: number) {
  return purgeAfter(
    deps,
    "chiso.delete",
    deps.db.transaction().execute(async (trx) => {
      const before = await repo.findIndex(trx, id);
      if (!before) throw new ApiError("NOT_FOUND");
      await repo.deleteIndex(trx, id);
      await recordAudit(trx, deps.clock, { actorId: actor.id, action: "chiso.delete", subject: `chiso:${id}`, before });
      return { id, deleted: true as const };
    }),
  );
}
