import { describe, expect, it } from "vitest";
import { offlinePolicy } from "./offline-policy.ts";

const origin = "https://site.example";
const policy = (path: string, method = "GET") => offlinePolicy(origin + path, method, origin);

describe("what the service worker caches", () => {
  it("keeps hashed build files cache-first", () => {
    expect(policy("/assets/root-AbC123.js")).toBe("asset");
  });

  it("stores public pages and their route data in both languages", () => {
    for (const path of [
      "/",
      "/en",
      "/gioi-thieu/ve-chung-toi",
      "/en/introduce/about",
      "/tin-tuc/1/2",
      "/gioi-thieu/ve-chung-toi.data",
      "/en.data",
      "/_root.data",
      "/en/_root.data",
      "/logo.svg",
    ]) {
      expect(policy(path), path).toBe("page");
    }
  });

  it("never stores the API, dashboards, personal or one-time pages, other origins or writes", () => {
    for (const path of [
      "/api/v1/settings",
      "/dashboard/admin",
      "/en/dashboard/user/user-info",
      "/dashboard/admin/settings.data",
      "/user/login",
      "/en/user/register",
      "/admin/login",
      "/auth/signin",
      "/logout",
      "/uploads/abc",
      "/nhan-tin/xac-nhan",
      "/en/newsletter/unsubscribe",
      "/user/verify?token=abc",
      "/sw.js",
      "/sitemap.xml",
    ]) {
      expect(policy(path), path).toBe("none");
    }
    expect(policy("/gioi-thieu", "POST")).toBe("none");
    expect(offlinePolicy("https://cdn.example/x.js", "GET", origin)).toBe("none");
  });
});
