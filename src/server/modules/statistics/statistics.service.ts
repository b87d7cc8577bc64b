import { drawWeeks } from "#contracts/contest.ts";
import { roles, type Role } from "#contracts/identity.ts";
import type { StatisticsChart, StatisticsQuery, StatisticsTable } from "#contracts/statistics.ts";
import { vietnamDay } from "#contracts/account.ts";
import { dayRangeInstants } from "#contracts/vietnam-time.ts";
import type { Deps } from "#server/deps.ts";
import { currentEdition } from "#server/modules/contest/index.ts";
import { entrantsByWeek } from "#server/modules/draw/index.ts";
import { judgeLoads } from "#server/modules/judging/index.ts";
import * as repo from "./statistics.repo.ts";

type Table = Omit<StatisticsTable, "chart" | "window"> & { window?: StatisticsTable["window"] };
const DAY_MS = 86_400_000;

/** Counts per UTC hour folded into Vietnam days, ascending; days without any are left out. */
function byVietnamDay<T extends { hour: string }>(rows: T[], keyOf: (row: T) => number, amount: (row: T) => number, width: number) {
  const days = new Map<string, number[]>();
  for (const row of rows) {
    const day = vietnamDay(new Date(`${row.hour}:00:00Z`));
    const values = days.get(day) ?? new Array<number>(width).fill(0);
    values[keyOf(row)]! += amount(row);
    days.set(day, values);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([label, values]) => ({ label, values }));
}

/** The Monday (Vietnam time) of a Vietnam day's week. */
const weekOf = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return new Date(time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

const charts: Record<StatisticsChart, (deps: Deps, range: repo.Range) => Promise<Table>> = {
  async registrations({ db }, range) {
    const rows = (await repo.registrationsByHour(db, range)).filter((row) => roles.includes(row.value as Role));
    return {
      label_kind: "day",
      columns: [...roles],
      rows: byVietnamDay(
        rows,
        (row) => roles.indexOf(row.value as Role),
        (row) => row.registered,
        roles.length,
      ),
    };
  },
  async nations({ db }, range) {
    const rows = (await repo.accountsBy(db, "nation", range)).map((r) => ({ label: r.value, values: [r.registered] }));
    return { label_kind: "country", columns: ["accounts"], rows: rows.sort((a, b) => b.values[0]! - a.values[0]! || a.label.localeCompare(b.label)) };
  },
  async person_types({ db }, range) {
    const counts = new Map((await repo.accountsBy(db, "person_type", range)).map((c) => [c.value, c.registered]));
    return {
      label_kind: "person_type",
      columns: ["accounts"],
      rows: ["", "organisation", "person"].flatMap((type) => (counts.get(type) ? [{ label: type, values: [counts.get(type)!] }] : [])),
    };
  },
  async activation({ db }, range) {
    const counts = new Map((await repo.accountsBy(db, "role", range)).map((c) => [c.value, c]));
    return {
      label_kind: "role",
      columns: ["registered", "activated"],
      rows: roles.flatMap((role) => {
        const c = counts.get(role);
        return c ? [{ label: role, values: [c.registered, c.activated] }] : [];
      }),
    };
  },
  async entries(deps, range) {
    const edition = await currentEdition(deps);
    const rows = await repo.countByHour(deps.db, deps.database.dialect, "entries", "submitted_at", range);
    return {
      label_kind: "day",
      columns: ["entries"],
      rows: byVietnamDay(
        rows,
        () => 0,
        (r) => Number(r.count),
        1,
      ),
      window: { opens_at: edition.submission_opens_at, closes_at: edition.submission_closes_at },
    };
  },
  async entry_files({ db }, range) {
    const rows = await repo.entryFilesByKind(db, range);
    const kinds = ["essay", "image", "video"] as const;
    return {
      label_kind: "file_kind",
      columns: ["files", "totalBytes", "averageBytes", "largestBytes"],
      rows: kinds.flatMap((kind) =>
        rows
          .filter((r) => r.kind === kind)
          .map((r) => ({ label: kind, values: [Number(r.files), Number(r.bytes), Math.floor(Number(r.bytes) / Number(r.files)), Number(r.largest)] })),
      ),
    };
  },
  async marking(deps) {
    const loads = await judgeLoads(deps);
    return {
      label_kind: "text",
      columns: ["semiAssigned", "semiSubmitted", "finalAssigned", "finalSubmitted"],
      rows: loads.map((judge) => ({
        label: judge.full_name,
        values: [judge.semi_final.assigned, judge.semi_final.submitted, judge.final.assigned, judge.final.submitted],
      })),
    };
  },
  async draw_entrants(deps) {
    const weeks = drawWeeks((await currentEdition(deps)).lucky_draw);
    const entrants = await entrantsByWeek(deps, weeks);
    return { label_kind: "week", columns: ["entrants"], rows: weeks.map((week, index) => ({ label: String(week.week), values: [entrants[index] ?? 0] })) };
  },
  async contacts({ db, database }, range) {
    const [contacts, subscribers] = await Promise.all([
      repo.countByHour(db, database.dialect, "contacts", "created_at", range),
      repo.countByHour(db, database.dialect, "subscribers", "created_at", range),
    ]);
    const hours = [...contacts.map((r) => ({ ...r, column: 0 })), ...subscribers.map((r) => ({ ...r, column: 1 }))];
    const days = byVietnamDay(
      hours,
      (r) => r.column,
      (r) => Number(r.count),
      2,
    );
    const weeks = new Map<string, number[]>();
    for (const day of days) {
      const week = weeks.get(weekOf(day.label)) ?? [0, 0];
      weeks.set(weekOf(day.label), [week[0]! + day.values[0]!, week[1]! + day.values[1]!]);
    }
    return { label_kind: "day", columns: ["contacts", "subscribers"], rows: [...weeks].map(([label, values]) => ({ label, values })) };
  },
};

/** One chart's table for a range of Vietnam days (marking and the draw's weeks are the edition's, whatever the range). */
export async function statisticsTable(deps: Deps, chart: StatisticsChart, query: StatisticsQuery): Promise<StatisticsTable> {
  const table = await charts[chart](deps, dayRangeInstants(query));
  return { chart, window: null, ...table };
}
