import type { NavInput, NavRecord } from "#contracts/fund-nav.ts";
import { vietnamDate } from "#domain/fund-dealing.ts";
import { formatHundredths } from "#domain/fund-money.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { purgeAfter } from "#server/lib/public-cache.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { allocateJob } from "./funds.jobs.ts";
import { assertNotHoliday } from "./holidays.service.ts";
import { countNavs, deleteNav, findNav, insertNav, listNavs, lockNav, updateNav, type NavRow } from "./nav.repo.ts";

function toNavRecord(row: NavRow): NavRecord {
  return {
    id: row.id,
    loai: row.loai,
    date_create: row.date_create,
    giatri1: formatHundredths(row.giatri1),
    giatri2: row.giatri2,
    giatri3: row.giatri3 === null ? null : formatHundredths(row.giatri3),
    priced_orders: row.priced_orders,
    updated_at: row.updated_at,
  };
}

export async function navList(deps: Pick<Deps, "db">, query: { loai: number; page: number; limit: number; order: string; chart: number }) {
  const ascending = query.order.toUpperCase() === "ASC";
  const total = await countNavs(deps.db, query.loai);
  const rows = query.chart
    ? await listNavs(deps.db, { loai: query.loai, ascending })
    : await listNavs(deps.db, { loai: query.loai, ascending, limit: query.limit, offset: (query.page - 1) * query.limit });
  return { data: rows.map(toNavRecord), current_page: query.chart ? 1 : query.page, total, per_page: query.chart ? total : query.limit };
}

export async function navRecordOf(deps: Pick<Deps, "db">, id: number): Promise<NavRecord> {
  const row = await findNav(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND", { messageKey: "funds.nav.notFound" });
  return toNavRecord(row);
}

/** A NAV is never dated in the future (Vietnam date): orders placed today must be priced at a NAV not known yet. */
function assertNotFuture(deps: Pick<Deps, "clock">, date: string) {
  if (date > vietnamDate(deps.clock.now()))
    throw new ApiError("UNPROCESSABLE", { messageKey: "funds.nav.future", details: [{ path: "date_create", messageKey: "funds.nav.future" }] });
}

const columns = (input: NavInput) => ({
  loai: input.loai,
  date_create: input.date_create,
  giatri1: input.giatri1,
  giatri2: input.giatri2 ?? null,
  giatri3: input.giatri3 ?? null,
});

const duplicate = () => new ApiError("CONFLICT", { messageKey: "funds.nav.duplicate", details: [{ path: "date_create", messageKey: "funds.nav.duplicate" }] });

/** Publishes a NAV; approved orders it prices are allocated by the durable job queued in the same transaction. */
export async function createNav(deps: Deps, actorId: number, input: NavInput): Promise<NavRecord> {
  assertNotFuture(deps, input.date_create);
  await assertNotHoliday(deps.db, input.date_create);
  const now = deps.clock.now().toISOString();
  try {
    // The fund performance pages show the NAV records: the public cache is purged once this is committed (so are the
    // other writes below).
    const id = await purgeAfter(
      deps,
      "funds.nav.create",
      deps.db.transaction().execute(async (trx) => {
        const { id } = await insertNav(trx, { ...columns(input), created_by: actorId, created_at: now, updated_at: now });
        await enqueueJob(trx, deps.clock, allocateJob, { loai: input.loai });
        await recordAudit(trx, deps.clock, { actorId, action: "funds.nav.create", subject: `hieuqua:${id}`, after: columns(input) });
        return id;
      }),
    );
    return navRecordOf(deps, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** The record, locked, or 404; 409 when an order was priced at it (a correction is a new record: docs/funds.md). */
async function lockedUnpriced(trx: Deps["db"], deps: Deps, id: number) {
  await lockNav(trx, deps.database.dialect, id);
  const row = await findNav(trx, id);
  if (!row) throw new ApiError("NOT_FOUND", { messageKey: "funds.nav.notFound" });
  if (row.priced_orders > 0) throw new ApiError("CONFLICT", { messageKey: "funds.nav.priced", vars: { count: row.priced_orders } });
  return row;
}

export async function editNav(deps: Deps, actorId: number, id: number, input: NavInput): Promise<NavRecord> {
  assertNotFuture(deps, input.date_create);
  await assertNotHoliday(deps.db, input.date_create);
  try {
    await purgeAfter(
      deps,
      "funds.nav.update",
      deps.db.transaction().execute(async (trx) => {
        const before = await lockedUnpriced(trx, deps, id);
        await updateNav(trx, id, { ...columns(input), updated_at: deps.clock.now().toISOString() });
        await enqueueJob(trx, deps.clock, allocateJob, { loai: input.loai });
        await recordAudit(trx, deps.clock, {
          actorId,
          action: "funds.nav.update",
          subject: `hieuqua:${id}`,
          before: toNavRecord(before),
          after: columns(input),
        });
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return navRecordOf(deps, id);
}

export async function removeNav(deps: Deps, actorId: number, id: number) {
  await purgeAfter(
    deps,
    "funds.nav.delete",
    deps.db.transaction().execute(async (trx) => {
      const before = await lockedUnpriced(trx, deps, id);
      await deleteNav(trx, id);
      await recordAudit(trx, deps.clock, { actorId, action: "funds.nav.delete", subject: `hieuqua:${id}`, before: toNavRecord(before) });
    }),
  );
  return { id, deleted: true as const };
}
