import { describe, expect, it } from "vitest";
import { cascadeOf, type Award } from "./cascade.ts";

const award = (rank: Award["rank"], code: string): Award => ({ rank, amount_vnd: 1, seq: Number(code.slice(1)), code, title: code });

describe("the cascade of a cancellation", () => {
  it("lists each prize place whose holder changed, with nobody where a place fell empty", () => {
    const before = [award("special", "E1"), award("first", "E2"), award("second", "E3"), award("consolation", "E4"), award("consolation", "E5")];
    const after = [award("special", "E2"), award("first", "E3"), award("second", "E6"), award("consolation", "E5")];
    expect(cascadeOf(before, after)).toEqual([
      { rank: "special", from: "E1", to: "E2" },
      { rank: "first", from: "E2", to: "E3" },
      { rank: "second", from: "E3", to: "E6" },
      { rank: "consolation", from: "E4", to: null },
    ]);
  });
});
