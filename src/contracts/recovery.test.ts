import { describe, expect, it } from "vitest";
import { translateShared } from "./messages.ts";
import { changePasswordInput, checkCodeInput, forgotPasswordInput, resetWithLinkInput, resetWithGrantInput, sendCodeQuery } from "./recovery.ts";

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("recovery forms", () => {
  it("normalise what people type: e-mail case, phone formats, spaces around a code", () => {
    expect(forgotPasswordInput.parse({ email: " Lan@Example.VN " })).toEqual({ email: "lan@example.vn" });
    expect(sendCodeQuery.parse({ phone_number: "0912 345 678" })).toEqual({ phone_number: "+84912345678" });
    expect(checkCodeInput.parse({ phone_number: "+84912345678", code: " 012345 " })).toEqual({ phone_number: "+84912345678", code: "012345" });
  });

  it("report every broken rule at once, under the field it belongs to", () => {
    expect(messagesOf(resetWithGrantInput.safeParse({ token: "", password: "short", password_confirmation: "other" }))).toEqual({
      token: "validation.required.token",
      password: "validation.password.tooShort",
      password_confirmation: "validation.password.mismatch",
    });
    expect(messagesOf(checkCodeInput.safeParse({ phone_number: "12", code: "12345a" }))).toEqual({
      phone_number: "validation.invalid.phone",
      code: "validation.invalid.code",
    });
    expect(
      messagesOf(changePasswordInput.safeParse({ current_password: "Same-password-1", password: "Same-password-1", password_confirmation: "Same-password-1" })),
    ).toEqual({
      password: "validation.password.sameAsCurrent",
    });
    expect(messagesOf(resetWithLinkInput.safeParse({ password: "password123", password_confirmation: "password123" }))).toEqual({
      password: "validation.password.common",
    });
  });

  it("accept a good new password", () => {
    expect(resetWithLinkInput.safeParse({ password: "Bien-xanh-2027", password_confirmation: "Bien-xanh-2027" }).success).toBe(true);
  });

  it("every message the recovery schemas can produce exists in both languages", () => {
    const failures = [
      forgotPasswordInput.safeParse({}),
      forgotPasswordInput.safeParse({ email: "nope" }),
      sendCodeQuery.safeParse({}),
      checkCodeInput.safeParse({ phone_number: "x", code: "" }),
      checkCodeInput.safeParse({ code: "1" }),
      resetWithGrantInput.safeParse({}),
      resetWithGrantInput.safeParse({ token: "t".repeat(201), password: "x".repeat(201), password_confirmation: "" }),
      changePasswordInput.safeParse({}),
      changePasswordInput.safeParse({ current_password: "a", password: "password", password_confirmation: "b" }),
    ];
    const keys = new Set(failures.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []));
    expect(keys.size).toBeGreaterThanOrEqual(12);
    for (const key of keys) {
      expect(key).toMatch(/^validation\./);
      expect(translateShared("en", key)).not.toBe("This value is not valid.");
      expect(translateShared("vi", key)).not.toBe("Giá trị không hợp lệ.");
    }
  });
});
