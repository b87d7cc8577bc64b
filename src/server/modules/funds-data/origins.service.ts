import type { z } from "zod";
import type { OriginInput, OriginRecord, originQuery } from "#contracts/funds-data.ts";
import { floorRatio, mul, parseDecimal } from "#domain/exact-ratio.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import * as repo from "./origins.repo.ts";

type Row = Omit<OriginRecord, "value_vnd">;

/** A row's value: khoiluong × giadvdt rounded down to whole VND; a set's total is the sum of its rows' values. */
const withValue = (row: Row): OriginRecord => ({ ...row, value_vnd: Number(floorRatio(mul(parseDecimal(row.khoiluong), parseDecimal(row.giadvdt)))) });
const total = (rows: OriginRecord[]) => rows.reduce((sum, row) => sum + row.value_vnd, 0);

export async function listOrigins(deps: Deps, query: z.infer<typeof originQuery>) {
  const { rows, total: count } = await repo.listOrigins(deps.db, {
    ...(query.type === undefined ? {} : { type: query.type }),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map(withValue), current_page: query.page, total: count, per_page: query.limit };
}

export async function originById(deps: Deps, id: number): Promise<OriginRecord> {
  const row = await repo.findOrigin(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND");
  return withValue(row);
}

/** `GET /listxuatxu`: every row of a fund (all dates, newest set first). */
export async function allOrigins(deps: Deps, type: number) {
  const rows = (await repo.originsOf(deps.db, type)).map(withValue);
  return { date: rows[0]?.date ?? null, rows, total_vnd: total(rows) };
}

/** `GET /newxuatxu`: the latest set (the rows of the fund's latest date) with its total. */
export async function latestOrigins(deps: Deps, type: number) {
  const date = await repo.latestOriginDate(deps.db, type);
  const rows = date ? (await repo.originsOf(deps.db, type, date)).map(withValue) : [];
  return { date, rows, total_vnd: total(rows) };
}

export async function createOrigin(deps: Deps, actor: AuthUser, input: OriginInput): Promise<OriginRecord> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.insertOrigin(trx, { ...input, created_at: now, updated_at: now });
    await recordAudit(trx, deps.clock, { actorId: actor.id, action: "xuatxu.create", subject: `xuatxu:${row.id}`, after: input });
    return withValue(row);
  });
}

export async function editOrigin(deps: Deps, actor: AuthUser, id: number, input: OriginInput): Promise<OriginRecord> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findOrigin(trx, id);
    if (!before) throw new ApiError("NOT_FOUND");
    const row = await repo.updateOrigin(trx, id, { ...input, updated_at: deps.clock.now().toISOString() });
    await recordAudit(trx, deps.clock, { actorId: actor.id, action: "xuatxu.update", subject: `xuatxu:${id}`, before, after: input });
    return withValue(row);
  });
}

export async function removeOrigin(deps: Deps, actor: AuthUser, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findOrigin(trx, id);
    if (!before) throw new ApiError("NOT_FOUND");
    await repo.deleteOrigin(trx, id);
    await recordAudit(trx, deps.clock, { actorId: actor.id, action: "xuatxu.delete", subject: `xuatxu:${id}`, before });
    return { id, deleted: true as const };
  });
}
