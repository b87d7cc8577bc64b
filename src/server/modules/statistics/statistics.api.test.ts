import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countExistingAccounts } from "#server/db/migrations/0036_account_counts.ts";
import { seedEdition } from "#server/modules/contest/index.ts";
import { judgingEntry } from "#server/testing/judging-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** Each chart's numbers against rows written with known instants; days are Vietnam days (UTC+7). */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;

async function person(
  role: "candidate" | "judge" | "investor",
  created_at: string,
  fields: { nation?: string; person_type?: "person" | "organisation"; activated?: boolean } = {},
) {
  await t.db
    .insertInto("users")
    .values({
      email: `${role}-${Math.random()}@example.test`,
      full_name: "Số liệu",
      role,
      password_hash: "!",
      created_at,
      updated_at: created_at,
      activated_at: fields.activated === false ? null : created_at,
      nation: fields.nation ?? null,
      person_type: fields.person_type ?? null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  admin = await t.signedIn("administrator", { created_at: "2026-01-01T00:00:00.000Z" });
  // 2026-11-10 16:30Z is 23:30 on the 10th in Vietnam; 17:30Z is 00:30 on the 11th.
  await person("candidate", "2026-11-10T16:30:00.000Z", { nation: "VN", person_type: "person" });
  await person("candidate", "2026-11-10T17:30:00.000Z", { nation: "VN", person_type: "organisation", activated: false });
  await person("judge", "2026-11-10T18:00:00.000Z", { nation: "JP", person_type: "person" });
  await person("investor", "2026-11-12T03:00:00.000Z", { activated: false });
  for (const created_at of ["2026-11-09T03:00:00.000Z", "2026-11-10T03:00:00.000Z", "2026-11-16T20:00:00.000Z"]) {
    await t.db.insertInto("contacts").values({ full_name: "Khách", email: "k@example.test", content: "Xin chào", locale: "vi", created_at }).execute();
  }
  await t.db
    .insertInto("subscribers")
    .values({ email: "s@example.test", locale: "vi", status: "active", unsubscribe_token: "tok-1", created_at: "2026-11-11T03:00:00.000Z" })
    .execute();
});
afterAll(() => t.close());

const chart = async (name: string, query = "from=2026-11-01&to=2026-11-30") => {
  const answer = await t.call("GET", `/api/v1/statistics/${name}?${query}`, { headers: admin.headers });
  expect(answer.status).toBe(200);
  return answer.json.data;
};

describe("statistics", () => {
  it("counts registrations per Vietnam day and role", async () => {
    const table = await chart("registrations");
    expect(table.columns).toEqual(["administrator", "judge", "candidate", "investor"]);
    expect(table.rows).toEqual([
      { label: "2026-11-10", values: [0, 0, 1, 0] },
      { label: "2026-11-11", values: [0, 1, 1, 0] },
      { label: "2026-11-12", values: [0, 0, 0, 1] },
    ]);
    expect((await chart("registrations", "from=2026-11-11&to=2026-11-11")).rows).toEqual([{ label: "2026-11-11", values: [0, 1, 1, 0] }]);
  });

  it("counts accounts by nation and by person type, and activation per role", async () => {
    expect((await chart("nations")).rows).toEqual([
      { label: "VN", values: [2] },
      { label: "", values: [1] },
      { label: "JP", values: [1] },
    ]);
    expect((await chart("person_types")).rows).toEqual([
      { label: "", values: [1] },
      { label: "organisation", values: [1] },
      { label: "person", values: [2] },
    ]);
    expect((await chart("activation")).rows).toEqual([
      { label: "judge", values: [1, 1] },
      { label: "candidate", values: [2, 1] },
      { label: "investor", values: [1, 0] },
    ]);
  });

  it("keeps its account counters with every change of role, nation, type or activation, equal to a recount", async () => {
    const id = await t.db
      .insertInto("users")
      .values({
        email: "doi@example.test",
        full_name: "Đổi",
        role: "candidate",
        password_hash: "!",
        created_at: "2026-11-20T05:00:00.000Z",
        updated_at: "2026-11-20T05:00:00.000Z",
        activated_at: null,
        nation: "LA",
        person_type: "person",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const range = "from=2026-11-20&to=2026-11-20";
    expect((await chart("activation", range)).rows).toEqual([{ label: "candidate", values: [1, 0] }]);
    await t.db
      .updateTable("users")
      .set({ role: "investor", activated_at: "2026-11-21T00:00:00.000Z", nation: "KH", person_type: "organisation" })
      .where("id", "=", id.id)
      .execute();
    expect((await chart("activation", range)).rows).toEqual([{ label: "investor", values: [1, 1] }]);
    expect((await chart("nations", range)).rows).toEqual([{ label: "KH", values: [1] }]);
    expect((await chart("person_types", range)).rows).toEqual([{ label: "organisation", values: [1] }]);
    const counted = async () =>
      (await t.db.selectFrom("account_counts").selectAll().where("registered", "<>", 0).orderBy(["dimension", "hour", "value"]).execute()).map((row) => ({
        ...row,
        registered: Number(row.registered),
        activated: Number(row.activated),
      }));
    const kept = await counted();
    await countExistingAccounts(t.db as never, t.deps.database.dialect);
    expect(await counted()).toEqual(kept);
    await t.db.updateTable("users").set({ role: "candidate", activated_at: null, nation: "LA", person_type: "person" }).where("id", "=", id.id).execute();
  });

  it("counts contact messages and subscribers per week starting on Monday (Vietnam time)", async () => {
    // 9 and 10 Nov 2026 are Monday and Tuesday; 16 Nov 20:00Z is Tuesday 17 Nov in Vietnam.
    expect((await chart("contacts")).rows).toEqual([
      { label: "2026-11-09", values: [2, 1] },
      { label: "2026-11-16", values: [1, 0] },
    ]);
  });

  it("counts entries per day with the submission window, their files by kind, and marking per judge", async () => {
    await judgingEntry(t);
    await judgingEntry(t);
    const today = new Date(t.clock.now().getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    const entries = await chart("entries", "");
    expect(entries.rows).toEqual([{ label: today, values: [2] }]);
    expect(entries.window).toMatchObject({ opens_at: expect.any(String), closes_at: expect.any(String) });
    expect((await chart("entry_files", "")).rows).toEqual([{ label: "essay", values: [2, 2468, 1234, 1234] }]);
    const judge = await t.signedIn("judge", { full_name: "Giám Khảo Thống Kê" });
    expect((await chart("marking", "")).rows).toContainEqual({ label: "Giám Khảo Thống Kê", values: [0, 0, 0, 0] });
    expect(judge.id).toBeGreaterThan(0);
    const draw = await chart("draw_entrants", "");
    expect(draw.rows).toHaveLength(13);
    expect(draw.rows[0]).toEqual({ label: "1", values: [0] });
  });

  it("exports a chart's table as xlsx with the reader's words", async () => {
    const response = await t.app.request("/api/v1/statistics/activation/export?from=2026-11-01&to=2026-11-15", {
      headers: { ...admin.headers, "accept-language": "vi" },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Tỷ lệ kích hoạt theo vai trò")!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(["Vai trò", "Đã đăng ký", "Đã kích hoạt"]);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(["Thí sinh", 2, 1]);
  });

  it("names the countries of the nationality chart in the reader's language", async () => {
    for (const [lang, names] of [
      ["vi", ["Quốc gia", "Việt Nam", "Nhật Bản"]],
      ["en", ["Country", "Vietnam", "Japan"]],
    ] as const) {
      const response = await t.app.request("/api/v1/statistics/nations/export?from=2026-11-01&to=2026-11-15", {
        headers: { ...admin.headers, "accept-language": lang },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const rows = workbook.worksheets[0]!.getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[])[1]);
      expect(rows).toEqual(expect.arrayContaining([names[1], names[2]]));
      expect(rows.filter((label) => label === names[1] || label === names[2])).toHaveLength(2);
    }
  });

  it("refuses an unknown chart and a reversed range", async () => {
    expect((await t.call("GET", "/api/v1/statistics/nope", { headers: admin.headers })).status).toBe(400);
    expect((await t.call("GET", "/api/v1/statistics/registrations?from=2026-11-30&to=2026-11-01", { headers: admin.headers })).status).toBe(400);
  });
});
