import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("administrators' contact inbox", () => {
  let t: TestApp;
  let admin: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: "100" });
    admin = await t.signedIn("administrator");
    const messages = [
      { full_name: "Nguyễn Thị Lan", email: "lan@example.vn", content: "Hỏi về thể lệ cuộc thi" },
      { full_name: "John Smith", email: "john@example.com", content: "Question about the TSTT fund" },
      { full_name: "Trần Văn Bình", email: "binh@example.vn", content: "Giải thưởng 100% có thật?" },
    ];
    for (const body of messages) {
      await t.call("POST", "/api/v1/contacts", { body });
      t.clock.advance(1000);
    }
  });
  afterAll(() => t.close());

  it("links the organisers' notice to the inbox", async () => {
    await t.deps.jobs.runDue();
    const mail = await t.db.selectFrom("outbox_emails").select("text_body").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/Contact inbox: http\S+\/dashboard\/admin\/contacts$/);
  });

  it("is for administrators only", async () => {
    expect((await t.call("GET", "/api/v1/contacts")).status).toBe(401);
    for (const role of ["candidate", "investor", "judge"] as const) {
      const { headers } = await t.signedIn(role);
      expect((await t.call("GET", "/api/v1/contacts", { headers })).status).toBe(403);
      expect((await t.call("POST", "/api/v1/contacts/1/read", { headers, body: {} })).status).toBe(403);
    }
  });

  it("lists newest first with paging and the unread count", async () => {
    const res = await t.call("GET", "/api/v1/contacts?per_page=2", { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ current_page: 1, total: 3, per_page: 2, unread: 3 });
    expect(res.json.data.map((m: { full_name: string }) => m.full_name)).toEqual(["Trần Văn Bình", "John Smith"]);
    const second = await t.call("GET", "/api/v1/contacts?per_page=2&page=2", { headers: admin.headers });
    expect(second.json.data.map((m: { full_name: string }) => m.full_name)).toEqual(["Nguyễn Thị Lan"]);
  });

  it("searches name, e-mail and text, case-insensitively, with % taken literally", async () => {
    const search = async (q: string) =>
      (await t.call("GET", `/api/v1/contacts?q=${encodeURIComponent(q)}`, { headers: admin.headers })).json.data.map((m: { email: string }) => m.email);
    expect(await search("NGUYỄN")).toEqual(["lan@example.vn"]);
    expect(await search("example.com")).toEqual(["john@example.com"]);
    expect(await search("tstt")).toEqual(["john@example.com"]);
    expect(await search("100%")).toEqual(["binh@example.vn"]);
    expect(await search("%")).toEqual(["binh@example.vn"]);
  });

  it("marks read and unread again, audited, and filters by status", async () => {
    const [newest] = (await t.call("GET", "/api/v1/contacts", { headers: admin.headers })).json.data;
    const read = await t.call("POST", `/api/v1/contacts/${newest.id}/read`, { headers: admin.headers, body: {} });
    expect(read.status).toBe(200);
    expect(read.json.data.read_at).toBe(t.clock.now().toISOString());
    const unread = await t.call("GET", "/api/v1/contacts?status=unread", { headers: admin.headers });
    expect(unread.json).toMatchObject({ total: 2, unread: 2 });
    expect((await t.call("GET", "/api/v1/contacts?status=read", { headers: admin.headers })).json.data.map((m: { id: number }) => m.id)).toEqual([newest.id]);
    await t.call("POST", `/api/v1/contacts/${newest.id}/read`, { headers: admin.headers, body: { read: false } });
    const events = await t.db.selectFrom("audit_events").select(["action", "actor_id"]).where("subject", "=", `contact:${newest.id}`).orderBy("id").execute();
    expect(events).toEqual([
      { action: "contact.read", actor_id: admin.id },
      { action: "contact.unread", actor_id: admin.id },
    ]);
  });

  it("answers 404 for an unknown message and 400 for bad paging", async () => {
    expect((await t.call("POST", "/api/v1/contacts/999/read", { headers: admin.headers, body: {} })).status).toBe(404);
    expect((await t.call("GET", "/api/v1/contacts?page=0", { headers: admin.headers })).status).toBe(400);
    expect((await t.call("GET", "/api/v1/contacts?status=spam", { headers: admin.headers })).status).toBe(400);
  });
});
