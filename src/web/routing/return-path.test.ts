import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

const site = "https://contest.example.vn";

describe("safeReturnPath", () => {
  it.each([
    ["/%09/evil.example"],
    ["/%09//evil.example"],
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["https://evil.example/dashboard/user/user-info"],
    ["http://contest.example.vn/dashboard/admin"],
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["evil.example"],
    ["/no-such-page"],
    ["/tin-tuc/%E0/1"],
    ["/api/v1/auth/profile"],
    ["/dashboard/user/user-info?q=ưu tiên"],
    ["/tin-tuc/thông-báo/7"],
    ["/dashboard/admin\u2028"],
    ["/dashboard/admin "],
    [""],
    [null],
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value, site)).toBeUndefined();
  });

  it.each([
    ["/dashboard/admin", "/dashboard/admin"],
    ["/en/contact", "/en/contact"],
    ["/dashboard/admin/list-test/12?page=2#top", "/dashboard/admin/list-test/12?page=2#top"],
    ["/dashboard/user/user-info?q=%C6%B0u%20ti%C3%AAn", "/dashboard/user/user-info?q=%C6%B0u%20ti%C3%AAn"],
    ["/tin-tuc/th%C3%B4ng-b%C3%A1o/7", "/tin-tuc/th%C3%B4ng-b%C3%A1o/7"],
    ["/", "/"],
  ])("keeps %j as %j (ASCII, ready for a Location header)", (value, expected) => {
    const path = safeReturnPath(value, site);
    expect(path).toBe(expected);
    expect(() => new Headers({ Location: path! })).not.toThrow();
  });
});
