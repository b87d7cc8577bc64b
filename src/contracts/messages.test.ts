import { describe, expect, it } from "vitest";
import { contactInput } from "./contact.ts";
import { issueVars, localVars } from "./issue-vars.ts";
import { translateShared } from "./messages.ts";

describe("shared messages", () => {
  it("translates keys and fills variables", () => {
    expect(translateShared("en", "errors.RATE_LIMITED", { seconds: 30 })).toBe("You have sent too many requests. Please try again in 30 seconds.");
    expect(translateShared("vi", "errors.RATE_LIMITED", { seconds: 30 })).toContain("30 giây");
  });

  it("shows a generic 'not valid' text in the reader's language for anything that is not a key", () => {
    expect(translateShared("en", "Invalid input: expected string")).toBe("This value is not valid.");
    expect(translateShared("vi", "nope.missing")).toBe("Giá trị không hợp lệ.");
  });

  it("every message the contact schema can produce exists in both languages", () => {
    const failures = [
      {},
      { full_name: "", email: "", content: "" },
      { full_name: "x".repeat(121), email: "bad", content: "x".repeat(5001) },
      { full_name: "a", email: `${"x".repeat(250)}@a.vn`, content: "b" },
    ];
    const keys = new Set(failures.flatMap((input) => contactInput.safeParse(input).error?.issues.map((i) => i.message) ?? []));
    expect(keys.size).toBeGreaterThanOrEqual(4);
    for (const key of keys) {
      expect(key).toMatch(/^validation\./);
      expect(translateShared("en", key)).not.toBe("This value is not valid.");
      expect(translateShared("vi", key)).not.toBe("Giá trị không hợp lệ.");
    }
  });

  it("a text over its limit names the limit, written as the language writes numbers", () => {
    const issue = contactInput.safeParse({ full_name: "An", email: "an@example.vn", content: "x".repeat(5001) }).error!.issues[0]!;
    expect(issue.message).toBe("validation.textTooLong");
    expect(translateShared("vi", issue.message, localVars(issueVars(issue).vars!, "vi"))).toBe("Tối đa 5.000 ký tự.");
    expect(translateShared("en", issue.message, localVars(issueVars(issue).vars!, "en"))).toBe("At most 5,000 characters.");
  });
});
