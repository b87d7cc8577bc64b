import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entriesStage, type EntriesStage, TITLE } from "#server/testing/contest-client.ts";
import { imageFixture, pdfFixture } from "#server/testing/entry-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";

let t: TestApp,
  admin: EntriesStage["admin"],
  contestant: EntriesStage["contestant"],
  upload: EntriesStage["upload"],
  draftOf: EntriesStage["draftOf"],
  submit: EntriesStage["submit"],
  afterTheWindow: EntriesStage["afterTheWindow"];
beforeAll(async () => ({ t, admin, contestant, upload, draftOf, submit, afterTheWindow } = await entriesStage()));
afterAll(() => t.close());

describe("who may submit, and when", () => {
  async function readyToSubmit(fields: Parameters<TestApp["signedIn"]>[1] = {}) {
    const person = await contestant(fields);
    await upload(person, "essay", await pdfFixture());
    return person;
  }

  it("requires an activated account, complete personal information and an adult", async () => {
    const inactive = await readyToSubmit();
    await t.db.updateTable("users").set({ activated_at: null }).where("id", "=", inactive.id).execute();
    const refused = await submit(inactive);
    expect(refused.status).toBe(403);

    const incomplete = await contestant({ nation: null });
    expect((await draftOf(incomplete)).blockers).toEqual(["profileIncomplete"]);
    const res = await submit(incomplete);
    expect([res.status, res.json.message]).toEqual([422, "Please fill in your personal information before submitting the test"]);

    const minor = await contestant({ birth_date: "2010-01-01" });
    expect((await draftOf(minor)).blockers).toEqual(["underage"]);
    expect((await submit(minor)).status).toBe(422);
  });

  it("requires the essay PDF", async () => {
    const person = await contestant();
    const res = await submit(person);
    expect([res.status, res.json.message]).toEqual([422, "Please upload your essay as a PDF file."]);
  });

  it("keeps the judges a contestant names as conflicted, and refuses ids that are not judges", async () => {
    const judge = await t.signedIn("judge", { full_name: "Giám Khảo Được Nêu" });
    const listed = await t.call("GET", "/api/v1/judging/judges", { headers: (await contestant()).headers });
    expect(listed.json.data).toContainEqual({ id: judge.id, full_name: "Giám Khảo Được Nêu" });
    const person = await readyToSubmit();
    const body = { choice_answer: "B", title: TITLE, accept_rules: true, declare_not_staff: true };
    const refused = await submit(person, { ...body, conflict_judge_ids: [admin.id] });
    expect([refused.status, refused.json.details]).toEqual([400, [{ path: "conflict_judge_ids", message: "Please choose at most 50 judges from the list." }]]);
    const sent = await submit(person, { ...body, conflict_judge_ids: [judge.id, judge.id] });
    expect(sent.status).toBe(201);
    expect(sent.json.data.conflict_judge_ids).toEqual([judge.id]);
    const stored = await t.db.selectFrom("entries").select("conflict_judge_ids_json").where("user_id", "=", person.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.conflict_judge_ids_json)).toEqual([judge.id]);
  });

  it("stores the optional consent to publish the contestant's name with the results (off unless ticked)", async () => {
    const consenting = await readyToSubmit();
    const body = { choice_answer: "B", title: TITLE, accept_rules: true, declare_not_staff: true };
    const refused = await submit(consenting, { ...body, publish_name: "yes" });
    expect(refused.status).toBe(400);
    const sent = await submit(consenting, { ...body, publish_name: true });
    expect([sent.status, sent.json.data.publish_name]).toEqual([201, true]);
    const silent = await readyToSubmit();
    expect((await submit(silent, body)).json.data.publish_name).toBe(false);
    const stored = await t.db
      .selectFrom("entries")
      .select(["user_id", "publish_name"])
      .where("user_id", "in", [consenting.id, silent.id])
      .orderBy("id")
      .execute();
    expect(stored).toEqual([
      { user_id: consenting.id, publish_name: 1 },
      { user_id: silent.id, publish_name: 0 },
    ]);
  });

  it("creates exactly one entry from 100 concurrent submits of one account", async () => {
    const person = await readyToSubmit();
    const answers = await Promise.all(Array.from({ length: 100 }, () => submit(person)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const rows = await t.db.selectFrom("entries").select("id").where("user_id", "=", person.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses submissions and uploads after the window closes", async () => {
    const person = await readyToSubmit();
    await afterTheWindow(async () => {
      const res = await submit(person, undefined, "vi");
      expect([res.status, res.json.message]).toEqual([422, "Đã hết thời gian nhận bài dự thi."]);
      expect((await upload(person, "image", await imageFixture("png"))).created.status).toBe(422);
    });
  });
});
