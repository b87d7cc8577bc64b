import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit, verifyAuditChain } from "#server/lib/audit.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** The activity history: filters in Vietnam days, paging, readable changes, xlsx export, and the hash chain. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
const postgres = !!process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("administrator", { full_name: "Trần Quản Trị", email: "tran.quantri@example.test" });
  const at = (iso: string) => ({ now: () => new Date(iso) });
  // 23:59 and 00:00 in Vietnam: two different days there, the same day in UTC.
  await recordAudit(t.db, at("2026-11-22T16:59:00.000Z"), {
    actorId: admin.id,
    action: "user.update",
    subject: "user:41",
    before: { role: "candidate", full_name: "An" },
    after: { role: "judge", full_name: "An" },
    reason: "Ban giám khảo mời",
  });
  await recordAudit(t.db, at("2026-11-22T17:00:00.000Z"), { actorId: null, action: "draw.freeze", subject: "draw_week:3", after: { list_count: 12 } });
  for (let i = 0; i < 30; i += 1)
    await recordAudit(t.db, at("2026-11-24T02:00:00.000Z"), { actorId: admin.id, action: "news.create", subject: `news:${i}`, after: { title: `Tin ${i}` } });
});
afterAll(() => t.close());

const list = (query: string) => t.call("GET", `/api/v1/audit/events?${query}`, { headers: admin.headers });

describe("activity history list", () => {
  it("shows who did what to what, with the changed fields only, newest first and paged", async () => {
    const first = await list("per_page=25");
    expect(first.status).toBe(200);
    expect(first.json.total).toBeGreaterThanOrEqual(32);
    expect(first.json.data).toHaveLength(25);
    expect(first.json.data[0].subject).toBe("news:29");
    const update = (await list("subject=user:41")).json.data;
    expect(update).toEqual([
      expect.objectContaining({
        action: "user.update",
        actor: { id: admin.id, full_name: "Trần Quản Trị", email: "tran.quantri@example.test" },
        reason: "Ban giám khảo mời",
        changes: [{ path: "role", before: "candidate", after: "judge" }],
      }),
    ]);
  });

  it("filters by who (e-mail, name, id or system), by action prefix and by days in Vietnam time", async () => {
    expect((await list("actor=system&action=draw.")).json.data.map((e: { subject: string }) => e.subject)).toEqual(["draw_week:3"]);
    expect((await list("actor=quantri&action=user.")).json.total).toBe(1);
    expect((await list(`actor=${admin.id}&action=news.create`)).json.total).toBe(30);
    expect((await list("actor=nobody-like-this")).json.total).toBe(0);
    const day22 = (await list("from=2026-11-22&to=2026-11-22")).json.data.map((e: { action: string }) => e.action);
    expect(day22).toEqual(["user.update"]);
    const day23 = (await list("from=23/11/2026&to=23/11/2026")).json.data.map((e: { action: string }) => e.action);
    expect(day23).toEqual(["draw.freeze"]);
    // A percent sign is a character, not a wildcard.
    expect((await list("action=%25")).json.total).toBe(0);
  });

  it("refuses a reversed or unreadable date range in the reader's language", async () => {
    const reversed = await t.call("GET", "/api/v1/audit/events?from=2026-11-23&to=2026-11-22", { headers: admin.headers, lang: "vi" });
    expect(reversed.status).toBe(400);
    expect(reversed.json.details).toEqual([{ path: "to", message: "Ngày kết thúc không được trước ngày bắt đầu." }]);
    const unreadable = await t.call("GET", "/api/v1/audit/events?from=31/02/2026", { headers: admin.headers, lang: "en" });
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.details[0].message).toBe("Enter a date as dd/mm/yyyy.");
  });

  it("exports the filtered events as xlsx in the reader's language, times in Vietnam time", async () => {
    const response = await t.app.request("/api/v1/audit/events/export?subject=user:41", { headers: { ...admin.headers, "accept-language": "en" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Activity history")!;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(["Time (UTC+07:00)", "Who", "E-mail", "Action"]);
    const row = sheet.getRow(2).values as unknown[];
    expect(row[1]).toEqual(new Date("2026-11-22T23:59:00Z"));
    expect(row.slice(2, 8)).toEqual([
      "Trần Quản Trị",
      "tran.quantri@example.test",
      "user.update",
      "user:41",
      "Ban giám khảo mời",
      'role: "candidate" → "judge"',
    ]);
  });
});

describe("hash chain", () => {
  it("is intact after ordinary appends, and concurrent writers never fork it", async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => recordAudit(t.db, t.clock, { actorId: admin.id, action: "test.concurrent", subject: `n:${i}` })));
    const rows = await t.db.selectFrom("audit_events").select(["prev_hash", "hash"]).execute();
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(rows.length);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash ?? ""))).toBe(true);
    const verified = await t.call("POST", "/api/v1/audit/verify", { headers: admin.headers });
    expect(verified.json.data).toMatchObject({ checked: rows.length, broken: null });
  });

  it("on PostgreSQL, refuses UPDATE and DELETE of events in the database itself", async () => {
    if (!postgres) return;
    await expect(sql`update audit_events set reason = 'x' where subject = 'user:41'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events where subject = 'user:41'`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it("finds the first broken link after one row is edited directly in the database", async () => {
    const target = await t.db.selectFrom("audit_events").select(["id", "action"]).where("subject", "=", "news:7").executeTakeFirstOrThrow();
    const before = await verifyAuditChain(t.db);
    expect(before.broken).toBeNull();
    // Someone with database access bypasses the code (on PostgreSQL they must first disable the trigger).
    if (postgres) await sql`alter table audit_events disable trigger audit_events_append_only`.execute(t.db);
    await sql`update audit_events set after_json = '{"title":"Tin sửa lén"}' where id = ${target.id}`.execute(t.db);
    if (postgres) await sql`alter table audit_events enable trigger audit_events_append_only`.execute(t.db);
    const verified = await t.call("POST", "/api/v1/audit/verify", { headers: admin.headers });
    expect(verified.json.data.broken).toEqual({ id: target.id, reason: "hash", action: "news.create", created_at: "2026-11-24T02:00:00.000Z" });
    const earlier = await t.db
      .selectFrom("audit_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id", "<", target.id)
      .executeTakeFirstOrThrow();
    expect(verified.json.data.checked).toBe(Number(earlier.n));
  });
});

describe("append-only in the code", () => {
  it("has no update or delete of audit_events outside the migration that chained the older events", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") && !full.includes("0026_audit_chain")) {
          const text = fs.readFileSync(full, "utf8");
          if (/(updateTable|deleteFrom)\(\s*"audit_events/.test(text) || /(update|delete from)\s+audit_events/i.test(text)) offenders.push(full);
        }
      }
    };
    walk(path.resolve("src"));
    expect(offenders).toEqual([]);
  });
});
