import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEdition } from "#server/modules/contest/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

const adult = { birth_date: "1990-05-01" };

describe("joining the lucky draw (POST /auth/lucky)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedEdition(t.deps);
  });
  afterAll(() => t.close());

  it("gives an adult one 7-digit lucky number with the spec's message (in plain English under /en), and the same one again", async () => {
    const { id, headers } = await t.signedIn("candidate", adult);
    const first = await t.call("POST", "/api/v1/auth/lucky", { headers });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe("Đăng ký tham gia vòng quay may mắn thành công");
    const number = first.json.data.lucky_number as number;
    expect(first.json.data.display).toBe(String(number).padStart(7, "0"));
    const again = await t.call("POST", "/api/v1/auth/lucky?lang=en", { headers });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ data: first.json.data, message: "You have joined the lucky draw." });
    const rows = await t.db.selectFrom("lucky_entries").selectAll().where("user_id", "=", id).execute();
    expect(rows).toEqual([expect.objectContaining({ id: number, locale: "vi" })]);
    expect(await t.db.selectFrom("audit_events").select("id").where("subject", "=", `lucky_entry:${number}`).execute()).toHaveLength(1);

    const status = await t.call("GET", "/api/v1/auth/lucky", { headers });
    expect(status.json.data).toMatchObject({ lucky_number: number, display: first.json.data.display });
    expect(status.json.data.weeks).toHaveLength(13);
    // The seeded plan started two weeks ago: weeks 1 and 2 are cut off already, the number takes part from week 3.
    expect(status.json.data.weeks.map((week: { eligible: boolean }) => week.eligible)).toEqual([false, false, ...new Array(11).fill(true)]);
  });

  it("hands 200 accounts joining at once 200 different numbers", async () => {
    const people = [];
    for (let index = 0; index < 200; index++) people.push(await t.signedIn("candidate", adult));
    const answers = await Promise.all(people.map((person) => t.call("POST", "/api/v1/auth/lucky", { headers: person.headers })));
    expect(answers.map((answer) => answer.status)).toEqual(new Array(200).fill(200));
    const numbers = new Set(answers.map((answer) => answer.json.data.lucky_number));
    expect(numbers.size).toBe(200);
    const stored = await t.db
      .selectFrom("lucky_entries")
      .select(["id", "user_id"])
      .where(
        "user_id",
        "in",
        people.map((p) => p.id),
      )
      .execute();
    expect(new Set(stored.map((row) => row.id))).toEqual(numbers);
  });

  it("gives one account joining 20 times at once exactly one number", async () => {
    const { id, headers } = await t.signedIn("investor", adult);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call("POST", "/api/v1/auth/lucky", { headers })));
    expect(answers.map((answer) => answer.status)).toEqual(new Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json.data.lucky_number)).size).toBe(1);
    expect(await t.db.selectFrom("lucky_entries").select("id").where("user_id", "=", id).execute()).toHaveLength(1);
  });

  it("refuses the under-18 (in Vietnam time), an account without a birth date, and an unactivated one, saying why", async () => {
    // The test clock is 2026-11-22T03:00Z, 10:00 in Vietnam: someone born on 2008-11-22 is 18 today, 2008-11-23 not yet.
    const eighteenToday = await t.signedIn("candidate", { birth_date: "2008-11-22" });
    expect((await t.call("POST", "/api/v1/auth/lucky", { headers: eighteenToday.headers })).status).toBe(200);
    const young = await t.signedIn("candidate", { birth_date: "2008-11-23" });
    const refused = await t.call("POST", "/api/v1/auth/lucky?lang=en", { headers: young.headers });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ error: "UNPROCESSABLE", message: "The lucky draw is only for people aged 18 or over." });
    expect((await t.call("POST", "/api/v1/auth/lucky", { headers: young.headers })).json.message).toBe(
      "Vòng quay may mắn chỉ dành cho người từ 18 tuổi trở lên.",
    );
    const undated = await t.signedIn("candidate");
    expect((await t.call("POST", "/api/v1/auth/lucky?lang=en", { headers: undated.headers })).json.message).toMatch(/date of birth/);
    const inactive = await t.signedIn("candidate", { ...adult, activated_at: null });
    const notActivated = await t.call("POST", "/api/v1/auth/lucky?lang=en", { headers: inactive.headers });
    expect(notActivated.status).toBe(403);
    expect(notActivated.json.message).toMatch(/not activated/);
    const refusedIds = [young.id, undated.id, inactive.id];
    expect(await t.db.selectFrom("lucky_entries").select("id").where("user_id", "in", refusedIds).execute()).toEqual([]);
  });

  it("is for contestants and investors, not administrators or judges", async () => {
    for (const role of ["administrator", "judge"] as const) {
      const { headers } = await t.signedIn(role, adult);
      expect((await t.call("POST", "/api/v1/auth/lucky", { headers })).status).toBe(403);
    }
  });
});
