import { describe, expect, it } from "vitest";
import { editionInput, type Edition } from "#contracts/contest.ts";
import { putContestEdition } from "#contracts/contest.operations.ts";
import { seededEdition } from "#server/modules/contest/edition.seed.ts";
import { readForm } from "#web/lib/form-input.ts";
import { bytesTyped, countsTyped, editionFields, listValues, megabytesShown } from "./edition-form.ts";

const edition: Edition = { ...editionInput.parse(seededEdition), id: 1, demo_shift_days: null, updated_at: "2026-11-22T00:00:00.000Z" };
const posted = (fields: Record<string, string>) => readForm(Object.entries(fields), putContestEdition.body);

describe("the edition form's fields", () => {
  it("round-trip: the form posts an edition's fields and the API reads back the same edition", () => {
    const { id: _id, demo_shift_days: _shift, updated_at: _updated, ...expected } = edition;
    expect(editionInput.parse(posted(editionFields(edition)))).toEqual(expected);
  });

  it("keeps the judges' disagreement threshold an administrator set", () => {
    expect(editionInput.parse(posted(editionFields({ ...edition, disagreement_threshold: 22 }))).disagreement_threshold).toBe(22);
  });

  it("posts instants typed in Vietnam time, sizes in bytes and the weekly counts as a list", () => {
    const fields = editionFields(edition);
    expect(fields.submission_opens_at).toBe("2021-07-22T00:00:00+07:00");
    expect(fields.final_results_at).toBe("2021-12-20T09:00:00+07:00");
    expect(fields["limits.video_max_bytes"]).toBe(String(150 * 1024 * 1024));
    expect(fields["prizes.0.amount_vnd"]).toBe("7000000000");
    expect(listValues(fields, "lucky_draw.weekly_prizes")).toEqual(edition.lucky_draw.weekly_prizes.map(String));
  });

  it("shows sizes in MB and reads MB typed back as whole bytes; text that is no number goes on for the API to word", () => {
    expect(megabytesShown(String(150 * 1024 * 1024))).toBe("150");
    expect(bytesTyped("1.5")).toBe(String(1.5 * 1024 * 1024));
    expect(bytesTyped(" mười ")).toBe("mười");
  });

  it("reads a weekly list written with spaces or semicolons; an empty list or number is refused with its field's message", () => {
    expect(countsTyped("10; 20 30,40")).toEqual(["10", "20", "30", "40"]);
    const fields = Object.fromEntries(
      Object.entries({ ...editionFields(edition), "limits.title_min": "" }).filter(([name]) => !name.startsWith("lucky_draw.weekly_prizes.")),
    );
    const issues = editionInput.safeParse(posted(fields)).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["limits.title_min", "validation.number"],
        ["lucky_draw.weekly_prizes", "validation.contest.weeks"],
      ]),
    );
  });
});
