import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSettings } from "#server/modules/settings/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

// The hand-worked example of src/domain/fund-performance.test.ts, entered through the API.
const navs = [
  ["2025-01-01", "10000.00"],
  ["2025-06-30", "12000.00"],
  ["2025-12-31", "9000.00"],
  ["2026-02-28", "10800.00"],
  ["2026-03-31", "11250.00"],
];
const closes = [
  ["2025-01-01", "1200.00"],
  ["2025-12-31", "1250.00"],
  ["2026-03-30", "1300.00"],
];

describe("performance: charts and NAV change from the stored records", () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  const settingId = async (key: string) => (await t.db.selectFrom("settings").select("id").where("setting_key", "=", key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp();
    await ensureSettings(t.deps);
    admin = await t.signedIn("administrator");
    for (const [date_create, giatri1] of navs) {
      expect((await t.call("POST", "/api/v1/hieuqua", { body: { loai: 0, date_create, giatri1 }, headers: admin.headers })).status).toBe(201);
    }
    for (const [date_create, giatri1] of closes) {
      expect((await t.call("POST", "/api/v1/chiso", { body: { date_create, giatri1 }, headers: admin.headers })).status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it("rebases NAV per unit and VN-Index to 100 at the range's base record, for anyone", async () => {
    const res = await t.call("GET", "/api/v1/performance?loai=0&range=6M");
    expect(res.status).toBe(200);
    expect(res.json.data.points).toEqual([
      { date: "2025-06-30", nav: "12000.00", fund: "100.00", index: "100.00" },
      { date: "2025-12-31", nav: "9000.00", fund: "75.00", index: "104.17" },
      { date: "2026-02-28", nav: "10800.00", fund: "90.00", index: "104.17" },
      { date: "2026-03-31", nav: "11250.00", fund: "93.75", index: "108.33" },
    ]);
  });

  it("gives every covered range's figures; annualised only from a year of history", async () => {
    const { figures } = (await t.call("GET", "/api/v1/performance?loai=0&range=all")).json.data;
    expect(figures.map((f: { range: string }) => f.range)).toEqual(["1M", "3M", "6M", "YTD", "1Y", "all"]);
    expect(figures.find((f: { range: string }) => f.range === "1M")).toMatchObject({
      fundReturn: "4.17",
      indexReturn: "4.00",
      difference: "0.17",
      annualised: null,
    });
    expect(figures.find((f: { range: string }) => f.range === "all")).toMatchObject({ fundReturn: "12.50", annualised: "9.93", maxDrawdown: "25.00" });
  });

  it("answers an uncovered range with no points, a fund without records with nothing, and refuses bad queries", async () => {
    expect((await t.call("GET", "/api/v1/performance?loai=0&range=3Y")).json.data.points).toEqual([]);
    expect((await t.call("GET", "/api/v1/performance?loai=1")).json.data).toEqual({ loai: 1, range: "1Y", points: [], figures: [] });
    const bad = await t.call("GET", "/api/v1/performance?loai=3&range=2W", { lang: "en" });
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string; message: string }) => [d.path, d.message])).toEqual([
      ["loai", "Please choose a fund (TSTT or TSBV)."],
      ["range", "Please choose a valid range."],
    ]);
  });

  it("shows NAV change by week, by the latest navtheothang months and by the navgiaidoan periods", async () => {
    const weeks = (await t.call("GET", "/api/v1/performance/nav-change?loai=0&by=week")).json.data.rows;
    expect(weeks.map((w: { label: string }) => w.label)).toEqual(["2025-W01", "2025-W27", "2026-W01", "2026-W09", "2026-W14"]);
    await t.call("POST", `/api/v1/setting/${await settingId("navtheothang")}`, { body: { value_vi: "2" }, headers: admin.headers });
    const months = (await t.call("GET", "/api/v1/performance/nav-change?loai=0&by=month")).json.data.rows;
    expect(months).toEqual([
      { label: "2026-02", from: "2026-02-28", to: "2026-02-28", open: "9000.00", close: "10800.00", change: "1800.00", percent: "20.00" },
      { label: "2026-03", from: "2026-03-31", to: "2026-03-31", open: "10800.00", close: "11250.00", change: "450.00", percent: "4.17" },
    ]);
    await t.call("POST", `/api/v1/setting/${await settingId("navgiaidoan")}`, { body: { value_vi: '["2025-01-01", "2025-07-01"]' }, headers: admin.headers });
    const periods = (await t.call("GET", "/api/v1/performance/nav-change?loai=0&by=period")).json.data.rows;
    expect(periods.map((p: { label: string; open: string; close: string; percent: string }) => [p.label, p.open, p.close, p.percent])).toEqual([
      ["2025-01-01", "10000.00", "12000.00", "20.00"],
      ["2025-07-01", "12000.00", "11250.00", "-6.25"],
    ]);
  });
});
