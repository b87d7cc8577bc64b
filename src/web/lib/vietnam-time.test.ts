import { describe, expect, it } from "vitest";
import { typedDate } from "./date-field.ts";
import { formatDateTime, vietnamLocalInput } from "./locale.ts";

describe("publish times in Vietnam time", () => {
  it("shows an instant as a Vietnam wall-clock value, which a date field reads back with the +07:00 offset", () => {
    expect(vietnamLocalInput("2026-11-22T03:04:05.000Z")).toBe("2026-11-22T10:04:05");
    expect(new Date(typedDate(vietnamLocalInput("2026-12-31T20:00:00.000Z"), "datetime")).toISOString()).toBe("2026-12-31T20:00:00.000Z");
  });

  it("formats date and time per language, in Vietnam time", () => {
    expect(formatDateTime("2026-11-22T03:04:05.000Z", "vi")).toMatch(/10:04.*22\/11\/2026|22\/11\/2026.*10:04/);
    expect(formatDateTime("2026-11-22T03:04:05.000Z", "en")).toBe("22/11/2026, 10:04");
  });
});
