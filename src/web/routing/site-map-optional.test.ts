import { describe, expect, it } from "vitest";
import { alternatePath, localeOfPath, matchPage, pathTo } from "./site-map.ts";

describe("optional route parameters", () => {
  it("take a whole segment, so a page whose slug starts like another's is not mistaken for it", () => {
    expect(matchPage("/en/newsletter")?.page).toBe("subscribe");
    expect(matchPage("/news")).toEqual({ page: "news", params: {} });
    expect(matchPage("/news/3")).toEqual({ page: "news", params: { cid: "3" } });
    expect(matchPage("/gioi-thieu/ve-chung-toi")).toEqual({ page: "introduce", params: { id: "ve-chung-toi" } });
    expect(alternatePath("/en/newsletter", "vi")).toBe("/nhan-tin");
  });

  it("may follow a required parameter, which a path must fill", () => {
    expect(matchPage("/dashboard/admin/dtbv/chart/edit")).toEqual({ page: "adminFundChartEdit", params: { group: "dtbv" } });
    expect(matchPage("/en/dashboard/admin/dtbv/chart/edit/7")).toEqual({ page: "adminFundChartEdit", params: { group: "dtbv", id: "7" } });
    expect(pathTo("en", "adminFundChartEdit", { group: "dtbv" })).toBe("/en/dashboard/admin/dtbv/chart/edit");
    expect(() => pathTo("vi", "adminFundChartEdit", { id: "7" })).toThrow('Missing route param "group"');
    expect(alternatePath("/tin-tuc/t%E1%BA%A7m%20nh%C3%ACn", "en")).toBe("/en/news/t%E1%BA%A7m%20nh%C3%ACn");
  });

  it("read a client navigation's data request as its page", () => {
    expect(matchPage("/dich-vu/dau-tu-ben-vung--tsbv.data")).toEqual({ page: "service", params: { id: "dau-tu-ben-vung--tsbv" } });
    expect(matchPage("/en/newsletter/unsubscribe.data")?.page).toBe("unsubscribe");
    expect(matchPage("/_root.data")?.page).toBe("home");
    expect(matchPage("/en.data")?.page).toBe("home");
    expect(localeOfPath("/en.data")).toBe("en");
  });
});
