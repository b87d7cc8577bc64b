import { describe, expect, it } from "vitest";
import { draftInputFor, missingPersonalFields, submitInputFor, visibleLength } from "./entry.ts";

const submitInput = submitInputFor({ title_min: 50, title_max: 200 });

describe("entry titles", () => {
  it("count characters as a reader sees them, however the diacritics were typed", () => {
    expect(visibleLength("Thành phố")).toBe(9);
    expect(visibleLength("Thành phố".normalize("NFD"))).toBe(9);
    expect(visibleLength("ệ".normalize("NFD"))).toBe(1);
    expect(visibleLength("👍🏽 ok")).toBe(4);
  });

  it("must have 50 to 200 characters after trimming", () => {
    const check = (title: string) => submitInput.safeParse({ choice_answer: "A", title, accept_rules: true, declare_not_staff: true }).success;
    expect(check("ế".repeat(50))).toBe(true);
    expect(check("ế".normalize("NFD").repeat(50))).toBe(true);
    expect(check(`  ${"a".repeat(49)}  `)).toBe(false);
    expect(check("ế".repeat(200))).toBe(true);
    expect(check("ế".repeat(201))).toBe(false);
  });

  it("follow the edition's own limits, not fixed numbers", () => {
    const narrow = submitInputFor({ title_min: 10, title_max: 20 });
    const check = (title: string) => narrow.safeParse({ choice_answer: "A", title, accept_rules: true, declare_not_staff: true }).success;
    expect(check("ế".repeat(10))).toBe(true);
    expect(check("ế".repeat(9))).toBe(false);
    expect(check("ế".repeat(21))).toBe(false);
    expect(draftInputFor({ title_min: 10, title_max: 20 }).safeParse({ title: "a".repeat(21) }).success).toBe(false);
    expect(draftInputFor({ title_min: 10, title_max: 300 }).safeParse({ title: "a".repeat(250) }).success).toBe(true);
  });

  it("needs the rules accepted, the staff declaration and an answer from A to E", () => {
    const title = "a".repeat(60);
    expect(submitInput.safeParse({ choice_answer: "F", title, accept_rules: true, declare_not_staff: true }).success).toBe(false);
    const refused = submitInput.safeParse({ choice_answer: "A", title, accept_rules: false });
    expect(refused.success ? [] : refused.error.issues.map((i) => i.message)).toEqual(["entry.validation.acceptRules", "entry.validation.notStaff"]);
  });
});

describe("personal information", () => {
  it("lists what is missing or blank", () => {
    const complete = { full_name: "An", birth_date: "1990-01-01", phone_number: "+84911111111", nation: "VN", person_type: "person" };
    expect(missingPersonalFields(complete)).toEqual([]);
    expect(missingPersonalFields({ ...complete, nation: " ", person_type: null })).toEqual(["nation", "person_type"]);
  });
});
