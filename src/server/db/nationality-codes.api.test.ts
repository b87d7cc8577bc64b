import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { codeExistingNations } from "./migrations/0050_nationality_codes.ts";

/** Migration 0050 on free-text nationalities as people typed them before the country select. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(nation: string | null) {
  const created_at = "2026-10-05T03:00:00.000Z";
  const row = await t.db
    .insertInto("users")
    .values({
      email: `nation-${Math.random()}@example.test`,
      full_name: "Quốc tịch",
      role: "candidate",
      password_hash: "!",
      created_at,
      updated_at: created_at,
      activated_at: created_at,
      nation,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("migration 0050: nationality as an ISO 3166-1 alpha-2 code", () => {
  it("codes the common spellings, clears and reports what names no country, and the statistics count one Vietnam", async () => {
    const ids = {
      vi: await person("Việt Nam"),
      en: await person("Vietnam"),
      folded: await person("viet nam"),
      code: await person("VN"),
      japan: await person("Nhật Bản"),
      usa: await person("USA"),
      unknown: await person("Kinh"),
      none: await person(null),
    };
    expect(await codeExistingNations(t.db as never)).toEqual(["Kinh"]);

    const nations = new Map(
      (await t.db.selectFrom("users").select(["id", "nation"]).where("id", "in", Object.values(ids)).execute()).map((row) => [row.id, row.nation]),
    );
    expect([ids.vi, ids.en, ids.folded, ids.code].map((id) => nations.get(id))).toEqual(["VN", "VN", "VN", "VN"]);
    expect(nations.get(ids.japan)).toBe("JP");
    expect(nations.get(ids.usa)).toBe("US");
    expect(nations.get(ids.unknown)).toBeNull();
    expect(nations.get(ids.none)).toBeNull();
    expect(await t.db.selectFrom("nations_unrecognised").selectAll().execute()).toEqual([{ user_id: ids.unknown, value: "Kinh" }]);

    const admin = await t.signedIn("administrator", { created_at: "2026-01-01T00:00:00.000Z" });
    const answer = await t.call("GET", "/api/v1/statistics/nations?from=2026-10-05&to=2026-10-05", { headers: admin.headers });
    expect(answer.status).toBe(200);
    expect(answer.json.data.label_kind).toBe("country");
    expect(answer.json.data.rows).toEqual([
      { label: "VN", values: [4] },
      { label: "", values: [2] },
      { label: "JP", values: [1] },
      { label: "US", values: [1] },
    ]);
    // A second run changes nothing.
    expect(await codeExistingNations(t.db as never)).toEqual([]);
  });
});
