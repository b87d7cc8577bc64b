import { describe, expect, it } from "vitest";
import { editionInput, type Edition } from "#contracts/contest.ts";
import { seededEdition } from "#server/modules/contest/edition.seed.ts";
import { editionFields, editionFromFields } from "./edition-form.ts";

const edition: Edition = { ...editionInput.parse(seededEdition), id: 1, demo_shift_days: null, updated_at: "2026-11-22T00:00:00.000Z" };

describe("the edition form's fields", () => {
  it("round-trip: the form shows an edition and sends back the same edition", () => {
    const fields = new Map(Object.entries(editionFields(edition)));
    const { id: _id, demo_shift_days: _shift, updated_at: _updated, ...expected } = edition;
    expect(editionInput.parse(editionFromFields(fields))).toEqual(expected);
  });

  it("keeps the judges' disagreement threshold an administrator set", () => {
    const fields = new Map(Object.entries(editionFields({ ...edition, disagreement_threshold: 22 })));
    expect(editionInput.parse(editionFromFields(fields)).disagreement_threshold).toBe(22);
  });

  it("shows dates in Vietnam time and sizes in MB", () => {
    const fields = editionFields(edition);
    expect(fields.submission_opens_at).toBe("2021-07-22T00:00:00");
    expect(fields.final_results_at).toBe("2021-12-20T09:00:00");
    expect(fields["limits.video_max_bytes"]).toBe("150");
    expect(fields["prizes.0.amount_vnd"]).toBe("7000000000");
    expect(fields.submission_closes_at).toBe("2021-10-23T00:00:00");
  });

  it("reads a weekly list written with spaces or semicolons, and an empty number as missing", () => {
    const fields = new Map(Object.entries({ ...editionFields(edition), "lucky_draw.weekly_prizes": "10; 20 30", "limits.title_min": "" }));
    const input = editionFromFields(fields);
    expect(input.lucky_draw.weekly_prizes).toEqual([10, 20, 30]);
    const parsed = editionInput.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toContain("limits.title_min");
  });
});
