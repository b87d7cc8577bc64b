import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_PDF_MAX_BYTES } from "#contracts/funds-reports.ts";
import { pdfFixture } from "#server/testing/entry-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("fund reports (reports, reportscate) with private PDFs", () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  let investor: { headers: Record<string, string> };
  let pdf: Buffer;
  const fields = (values: Record<string, string> = {}) => ({
    catID: "1",
    loai: "0",
    title_vi: "Báo cáo quý 3",
    title_en: "Q3 report",
    date: "2026-09-30",
    status: "1",
    ...values,
  });

  async function send(url: string, headers: Record<string, string>, values: Record<string, string>, file?: Buffer) {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "report.pdf");
    const response = await t.app.request(url, { method: "POST", body: form, headers });
    return { status: response.status, json: (await response.json()) as any };
  }
  const stored = (area: string) => {
    const dir = path.join(t.deps.config.DATA_DIR, "private", area);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const download = (id: number, headers: Record<string, string> = {}) => t.app.request(`/api/v1/reports/${id}/file`, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn("administrator");
    investor = await t.signedIn("investor");
    pdf = await pdfFixture("Bao cao quy 3");
  });
  afterAll(() => t.close());

  it("lists the two categories in the reader's language", async () => {
    expect((await t.call("GET", "/api/v1/reportscate?lang=en")).json.data).toEqual([
      { id: 1, key: "investment", slug: "bao-cao-dau-tu", name: "Investment reports" },
      { id: 2, key: "portfolioNav", slug: "bao-cao-danh-muc-nav", name: "Portfolio-NAV reports" },
    ]);
    expect((await t.call("GET", "/api/v1/reportscate")).json.data[1].name).toBe("Báo cáo danh mục NAV");
  });

  it("lets only administrators add reports and names every bad field, the missing file among them", async () => {
    expect((await send("/api/v1/reports", {}, fields(), pdf)).status).toBe(401);
    expect((await send("/api/v1/reports", investor.headers, fields(), pdf)).status).toBe(403);
    const bad = await send("/api/v1/reports?lang=en", admin.headers, fields({ catID: "7", loai: "3", title_vi: " ", date: "2026-02-30", status: "2" }));
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["catID", "date", "file", "loai", "status", "title_vi"]);
    expect(bad.json.details.find((d: { path: string }) => d.path === "catID").message).toBe("Please choose a report category.");
    expect(await t.db.selectFrom("fund_reports").select("id").execute()).toEqual([]);
  });

  it("refuses what is not a PDF by its bytes, and a file that claims to be one but does not parse, keeping nothing", async () => {
    const png = await send("/api/v1/reports?lang=en", admin.headers, fields(), Buffer.from("\x89PNG\r\n\x1a\nrest"));
    expect(png.status).toBe(422);
    expect(png.json.message).toBe("Invalid file. Please choose a PDF document.");
    const broken = await send("/api/v1/reports", admin.headers, fields(), Buffer.from("%PDF-1.7\nnot really a pdf"));
    expect(broken.status).toBe(422);
    expect(broken.json.message).toBe("Tệp không hợp lệ. Vui lòng chọn một tài liệu PDF.");
    expect(stored("fund-reports-incoming")).toEqual([]);
    expect(stored("fund-reports")).toEqual([]);
  });

  it("refuses a body declared over the limit before reading it", async () => {
    const response = await t.app.request("/api/v1/reports", {
      method: "POST",
      body: "x",
      headers: { ...admin.headers, "content-type": "multipart/form-data; boundary=x", "content-length": String(REPORT_PDF_MAX_BYTES + 128 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it("stores a cleaned copy privately, lists it and streams it to anyone once published", async () => {
    const created = await send("/api/v1/reports", admin.headers, fields(), pdf);
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(created.json.data).toMatchObject({
      catID: 1,
      loai: 0,
      title: "Báo cáo quý 3",
      date: "2026-09-30",
      status: 1,
      file_url: `/api/v1/reports/${id}/file`,
    });
    expect(stored("fund-reports")).toHaveLength(1);
    expect(stored("fund-reports-incoming")).toEqual([]);

    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="bao-cao-dau-tu-tstt-2026-09-30-${id}.pdf"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(created.json.data.bytes);
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(document.getPageCount()).toBe(1);
    expect(document.getAuthor() ?? "").toBe("");

    await send("/api/v1/reports", admin.headers, fields({ catID: "2", loai: "1", title_vi: "NAV tháng 9", title_en: "", date: "2026-09-30" }), pdf);
    await send("/api/v1/reports", admin.headers, fields({ title_vi: "Bản nháp", date: "2026-10-31", status: "0" }), pdf);
    const list = await t.call("GET", "/api/v1/reports?loai=0&catID=1&lang=en");
    expect(list.json).toMatchObject({ total: 1, current_page: 1 });
    expect(list.json.data[0]).toMatchObject({ id, title: "Q3 report" });
    expect((await t.call("GET", "/api/v1/reports?loai=1&lang=en")).json.data[0].title).toBe("NAV tháng 9");
  });

  it("keeps drafts from everyone but administrators", async () => {
    const draft = (await t.call("GET", "/api/v1/reports?type=all&loai=0", { headers: admin.headers })).json.data[0];
    expect(draft).toMatchObject({ title: "Bản nháp", status: 0 });
    expect((await t.call("GET", "/api/v1/reports?type=all", { headers: investor.headers })).status).toBe(403);
    expect((await t.call("GET", `/api/v1/reports/${draft.id}`, { headers: investor.headers })).status).toBe(404);
    expect((await download(draft.id, investor.headers)).status).toBe(404);
    expect((await download(draft.id, admin.headers)).status).toBe(200);
    expect((await t.call("GET", `/api/v1/reports/${draft.id}`, { headers: admin.headers })).json.data.title_vi).toBe("Bản nháp");
  });

  it("updates the fields alone (the PDF kept) or with a new PDF (the old one deleted), audited", async () => {
    const id = (await t.call("GET", "/api/v1/reports?loai=0&catID=1")).json.data[0].id;
    const before = (await t.db.selectFrom("fund_reports").select("file_id").where("id", "=", id).executeTakeFirstOrThrow()).file_id;
    // An empty file part, as a browser sends a file field left empty: the PDF is kept.
    const renamed = await send(`/api/v1/reports/${id}`, admin.headers, fields({ title_vi: "Báo cáo quý 3 (sửa)" }), Buffer.alloc(0));
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.title).toBe("Báo cáo quý 3 (sửa)");
    expect((await t.db.selectFrom("fund_reports").select("file_id").where("id", "=", id).executeTakeFirstOrThrow()).file_id).toBe(before);

    const replaced = await send(`/api/v1/reports/${id}`, admin.headers, fields({ title_vi: "Báo cáo quý 3 (sửa)" }), await pdfFixture("Ban moi"));
    expect(replaced.status).toBe(200);
    const after = (await t.db.selectFrom("fund_reports").select("file_id").where("id", "=", id).executeTakeFirstOrThrow()).file_id;
    expect(after).not.toBe(before);
    expect(stored("fund-reports")).toContain(after);
    expect(stored("fund-reports")).not.toContain(before);
    expect(stored("fund-reports")).toHaveLength(3);

    expect((await send("/api/v1/reports/99999", admin.headers, fields(), pdf)).status).toBe(404);
    expect(stored("fund-reports")).toHaveLength(3);
    const events = await t.db.selectFrom("audit_events").select("action").where("subject", "=", `reports:${id}`).orderBy("id").execute();
    expect(events.map((e) => e.action)).toEqual(["reports.create", "reports.update", "reports.update"]);
  });

  it("deletes a report with its PDF", async () => {
    const id = (await t.call("GET", "/api/v1/reports?loai=1")).json.data[0].id;
    const fileId = (await t.db.selectFrom("fund_reports").select("file_id").where("id", "=", id).executeTakeFirstOrThrow()).file_id;
    expect((await t.call("DELETE", `/api/v1/reports/${id}`, { headers: investor.headers })).status).toBe(403);
    expect((await t.call("DELETE", `/api/v1/reports/${id}`, { headers: admin.headers })).json.data).toEqual({ id, deleted: true });
    expect(stored("fund-reports")).not.toContain(fileId);
    expect((await download(id)).status).toBe(404);
    expect((await t.call("DELETE", `/api/v1/reports/${id}`, { headers: admin.headers })).status).toBe(404);
  });
});
