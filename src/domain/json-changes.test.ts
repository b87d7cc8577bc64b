import { describe, expect, it } from "vitest";
import { jsonChanges } from "./json-changes.ts";

describe("jsonChanges", () => {
  it("lists changed, added and removed fields by path, nested objects walked", () => {
    expect(
      jsonChanges(
        { role: "candidate", name: "An", address: { city: "Đà Nẵng", ward: "1" } },
        { role: "judge", name: "An", address: { city: "Huế" }, phone: "x" },
      ),
    ).toEqual([
      { path: "role", before: "candidate", after: "judge" },
      { path: "address.city", before: "Đà Nẵng", after: "Huế" },
      { path: "address.ward", before: "1" },
      { path: "phone", after: "x" },
    ]);
  });

  it("shows a creation or deletion as every field added or removed, and compares arrays whole", () => {
    expect(jsonChanges(undefined, { title: "A", tags: [1, 2] })).toEqual([
      { path: "title", after: "A" },
      { path: "tags", after: [1, 2] },
    ]);
    expect(jsonChanges({ tags: [1, 2] }, { tags: [1, 2] })).toEqual([]);
    expect(jsonChanges({ n: 1 }, undefined)).toEqual([{ path: "n", before: 1 }]);
  });

  it("reports a scalar on its own under an empty path", () => {
    expect(jsonChanges(undefined, "on")).toEqual([{ path: "", after: "on" }]);
  });
});
