import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { maintenanceJob, scheduleMaintenance } from "./maintenance.ts";

describe("hourly maintenance", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: "100" });
  });
  afterEach(() => t.close());

  it("drops stale rate-limit windows and spent secrets, keeps live ones, and schedules its next run", async () => {
    await t.call("POST", "/api/v1/contacts", { body: { full_name: "A", email: "a@example.vn", content: "x" } });
    const now = t.clock.now().toISOString();
    const user = await t.db
      .insertInto("users")
      .values({ email: "u@example.vn", full_name: "U", role: "candidate", password_hash: "x", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const session = (hash: string, expires: string) => ({
      user_id: user.id,
      token_hash: hash,
      created_at: now,
      last_used_at: now,
      expires_at: expires,
      user_agent: null,
    });
    await t.db
      .insertInto("sessions")
      .values([session("live", "2026-12-30T00:00:00.000Z"), session("old", "2026-11-01T00:00:00.000Z")])
      .execute();

    await scheduleMaintenance(t.deps);
    await scheduleMaintenance(t.deps);
    expect(await t.db.selectFrom("jobs").select("id").where("kind", "=", maintenanceJob.name).execute()).toHaveLength(1);

    t.clock.advance(2 * 24 * 60 * 60_000);
    await t.deps.jobs.runDue();
    expect(await t.db.selectFrom("rate_limits").selectAll().execute()).toHaveLength(0);
    expect((await t.db.selectFrom("sessions").select("token_hash").execute()).map((s) => s.token_hash)).toEqual(["live"]);
    const next = await t.db.selectFrom("jobs").selectAll().where("kind", "=", maintenanceJob.name).where("done_at", "is", null).execute();
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.run_at).getTime() - t.clock.now().getTime()).toBe(60 * 60_000);
  });
});
