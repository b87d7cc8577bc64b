import { describe, expect, it } from "vitest";
import { translateShared } from "#contracts/messages.ts";
import { ApiError } from "./errors.ts";
import { requireActivated } from "./require-activated.ts";

describe("requireActivated", () => {
  it("lets an activated account through", () => {
    expect(() => requireActivated({ activated: true })).not.toThrow();
  });

  it("refuses a not yet activated account with 403 and a message saying why, in both languages", () => {
    let caught: unknown;
    try {
      requireActivated({ activated: false });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const error = caught as ApiError;
    expect(error.status).toBe(403);
    expect(error.code).toBe("FORBIDDEN");
    expect(error.messageKey).toBe("errors.notActivated");
    expect(translateShared("en", error.messageKey)).toMatch(/activate/i);
    expect(translateShared("vi", error.messageKey)).toMatch(/kích hoạt/);
  });
});
