import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFixture } from "#server/testing/entry-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * The fund performance pages (/hieu-qua-dau-tu/{tstt|tsbv}) are public pages kept in the page cache: every write of
 * what they show (NAV records, index closes, reports) purges it once committed (docs/performance.md, "Purge
 * contract"). A purge is seen as one more in the shared generation every process compares with its own.
 */
describe("fund writes purge the public page cache", () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  let pdf: Buffer;
  const generation = async () =>
    Number((await t.db.selectFrom("cache_generations").select("generation").where("name", "=", "public").executeTakeFirst())?.generation ?? 0);
  /** Runs a write, expects its status, and one purge if it succeeded (none if it was refused). */
  async function write<T>(send: () => Promise<{ status: number; json: T }>, status: number): Promise<T> {
    const before = await generation();
    const response = await send();
    expect(response.status).toBe(status);
    expect(await generation()).toBe(status < 300 ? before + 1 : before);
    return response.json;
  }
  async function report(url: string, values: Record<string, string>, file?: Buffer) {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "report.pdf");
    const response = await t.app.request(url, { method: "POST", body: form, headers: admin.headers });
    return { status: response.status, json: (await response.json()) as { data: { id: number } } };
  }

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: "30" });
    admin = await t.signedIn("administrator");
    pdf = await pdfFixture("Bao cao quy 3");
  });
  afterAll(() => t.close());

  it("NAV records: publishing, correcting and deleting one; a refused duplicate purges nothing", async () => {
    const body = { loai: 0, date_create: "2026-11-20", giatri1: "10000.00" };
    const { data } = await write(() => t.call("POST", "/api/v1/hieuqua", { headers: admin.headers, body }), 201);
    await write(() => t.call("POST", "/api/v1/hieuqua", { headers: admin.headers, body }), 409);
    await write(() => t.call("PUT", `/api/v1/hieuqua/${data.id}`, { headers: admin.headers, body: { ...body, giatri1: "10100.00" } }), 200);
    await write(() => t.call("DELETE", `/api/v1/hieuqua/${data.id}`, { headers: admin.headers }), 200);
  });

  it("index closes: adding, correcting and deleting one", async () => {
    const { data } = await write(
      () => t.call("POST", "/api/v1/chiso", { headers: admin.headers, body: { date_create: "2026-11-20", giatri1: "1284.50" } }),
      201,
    );
    await write(() => t.call("PUT", `/api/v1/chiso/${data.id}`, { headers: admin.headers, body: { date_create: "2026-11-20", giatri1: "1290.00" } }), 200);
    await write(() => t.call("DELETE", `/api/v1/chiso/${data.id}`, { headers: admin.headers }), 200);
  });

  it("reports: adding, editing and deleting one", async () => {
    const fields = { catID: "1", loai: "0", title_vi: "Báo cáo quý 3", title_en: "Q3 report", date: "2026-09-30", status: "1" };
    const { data } = await write(() => report("/api/v1/reports", fields, pdf), 201);
    await write(() => report(`/api/v1/reports/${data.id}`, { ...fields, status: "0" }), 200);
    await write(() => t.call("DELETE", `/api/v1/reports/${data.id}`, { headers: admin.headers }), 200);
  });
});
