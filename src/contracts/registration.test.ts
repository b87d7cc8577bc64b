import { describe, expect, it } from "vitest";
import { activationCodeField, isAdultOn, signupInput, signupInputOn } from "./registration.ts";

const valid = {
  full_name: "Nguyễn Thị Lan",
  cmt: "079201001234",
  birth_date: "22/11/2008",
  phone_number: "0912345678",
  email: "lan@example.vn",
  nation: "VN",
  password: "bien-xanh-hoi-nghi",
  password_confirmation: "bien-xanh-hoi-nghi",
  accept_terms: "on",
  person_type: "person",
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("registration rules", () => {
  it("normalises what a form sends", () => {
    const parsed = signupInput.parse({ ...valid, cmt: "b1234567", email: " Lan@Example.VN " });
    expect(parsed).toMatchObject({ cmt: "B1234567", email: "lan@example.vn", phone_number: "+84912345678", birth_date: "2008-11-22", accept_terms: true });
    expect(parsed.account_type).toBeUndefined();
  });

  it("needs the terms accepted: a checked box or true, nothing else", () => {
    for (const accept_terms of [true, "on", "true", "1"]) expect(signupInput.safeParse({ ...valid, accept_terms }).success).toBe(true);
    for (const accept_terms of [false, "off", "", undefined, "yes"]) {
      expect(messages(signupInput.safeParse({ ...valid, accept_terms }))).toEqual([["accept_terms", "validation.terms.required"]]);
    }
  });

  it("compares the two passwords and the e-mail", () => {
    expect(messages(signupInput.safeParse({ ...valid, password_confirmation: "bien-xanh-hoi-ngh" }))).toEqual([
      ["password_confirmation", "validation.password.mismatch"],
    ]);
    expect(messages(signupInput.safeParse({ ...valid, password: "LAN@example.vn", password_confirmation: "LAN@example.vn" }))).toEqual([
      ["password", "validation.password.sameAsEmail"],
    ]);
  });

  it("allows only candidate or investor as a self-chosen account type", () => {
    expect(signupInput.parse({ ...valid, account_type: "investor" }).account_type).toBe("investor");
    expect(messages(signupInput.safeParse({ ...valid, account_type: "administrator" }))).toEqual([["account_type", "validation.invalid.account_type"]]);
  });

  it("checks the age against the given day", () => {
    expect(isAdultOn("2008-11-22", "2026-11-22")).toBe(true);
    expect(isAdultOn("2008-11-23", "2026-11-22")).toBe(false);
    expect(signupInputOn("2026-11-22").safeParse(valid).success).toBe(true);
    expect(messages(signupInputOn("2026-11-21").safeParse(valid))).toEqual([["birth_date", "validation.birth_date.underAge"]]);
  });

  it("reads six-digit codes, ignoring spaces", () => {
    expect(activationCodeField.parse(" 123 456 ")).toBe("123456");
    expect(activationCodeField.safeParse("12345").error?.issues[0]?.message).toBe("validation.invalid.code");
    expect(activationCodeField.safeParse("").error?.issues[0]?.message).toBe("validation.required.code");
    expect(activationCodeField.safeParse(undefined).error?.issues[0]?.message).toBe("validation.required.code");
  });
});

describe("all problems at once", () => {
  it("reports cross-field rules together with the other fields' problems", () => {
    const result = signupInputOn("2026-11-22").safeParse({
      ...valid,
      full_name: "",
      password_confirmation: "other",
      birth_date: "23/11/2008",
      accept_terms: undefined,
    });
    expect(messages(result)).toEqual([
      ["full_name", "validation.required.full_name"],
      ["accept_terms", "validation.terms.required"],
      ["password_confirmation", "validation.password.mismatch"],
      ["birth_date", "validation.birth_date.underAge"],
    ]);
  });

  it("does not judge the age of a date it could not read", () => {
    expect(messages(signupInputOn("2026-11-22").safeParse({ ...valid, birth_date: "31/02/2000" }))).toEqual([["birth_date", "validation.invalid.birth_date"]]);
  });
});

describe("sign-up rules on a body that is not an object", () => {
  it.each([[null], [1], ["text"], [[]], [true]])("refuse %j with an issue instead of throwing", (value) => {
    expect(signupInput.safeParse(value).success).toBe(false);
    expect(signupInputOn("2026-11-22").safeParse(value).success).toBe(false);
  });
});
