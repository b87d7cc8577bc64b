import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawWeeks, type LuckyDrawPlan } from "#contracts/contest.ts";
import { canonicalListText, commitmentOf, verifyDraw } from "#domain/lucky-draw.ts";
import { currentEdition, seedEdition } from "#server/modules/contest/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { notifyWinners } from "./winners.service.ts";

const SECRET3 = "3".repeat(64);
const SECRET4 = "4a".repeat(32);
const DAY = 24 * 3600_000;
const beacon = { beacon_value: "123456", beacon_source: "https://xskt.com.vn/xsmb" };

describe("weekly draws: commit, freeze, draw, cancel, e-mail", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let cutoff3: number;
  const joined: { id: number; number: number; email: string }[] = [];

  async function join(lang = "vi") {
    const person = await t.signedIn("candidate", { birth_date: "1985-03-04" });
    const res = await t.call("POST", `/api/v1/auth/lucky?lang=${lang}`, { headers: person.headers });
    joined.push({ id: person.id, number: res.json.data.lucky_number, email: person.email });
    return res.json.data.lucky_number as number;
  }
  const act = (body: unknown, lang = "en") => t.call("POST", `/api/v1/draw-lucky?lang=${lang}`, { headers: admin, body });
  const client = async () =>
    (await t.call("GET", "/api/v1/draw-lucky/client")).json.data as {
      week: number;
      state: string;
      list_count: number | null;
      list_sha256: string | null;
      record: any;
    }[];
  const winnerRows = (week: number) => t.db.selectFrom("draw_winners").selectAll().where("week", "=", week).orderBy("position").execute();

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://site.example" });
    await seedEdition(t.deps);
    // Small weeks make leftovers: week 3 draws 5 of the list, week 4 must then leave those 5 out.
    const edition = await currentEdition(t.deps);
    const plan: LuckyDrawPlan = { ...edition.lucky_draw, weekly_prizes: [25, 25, 5, 4, ...new Array(9).fill(100)] };
    await t.db
      .updateTable("contest_editions")
      .set({ lucky_draw_json: JSON.stringify(plan) })
      .where("id", "=", edition.id)
      .execute();
    cutoff3 = Date.parse(drawWeeks(plan)[2]!.ends_at);
    admin = (await t.signedIn("administrator")).headers;
  });
  afterAll(() => t.close());

  it("commits once before the cut-off, freezes by the durable job at the cut-off, leaving out late joiners", async () => {
    for (let index = 0; index < 12; index++) await join(index % 3 === 0 ? "en" : "vi");
    const commitment = await commitmentOf(SECRET3);
    expect((await act({ action: "freeze", week: 3 })).json.message).toMatch(/no commitment/);
    const committed = await act({ action: "commit", week: 3, commitment });
    expect(committed.status).toBe(200);
    expect(committed.json.data).toMatchObject({ week: 3, state: "committed", commitment, list_count: null });
    const again = await act({ action: "commit", week: 3, commitment: "0".repeat(64) });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This week already has a commitment, and it cannot be changed.");
    expect((await act({ action: "commit", week: 1, commitment })).json.message).toMatch(/cut-off has passed/);
    expect((await act({ action: "commit", week: 40, commitment })).status).toBe(404);
    expect((await act({ action: "freeze", week: 3 })).status).toBe(409);
    expect((await t.call("GET", "/api/v1/draw-lucky/3/list")).status).toBe(404);

    t.clock.advance(cutoff3 - t.clock.now().getTime() - 1000);
    const lastInTime = await join();
    await t.deps.jobs.runDue();
    expect((await client())[2]!.state).toBe("committed");
    t.clock.advance(1000);
    const late = await join();
    await t.deps.jobs.runDue();

    const week3 = (await client())[2]!;
    expect(week3.state).toBe("frozen");
    const list = await t.call("GET", "/api/v1/draw-lucky/3/list");
    expect(list.headers.get("content-type")).toMatch(/^text\/plain/);
    const expected = joined.map((p) => p.number).filter((n) => n !== late);
    expect(list.text).toBe(canonicalListText(expected));
    expect(list.text).toContain(String(lastInTime).padStart(7, "0"));
    expect(list.text).not.toContain(String(late).padStart(7, "0"));
    expect(week3).toMatchObject({ list_count: 13, list_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Freezing again (a retried job or an administrator) changes nothing.
    expect((await act({ action: "freeze", week: 3 })).json.data.list_sha256).toBe(week3.list_sha256);
  });

  it("refuses a reveal that does not match, then draws verifiable winners", async () => {
    const wrong = await act({ action: "draw", week: 3, secret: "5".repeat(64), ...beacon });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe("This secret does not match the published commitment.");
    expect(await winnerRows(3)).toEqual([]);
    expect((await act({ action: "draw", week: 3, secret: SECRET3, beacon_value: "12ab" })).status).toBe(400);

    const drawn = await act({ action: "draw", week: 3, secret: SECRET3, ...beacon });
    expect(drawn.status).toBe(200);
    expect(drawn.json.data.state).toBe("drawn");
    const record = drawn.json.data.record;
    expect(record).toMatchObject({
      algorithm: "sha256-ctr-fisher-yates-v1",
      week: 3,
      prizes: 5,
      secret: SECRET3,
      beacon: { value: "123456", source: beacon.beacon_source },
    });
    expect(record.winners).toHaveLength(5);
    const list = (await t.call("GET", "/api/v1/draw-lucky/3/list")).text;
    expect(await verifyDraw(record, list)).toEqual([]);
    expect((await t.call("GET", "/api/v1/draw-lucky/3/record")).json.data).toEqual(record);
    expect((await t.call("GET", "/api/v1/draw-lucky/4/record")).status).toBe(404);
    expect((await winnerRows(3)).map((row) => row.lucky_number)).toEqual(record.winners.map((w: { lucky_number: number }) => w.lucky_number));
    expect((await act({ action: "draw", week: 3, secret: SECRET3, ...beacon })).status).toBe(409);
    // The public answer carries lucky numbers only, never an e-mail address or a name.
    expect(JSON.stringify(await client())).not.toMatch(/@|Người dùng/);
  });

  it("shows administrators the winners with contact details, and exports them", async () => {
    const page = await t.call("GET", "/api/v1/draw-lucky?week=3", { headers: admin });
    expect(page.json).toMatchObject({ total: 5, current_page: 1 });
    const emails = new Set(joined.map((p) => p.email));
    expect(page.json.data.every((w: { email: string; full_name: string }) => emails.has(w.email) && w.full_name)).toBe(true);
    const sheet = await t.call("GET", "/api/v1/draw-lucky/export?week=3", { headers: admin });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toMatch(/spreadsheetml/);
  });

  it("cancels a winner with a reason; the next number of the same stream replaces them and the record still verifies", async () => {
    const [first] = await winnerRows(3);
    const short = await t.call("DELETE", `/api/v1/draw-lucky/${first!.id}?lang=en`, { headers: admin, body: { reason: "x" } });
    expect(short.status).toBe(400);
    const cancelled = await t.call("DELETE", `/api/v1/draw-lucky/${first!.id}`, { headers: admin, body: { reason: "Nhân viên ban tổ chức" } });
    expect(cancelled.status).toBe(200);
    expect((await t.call("DELETE", `/api/v1/draw-lucky/${first!.id}`, { headers: admin, body: { reason: "again" } })).status).toBe(409);
    const rows = await winnerRows(3);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ cancel_reason: "Nhân viên ban tổ chức", cancelled_at: expect.any(String) });
    const record = (await client())[2]!.record;
    expect(record.winners[0].cancelled).toEqual({ reason: "Nhân viên ban tổ chức" });
    expect(record.winners[5].position).toBe(6);
    expect(await verifyDraw(record, (await t.call("GET", "/api/v1/draw-lucky/3/list")).text)).toEqual([]);

    // Two cancellations at once draw positions 7 and 8, one after the other.
    const [, second, third] = rows;
    const both = await Promise.all(
      [second, third].map((row) => t.call("DELETE", `/api/v1/draw-lucky/${row!.id}`, { headers: admin, body: { reason: "Người thân nhân viên" } })),
    );
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    const after = await winnerRows(3);
    expect(after.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await verifyDraw((await client())[2]!.record, (await t.call("GET", "/api/v1/draw-lucky/3/list")).text)).toEqual([]);
  });

  it("cancels a winner by DELETE with no body, as the spec writes it: the audit event and the record say no reason was given", async () => {
    const fourth = (await winnerRows(3))[3]!;
    const cancelled = await t.call("DELETE", `/api/v1/draw-lucky/${fourth.id}`, { headers: admin });
    expect(cancelled.status).toBe(200);
    expect((await winnerRows(3))[3]).toMatchObject({ cancelled_at: expect.any(String), cancel_reason: null });
    const event = await t.db.selectFrom("audit_events").selectAll().where("subject", "=", `draw_winner:${fourth.id}`).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ action: "draw.cancel_winner", reason: null });
    expect(JSON.parse(event.after_json ?? "{}")).toMatchObject({ reason_given: false });
    const record = (await client())[2]!.record;
    expect(record.winners[3].cancelled).toEqual({ reason: null });
    expect(await verifyDraw(record, (await t.call("GET", "/api/v1/draw-lucky/3/list")).text)).toEqual([]);
    const openapi = (await t.call("GET", "/api/v1/openapi.json")).json;
    expect(openapi.paths["/draw-lucky/{id}"].delete.requestBody.required).toBe(false);
    // A body that gives a reason still gives a valid one.
    const [, second] = await winnerRows(3);
    expect((await t.call("DELETE", `/api/v1/draw-lucky/${second!.id}?lang=en`, { headers: admin, body: { reason: "" } })).status).toBe(400);
  });

  it("leaves earlier winners (cancelled ones too) out of the next week's list, and freezes only after earlier weeks are drawn", async () => {
    await act({ action: "commit", week: 4, commitment: await commitmentOf(SECRET4) });
    await act({ action: "commit", week: 5, commitment: await commitmentOf(SECRET3) });
    const week3Drawn = new Set((await winnerRows(3)).map((row) => row.lucky_number));
    t.clock.advance(14 * DAY);
    await t.deps.jobs.runDue();
    const list = (await t.call("GET", "/api/v1/draw-lucky/4/list")).text;
    expect(list).toBe(canonicalListText(joined.map((p) => p.number).filter((n) => !week3Drawn.has(n))));
    // Week 5 is past its cut-off too, but week 4's winners are not known yet: its freeze waits (the job retries).
    expect((await client())[4]!.state).toBe("committed");
    const early = await act({ action: "freeze", week: 5 });
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/earlier week has not been drawn/);
    const drawn = await act({ action: "draw", week: 4, secret: SECRET4, ...beacon });
    const week4Drawn = drawn.json.data.record.winners.map((w: { lucky_number: number }) => w.lucky_number) as number[];
    expect(week4Drawn.some((n) => week3Drawn.has(n))).toBe(false);
    t.clock.advance(3600_000);
    await t.deps.jobs.runDue();
    expect((await t.call("GET", "/api/v1/draw-lucky/5/list")).text).toBe(
      canonicalListText(joined.map((p) => p.number).filter((n) => !week3Drawn.has(n) && !week4Drawn.includes(n))),
    );
  });

  it("e-mails each winner exactly once, in their language with the prize terms, even when the job is interrupted and retried", async () => {
    // The week 3 e-mails were due 7 days after its draw, and the clock has moved 7 days: the job ran above.
    const mailsTo = async (email: string) => t.db.selectFrom("outbox_emails").selectAll().where("to_address", "=", email).execute();
    const live = (await winnerRows(3)).filter((row) => !row.cancelled_at);
    const emailOf = (number: number) => joined.find((p) => p.number === number)!.email;
    for (const row of live) expect(await mailsTo(emailOf(row.lucky_number))).toHaveLength(1);
    expect(await mailsTo(emailOf((await winnerRows(3))[0]!.lucky_number))).toHaveLength(0);
    const sample = (await mailsTo(emailOf(live[0]!.lucky_number)))[0]!;
    expect(sample.text_body).toMatch(/7 (days and 6 nights|ngày 6 đêm)/);
    expect(sample.text_body).toMatch(/60 (days|ngày)/);

    // Week 4: an interrupted run had told the first two winners; the retried job and a duplicate run tell only the rest.
    const week4 = await winnerRows(4);
    await t.db.transaction().execute(async (trx) => {
      for (const row of week4.slice(0, 2)) {
        await trx.updateTable("draw_winners").set({ emailed_at: t.clock.now().toISOString() }).where("id", "=", row.id).execute();
        await trx
          .insertInto("outbox_emails")
          .values({ to_address: emailOf(row.lucky_number), subject: "sent before the crash", text_body: "", created_at: t.clock.now().toISOString() })
          .execute();
      }
    });
    t.clock.advance(7 * DAY);
    await Promise.all([t.deps.jobs.runDue(), notifyWinners(t.deps, 4)]);
    await t.deps.jobs.runDue();
    expect(await notifyWinners(t.deps, 4)).toBe(0);
    for (const row of week4) expect(await mailsTo(emailOf(row.lucky_number))).toHaveLength(1);
    const locales = new Map((await t.db.selectFrom("lucky_entries").select(["id", "locale"]).execute()).map((row) => [row.id, row.locale]));
    expect(new Set(live.map((row) => locales.get(row.lucky_number)))).toEqual(new Set(["vi", "en"]));
    for (const row of live) {
      const [mail] = await mailsTo(emailOf(row.lucky_number));
      expect(mail!.subject).toMatch(locales.get(row.lucky_number) === "en" ? /^You won a holiday/ : /^Bạn đã trúng một kỳ nghỉ/);
    }
  });
});
