import { describe, expect, it } from "vitest";
import { matchPage, pathTo } from "./site-map.ts";
import { disallowedPaths } from "./robots.ts";

const blocked = (path: string) => disallowedPaths().some((rule) => path === rule || path.startsWith(rule.endsWith("/") ? rule : `${rule}/`));

describe("robots.txt rules", () => {
  it("keep search engines out of the signed-in areas and account pages in both languages, at their real addresses", () => {
    for (const path of [
      "/dashboard/admin",
      "/en/dashboard/admin/users",
      "/dashboard/user/user-info",
      "/admin/login",
      "/en/admin/login",
      "/api/v1/news",
      "/logout",
      "/en/logout",
    ]) {
      expect(blocked(path), path).toBe(true);
    }
    expect(blocked(pathTo("en", "subscribeConfirm")), "English newsletter confirmation").toBe(true);
    expect(blocked(pathTo("en", "unsubscribe")), "English unsubscribe").toBe(true);
    expect(blocked(pathTo("vi", "unsubscribe"))).toBe(true);
  });

  it("leave every public page open", () => {
    for (const path of [
      "/",
      "/en",
      "/tin-tuc",
      "/en/news/1/2-x",
      "/cuoc-thi/dieu-le",
      "/en/contest/dieu-le",
      "/lien-he",
      "/en/contact",
      "/nhan-tin",
      "/en/newsletter",
    ]) {
      expect(blocked(path), path).toBe(false);
      expect(matchPage(path), path).toBeDefined();
    }
  });

  it("leave the contest's sign-up and sign-in pages open in both languages: people search for how to take part", () => {
    for (const page of ["register", "userLogin"] as const) {
      for (const locale of ["vi", "en"] as const) expect(blocked(pathTo(locale, page)), `${locale} ${page}`).toBe(false);
    }
    for (const path of [pathTo("vi", "forgotPassword"), pathTo("en", "forgotPassword"), pathTo("en", "adminLogin")]) expect(blocked(path), path).toBe(true);
  });

  it("list no rule that a shorter rule already covers", () => {
    const rules = disallowedPaths();
    expect(new Set(rules).size).toBe(rules.length);
    for (const rule of rules)
      expect(
        rules.filter((other) => other !== rule && rule.startsWith(`${other.replace(/\/$/, "")}/`)),
        rule,
      ).toEqual([]);
  });
});
