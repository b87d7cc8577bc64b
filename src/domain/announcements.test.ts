import { describe, expect, it } from "vitest";
import { deliverySchedule, fillTemplate, personLocale, placeholdersOf, segmentMembers, unknownPlaceholders, type AnnouncementPerson } from "./announcements.ts";

const person = (key: string, fields: Partial<AnnouncementPerson> = {}): AnnouncementPerson => ({
  key,
  email: `${key.replace(":", "-")}@example.vn`,
  name: key,
  locale: "vi",
  kind: "candidate",
  hasEntry: false,
  finalist: false,
  unsubmittedMarks: 0,
  optedOut: false,
  ...fields,
});

describe("announcement segments", () => {
  const people = [
    person("user:1", { hasEntry: true, finalist: true }),
    person("user:2", { hasEntry: true }),
    person("user:3"),
    person("user:4", { optedOut: true }),
    person("user:5", { kind: "judge", unsubmittedMarks: 2 }),
    person("user:6", { kind: "judge" }),
    person("user:7", { kind: "investor" }),
    person("user:8", { kind: "administrator" }),
    person("subscriber:1", { kind: "subscriber", name: null }),
    // The investor's address again as a subscriber: one e-mail per address.
    person("subscriber:2", { kind: "subscriber", email: "user-7@example.vn" }),
    person("user:10", { hasEntry: false }),
  ];
  const keys = (segment: Parameters<typeof segmentMembers>[0], list = people) => segmentMembers(segment, list).map((p) => p.key);

  it("puts each person where the rules say, without those who unsubscribed", () => {
    expect(keys("contestants")).toEqual(["user:1", "user:2", "user:3", "user:10"]);
    expect(keys("contestants_without_entry")).toEqual(["user:3", "user:10"]);
    expect(keys("finalists")).toEqual(["user:1"]);
    expect(keys("judges_with_unsubmitted_marks")).toEqual(["user:5"]);
    expect(keys("investors")).toEqual(["user:7"]);
    expect(keys("subscribers")).toEqual(["subscriber:1", "subscriber:2"]);
  });

  it("sends one e-mail per address, whatever the capitals", () => {
    const twice = [person("user:1"), person("user:2", { email: "USER-1@example.vn" })];
    expect(keys("contestants", twice)).toEqual(["user:1"]);
  });
});

describe("a person's language", () => {
  it("takes the first known language, else Vietnamese", () => {
    expect(personLocale("en", "vi")).toBe("en");
    expect(personLocale(null, undefined, "en")).toBe("en");
    expect(personLocale(null, "xx")).toBe("vi");
    expect(personLocale()).toBe("vi");
  });
});

describe("templates", () => {
  it("lists the placeholders used and those that are not placeholders", () => {
    expect(placeholdersOf("{name}, {deadline} {name} {Tên}")).toEqual(["name", "deadline"]);
    expect(unknownPlaceholders("Hi {name}, {date} and {deadline}, {x_y}")).toEqual(["date", "x_y"]);
    expect(unknownPlaceholders("Giá {1} là {}")).toEqual([]);
  });

  it("fills in one pass: a value that looks like a placeholder stays literal", () => {
    expect(fillTemplate("Chào {name}, hạn chót {deadline}.", { name: "{deadline}", deadline: "30/11/2026 17:00" })).toBe(
      "Chào {deadline}, hạn chót 30/11/2026 17:00.",
    );
    expect(fillTemplate("{unknown} {name}", { name: "Lan", deadline: "" })).toBe("{unknown} Lan");
  });
});

describe("delivery schedule", () => {
  const start = new Date("2026-11-27T10:00:00.000Z");
  it("sends perMinute e-mails a minute", () => {
    expect(deliverySchedule(5, 2, start).map((d) => d.toISOString())).toEqual([
      "2026-11-27T10:00:00.000Z",
      "2026-11-27T10:00:00.000Z",
      "2026-11-27T10:01:00.000Z",
      "2026-11-27T10:01:00.000Z",
      "2026-11-27T10:02:00.000Z",
    ]);
    expect(deliverySchedule(0, 3, start)).toEqual([]);
  });
  it("refuses a rate that is not a positive whole number", () => {
    expect(() => deliverySchedule(1, 0, start)).toThrow(RangeError);
  });
});
