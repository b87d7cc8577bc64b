import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fundsPendingWork } from "./control-room.ts";
import { approvedBuy, fundsTestApp, kycInvestor, publishNav } from "#server/testing/fund-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

/** Contract PDFs (GET /userpdf), the orders export, NAV records' list forms, and the control room's counts. */
describe("fund contracts and exports", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
  let owner: Awaited<ReturnType<typeof kycInvestor>>;
  let lot: number;
  let unpriced: number;

  fundsTestApp(async (app) => {
    ({ t, admin } = app);
    owner = await kycInvestor(t, { full_name: "Trần Văn Hợp Đồng" });
    lot = await approvedBuy(t, owner, admin, 0, 12_345_678);
    t.clock.advance(2 * 86_400_000);
    await publishNav(t, admin, 0, "2026-11-24", "10523.45");
    unpriced = await approvedBuy(t, owner, admin, 0, 2_000_000);
  });

  const download = (headers: Record<string, string>, id: number, lang?: string) =>
    t.app.request(`/api/v1/userpdf?order_id=${id}`, { headers: { ...headers, ...(lang ? { "accept-language": lang } : {}) } });

  it("gives the owner and administrators the buy contract, in their language, with Vietnamese glyphs embedded", async () => {
    const res = await download(owner.headers, lot);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`hop-dong-mua-TSTT-${String(lot).padStart(6, "0")}.pdf`);
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getTitle()).toBe(`HỢP ĐỒNG MUA CHỨNG CHỈ QUỸ TSTT-${String(lot).padStart(6, "0")}`);
    expect(pdf.getPageCount()).toBe(1);
    const english = await PDFDocument.load(new Uint8Array(await (await download(admin.headers, lot, "en")).arrayBuffer()));
    expect(english.getTitle()).toBe(`FUND UNITS PURCHASE CONTRACT TSTT-${String(lot).padStart(6, "0")}`);
  });

  it("answers 404 to anyone else and for an order not priced yet", async () => {
    const stranger = await kycInvestor(t);
    expect((await download(stranger.headers, lot)).status).toBe(404);
    expect((await download(owner.headers, unpriced)).status).toBe(404);
    expect((await download(owner.headers, 999_999)).status).toBe(404);
    expect((await download({}, lot)).status).toBe(401);
    expect((await download((await t.signedIn("judge")).headers, lot)).status).toBe(403);
  });

  it("exports the filtered orders as a workbook with VND formats", async () => {
    const res = await t.app.request("/api/v1/order/admin/exportorder?loai=0&type=buy&tinhtrang=all&page=1", { headers: admin.headers });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(3).values as unknown[];
    expect(row[1]).toBe(`TSTT-${String(lot).padStart(6, "0")}`);
    expect(row[4]).toBe("Trần Văn Hợp Đồng");
    expect(row[8]).toBe(12_345_678);
    expect(sheet.getColumn(8).numFmt).toBe('#,##0 "₫"');
    expect((await t.app.request("/api/v1/order/admin/exportorder", { headers: owner.headers })).status).toBe(403);
  });

  it("exports in the export's language: times in Vietnam time with the offset in the heading, states and sources by name", async () => {
    const placed = (await t.db.selectFrom("fund_orders").select("date_create").where("id", "=", lot).executeTakeFirstOrThrow()).date_create;
    const expected = {
      vi: { heading: ["Trạng thái", "Đặt lệnh (UTC+07:00)"], state: "Đã khớp", source: "Trực tuyến" },
      en: { heading: ["State", "Placed (UTC+07:00)"], state: "Priced", source: "Online" },
    };
    for (const lang of ["vi", "en"] as const) {
      const res = await t.app.request("/api/v1/order/admin/exportorder?loai=0&type=buy&tinhtrang=all&page=1", {
        headers: { ...admin.headers, "accept-language": lang },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await res.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      const heading = sheet.getRow(1).values as unknown[];
      expect([heading[3], heading[6]]).toEqual(expected[lang].heading);
      const row = sheet.getRow(3).values as unknown[];
      expect(row[1]).toBe(`TSTT-${String(lot).padStart(6, "0")}`);
      expect([row[3], row[15]]).toEqual([expected[lang].state, expected[lang].source]);
      // A spreadsheet date-time holding Vietnam's wall-clock time: the instant plus 7 hours, whatever the reader's zone.
      expect(row[6]).toBeInstanceOf(Date);
      expect((row[6] as Date).getTime() - Date.parse(placed)).toBe(7 * 3600 * 1000);
      // Numbers stay numbers (sums work), shown with the reader's separators: the exact NAV and units, and VND.
      expect([row[8], row[11]]).toEqual([12_345_678, 10523.45]);
      expect(sheet.getColumn(11).numFmt).toBe('#,##0.00 "₫"');
    }
  });

  it("lists NAV records for administrators and, in the chart form, for anyone in date order", async () => {
    await publishNav(t, admin, 0, "2026-11-23", "10400.00");
    const adminList = await t.call("GET", "/api/v1/hieuqua", { headers: admin.headers });
    expect(adminList.json).toMatchObject({ current_page: 1, total: 2, per_page: 40 });
    expect(adminList.json.data.map((r: { date_create: string; priced_orders: number }) => [r.date_create, r.priced_orders])).toEqual([
      ["2026-11-24", 1],
      ["2026-11-23", 0],
    ]);
    expect((await t.call("GET", "/api/v1/hieuqua")).status).toBe(401);
    const chart = await t.call("GET", "/api/v1/hieuqua?sort=date_create&order=ASC&chart=1&loai=0");
    expect(chart.json.data.map((r: { giatri1: string }) => r.giatri1)).toEqual(["10400.00", "10523.45"]);
    expect((await t.call("POST", "/api/v1/hieuqua", { headers: admin.headers, body: { loai: 0, date_create: "2026-11-23", giatri1: "1.00" } })).status).toBe(
      409,
    );
    expect((await t.call("POST", "/api/v1/hieuqua", { headers: admin.headers, body: { loai: 0, date_create: "2026-11-22", giatri1: 10.123 } })).status).toBe(
      400,
    );
  });

  it("counts what waits in the control room", async () => {
    const waiting = await fundsPendingWork(t.deps);
    expect(waiting).toMatchObject({ to_approve: 0, to_allocate: 1, to_pay: 0 });
    expect(waiting.oldest_waiting_since).toBe(t.clock.now().toISOString());
  });
});
