import { describe, expect, it } from "vitest";
import { vndAmount } from "#contracts/money.ts";
import { createUserInput } from "#contracts/users.ts";
import { z } from "#contracts/zod.ts";
import { readForm } from "./form-input.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("readForm: a form's fields as the operation's schema reads them", () => {
  it("keeps text where text is accepted, an empty optional text included (the API clears it)", () => {
    const schema = z.object({ name: z.string().min(1), phone: z.string().optional() });
    expect(
      readForm(
        form([
          ["name", "Lan"],
          ["phone", ""],
        ]),
        schema,
      ),
    ).toEqual({ name: "Lan", phone: "" });
  });

  it("turns text into a number only where only a number is accepted; an empty one is null if allowed, else left out", () => {
    const schema = z.object({ points: z.number().nullable(), count: z.int(), rank: z.int().optional() });
    expect(
      readForm(
        form([
          ["points", "7.5"],
          ["count", "3"],
          ["rank", ""],
        ]),
        schema,
      ),
    ).toEqual({ points: 7.5, count: 3 });
    expect(
      readForm(
        form([
          ["points", ""],
          ["count", "three"],
        ]),
        schema,
      ),
    ).toEqual({ points: null, count: "three" });
  });

  it("leaves out an empty number read with z.coerce, which would read as 0, so its own message shows", () => {
    const schema = z.object({ fee: z.coerce.number().int().min(0), user: z.coerce.number().positive().optional() });
    expect(
      readForm(
        form([
          ["fee", ""],
          ["user", ""],
        ]),
        schema,
      ),
    ).toEqual({});
    expect(readForm(form([["fee", "0"]]), schema)).toEqual({ fee: "0" });
    expect(schema.safeParse({}).error?.issues.map((issue) => issue.path.join("."))).toEqual(["fee"]);
  });

  it("leaves an amount in whole VND as the digits typed: the schema accepts text and reads it exactly", () => {
    const schema = z.object({ giatri: vndAmount("funds.validation.amount") });
    const input = readForm(form([["giatri", "10000000000000000001"]]), schema);
    expect(input).toEqual({ giatri: "10000000000000000001" });
  });

  it("nests dotted names into objects and lists, in the order of the index", () => {
    const schema = z.object({ limits: z.object({ title_max: z.int() }), prizes: z.array(z.object({ rank: z.string(), count: z.int() })) });
    const data = form([
      ["prizes.1.rank", "second"],
      ["prizes.1.count", "2"],
      ["limits.title_max", "80"],
      ["prizes.0.rank", "first"],
      ["prizes.0.count", "1"],
    ]);
    expect(readForm(data, schema)).toEqual({
      limits: { title_max: 80 },
      prizes: [
        { rank: "first", count: 1 },
        { rank: "second", count: 2 },
      ],
    });
  });

  it("reads a repeated name as a list, and one value of a list field as a list of one", () => {
    const schema = z.object({ ids: z.array(z.int()), tags: z.array(z.string()) });
    expect(
      readForm(
        form([
          ["ids", "3"],
          ["ids", "5"],
          ["tags", "a"],
        ]),
        schema,
      ),
    ).toEqual({ ids: [3, 5], tags: ["a"] });
  });

  it("reads a checkbox posted after its hidden false as true, and the hidden false alone as false", () => {
    const schema = z.object({ jury: z.boolean() });
    expect(
      readForm(
        form([
          ["jury", "false"],
          ["jury", "on"],
        ]),
        schema,
      ),
    ).toEqual({ jury: true });
    expect(readForm(form([["jury", "false"]]), schema)).toEqual({ jury: false });
  });

  it("leaves out fields the schema does not name (the intent button, a CSRF token) and files", () => {
    const data = form([
      ["intent", "save"],
      ["name", "x"],
    ]);
    data.append("file", new Blob(["%PDF"]), "essay.pdf");
    expect(readForm(data, z.object({ name: z.string() }))).toEqual({ name: "x" });
  });

  it("reads through refinements, defaults and pipes to the field's own type", () => {
    const schema = z
      .object({
        week: z.int().default(1),
        at: z.iso
          .datetime({ offset: true })
          .transform((value) => new Date(value).toISOString())
          .nullish(),
      })
      .superRefine(() => undefined);
    expect(
      readForm(
        form([
          ["week", "4"],
          ["at", ""],
        ]),
        schema,
      ),
    ).toEqual({ week: 4, at: null });
  });

  it("reads a discriminated union's fields against the option the form's tag names", () => {
    const schema = z.discriminatedUnion("action", [
      z.object({ action: z.literal("freeze"), week: z.int() }),
      z.object({ action: z.literal("draw"), week: z.int(), secret: z.string() }),
    ]);
    expect(
      readForm(
        form([
          ["action", "draw"],
          ["week", "3"],
          ["secret", "ab"],
        ]),
        schema,
      ),
    ).toEqual({ action: "draw", week: 3, secret: "ab" });
    expect(
      readForm(
        form([
          ["action", "freeze"],
          ["week", "3"],
          ["secret", "ab"],
        ]),
        schema,
      ),
    ).toEqual({ action: "freeze", week: 3 });
  });

  it("gives the API's own schema what it validates: a filled user form parses", () => {
    const data = form([
      ["full_name", "Nguyễn Văn A"],
      ["email", "a@example.com"],
      ["role", "judge"],
      ["password", "Correct-horse-9"],
      ["phone_number", ""],
      ["cmt", ""],
      ["birth_date", ""],
      ["nation", ""],
      ["person_type", ""],
    ]);
    const parsed = createUserInput.safeParse(readForm(data, createUserInput));
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({ full_name: "Nguyễn Văn A", email: "a@example.com", role: "judge" });
  });
});
