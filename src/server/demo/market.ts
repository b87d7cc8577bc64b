import type { DemoApp } from "./demo-app.ts";
import type { Step } from "./steps.ts";

const DAY = 86_400_000;
/** Vietnam is UTC+7 all year: a Vietnam calendar day D starts at D 00:00+07:00. */
const VIETNAM_MS = 7 * 3_600_000;

/** Weekdays the Vietnamese market is closed in the demo's year and the next, with their names. */
const holidays = [
  { from: "2026-01-01", name: "Tết Dương lịch" },
  { from: "2026-02-16", to: "2026-02-20", name: "Tết Nguyên đán" },
  { from: "2026-04-27", name: "Giỗ Tổ Hùng Vương (nghỉ bù)" },
  { from: "2026-04-30", name: "Ngày Giải phóng miền Nam" },
  { from: "2026-05-01", name: "Quốc tế Lao động" },
  { from: "2026-09-01", to: "2026-09-02", name: "Quốc khánh" },
  { from: "2027-01-01", name: "Tết Dương lịch" },
  { from: "2027-02-04", to: "2027-02-10", name: "Tết Nguyên đán" },
];

export const vietnamDay = (at: Date) => new Date(at.getTime() + VIETNAM_MS).toISOString().slice(0, 10);
/** An instant on a Vietnam day at a Vietnam time of day. */
export const vietnamTime = (day: string, hours: number, minutes = 0) => new Date(Date.parse(`${day}T00:00:00Z`) - VIETNAM_MS + (hours * 60 + minutes) * 60_000);

function isHoliday(day: string): boolean {
  return holidays.some((h) => day >= h.from && day <= (h.to ?? h.from));
}

/** Monday to Friday outside the holidays, from `from` to `to` (Vietnam days). */
export function dealingDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${vietnamDay(from)}T00:00:00Z`); t <= Date.parse(`${vietnamDay(to)}T00:00:00Z`); t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isHoliday(day)) days.push(day);
  }
  return days;
}

/** Complete fund rules (fees, cut-off, minimum, the bank account buyers pay into), then the year's holidays ahead. */
export async function setFundRules(demo: DemoApp) {
  await demo.call(demo.admin, "PUT", "/funds/settings", {
    buy_fee_bps: 100,
    sell_fee_schedule: [
      { min_days: 0, bps: 200 },
      { min_days: 180, bps: 100 },
      { min_days: 365, bps: 0 },
    ],
    cutoff: "14:30",
    min_buy_vnd: 1_000_000,
    bank_bin: "970436",
    bank_account: "0041000123456",
    bank_holder: "CÔNG TY QUẢN LÝ QUỸ ĐẦU TƯ THÀNH PHỐ BIỂN",
    bank_branch: "Chi nhánh Đà Nẵng",
  });
  await demo.call(demo.admin, "PUT", "/users/aff/settings", { commission_bps: 50 });
  const today = vietnamDay(demo.clock.now());
  for (const holiday of holidays.filter((h) => h.from > today)) await demo.call(demo.admin, "POST", "/funds/holidays", holiday);
}

/**
 * A smooth, repeatable path: a yearly trend plus two slow waves, so charts and per-period figures look like a
 * market's. Values in hundredths (exact), as the API takes them.
 */
function pathValue(start: number, yearly: number, wobble: number, day: number): number {
  const trend = start * (1 + (yearly * day) / 365);
  const waves = start * wobble * (Math.sin(day / 9) + 0.6 * Math.sin(day / 31 + 1));
  return Math.round((trend + waves) * 100);
}

const decimal = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;

/**
 * Each dealing day after the close (16:00, Vietnam): the VN-Index record, then both funds' NAV per unit with the
 * fund's total and the index (which prices the day's orders through the allocation job).
 */
export function marketSteps(demo: DemoApp, days: string[]): Step[] {
  return days.map((day, index) => ({
    at: vietnamTime(day, 16),
    label: `market close ${day}`,
    run: async () => {
      const vnIndex = pathValue(1240, 0.16, 0.025, index);
      await demo.call(demo.admin, "POST", "/chiso", {
        date_create: day,
        giatri1: decimal(vnIndex),
        giatri2: decimal(pathValue(1310, 0.14, 0.03, index)),
        giatri3: decimal(pathValue(228, 0.05, 0.02, index)),
      });
      const growth = pathValue(10_000, 0.19, 0.03, index);
      const steady = pathValue(10_000, 0.07, 0.006, index);
      await demo.call(demo.admin, "POST", "/hieuqua", {
        loai: 0,
        date_create: day,
        giatri1: decimal(growth),
        giatri2: Math.round(growth * 4_200),
        giatri3: decimal(vnIndex),
      });
      await demo.call(demo.admin, "POST", "/hieuqua", {
        loai: 1,
        date_create: day,
        giatri1: decimal(steady),
        giatri2: Math.round(steady * 2_600),
        giatri3: decimal(vnIndex),
      });
    },
  }));
}
