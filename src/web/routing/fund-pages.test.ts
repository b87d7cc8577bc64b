import { describe, expect, it } from "vitest";
import { fundOfPath } from "./fund-pages.ts";

describe("fundOfPath", () => {
  it("reads the fund of a group page, of its sub-pages and of its data request", () => {
    expect(fundOfPath("/dashboard/admin/dtbv")).toBe(1);
    expect(fundOfPath("/en/dashboard/admin/dtbv.data")).toBe(1);
    expect(fundOfPath("/dashboard/admin/dtbv/bao-cao-nav")).toBe(1);
    expect(fundOfPath("/dashboard/admin/dttt.data")).toBe(0);
    expect(fundOfPath("/dashboard/admin/dtbvx")).toBe(0);
  });
});
