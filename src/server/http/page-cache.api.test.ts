import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp, type WebHandler } from "#server/app.ts";
import { createDeps, type Deps } from "#server/deps.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * The public page cache with a stand-in for the web app that renders like it: the header shows who is signed in
 * (asked from the API only with a session cookie), the footer the news categories, inline scripts carry the nonce,
 * and pages say `public` only to anonymous visitors (as src/web/routing/cache-policy.ts does).
 */
const renders: string[] = [];
let inProcessAnswer: Response | undefined;
const web: WebHandler = async (request, context) => {
  const url = new URL(request.url);
  renders.push(url.pathname);
  const locale = url.pathname === "/en" || url.pathname.startsWith("/en/") ? "en" : "vi";
  const signedIn = /(^|;\s*)session=./.test(request.headers.get("cookie") ?? "");
  inProcessAnswer = await context.fetchApi("/newscat", { locale });
  const categories = (await inProcessAnswer.json()) as { data: { name: string }[] };
  const profile = signedIn ? ((await (await context.fetchApi("/auth/profile", { locale })).json()) as { data?: { full_name: string } }) : undefined;
  const account = profile?.data?.full_name ?? (locale === "en" ? "Sign in" : "Đăng nhập");
  const html = `<html lang="${locale}"><header>${account}</header><footer>${categories.data.map((c) => c.name).join(", ")}</footer><script nonce="${context.nonce}">hydrate()</script></html>`;
  const personal = signedIn || url.pathname === "/private";
  return new Response(request.method === "HEAD" ? null : html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": personal ? "private, no-cache" : "public, no-cache" },
  });
};

const cachedEnv = { PUBLIC_CACHE_TTL_SECONDS: "30", PUBLIC_CACHE_SYNC_MS: "1000" };

describe("public page cache", () => {
  let t: TestApp;
  let app: ReturnType<typeof buildApp>;
  let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
  let candidate: Awaited<ReturnType<TestApp["signedIn"]>>;
  let other: Deps;
  let otherApp: ReturnType<typeof buildApp>;
  const get = (path: string, headers: Record<string, string> = {}, on = app) => on.request(path, { headers });
  const session = (who: { headers: { authorization: string } }) => ({ cookie: `locale=vi; session=${who.headers.authorization.slice("Bearer ".length)}` });
  const addCategory = async (name: string) => {
    const response = await t.call("POST", "/api/v1/newscat", { body: { name_vi: name, name_en: `${name} (en)`, position: 9 }, headers: admin.headers });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp(cachedEnv);
    app = buildApp(t.deps, { web });
    // A second process on the same database (its own memory, its own cache).
    other = createDeps(t.deps.config, { clock: t.clock });
    otherApp = buildApp(other, { web });
    admin = await t.signedIn("administrator");
    candidate = await t.signedIn("candidate", { full_name: "Nguyễn Thị Mai" });
    await t.db
      .insertInto("news_categories")
      .values({ slug: "su-kien", name_vi: "Sự kiện", name_en: "Events", position: 1, created_at: t.clock.now().toISOString() })
      .execute();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.deps.publicCache.purge("test");
    t.clock.advance(2_000);
    renders.length = 0;
  });

  it("serves the second anonymous visit from the cache, with its own nonce, per language", async () => {
    const first = await get("/");
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("miss");
    const second = await get("/");
    const secondBody = await second.text();
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(renders).toEqual(["/"]);
    const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)![1]!;
    expect(nonceOf(secondBody)).not.toBe(nonceOf(firstBody));
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${nonceOf(secondBody)}'`);
    expect(secondBody.replace(nonceOf(secondBody), "")).toBe(firstBody.replace(nonceOf(firstBody), ""));
    expect(secondBody).toContain("Đăng nhập");

    const english = await get("/en");
    expect(english.headers.get("x-cache")).toBe("miss");
    expect(await english.text()).toContain("<header>Sign in</header>");
    expect(await (await get("/en")).text()).toContain("Events");
    expect(renders).toEqual(["/", "/en"]);
  });

  it("never shows a signed-in visitor the anonymous page, nor anyone else theirs (both languages)", async () => {
    for (const path of ["/", "/en"]) {
      await get(path); // the anonymous page is now cached
      const mine = await get(path, session(candidate));
      expect(mine.headers.get("x-cache")).toBeNull();
      expect(mine.headers.get("cache-control")).toBe("private, no-cache");
      expect(await mine.text()).toContain("<header>Nguyễn Thị Mai</header>");
      const anonymous = await (await get(path)).text();
      expect(anonymous).not.toContain("Nguyễn Thị Mai");
      expect(anonymous).toContain(path === "/" ? "Đăng nhập" : "Sign in");
    }
    // Signed in first, on an empty cache: the next anonymous visitor gets a page of their own.
    await t.deps.publicCache.purge("test");
    renders.length = 0;
    expect(await (await get("/", session(candidate))).text()).toContain("Nguyễn Thị Mai");
    const after = await get("/");
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(await after.text()).not.toContain("Nguyễn Thị Mai");
    expect(renders).toEqual(["/", "/"]);
  });

  it("keeps only what the page allows, and never for a request with credentials or other cookies", async () => {
    await get("/private");
    expect((await get("/private")).headers.get("x-cache")).toBeNull();
    await get("/", { authorization: candidate.headers.authorization });
    await get("/", { cookie: "flash=saved" });
    expect((await get("/", { cookie: "flash=saved" })).headers.get("x-cache")).toBeNull();
    // The language preference is part of the key: its own entry, then a hit.
    expect((await get("/", { cookie: "locale=en" })).headers.get("x-cache")).toBe("miss");
    expect((await get("/", { cookie: "locale=en" })).headers.get("x-cache")).toBe("hit");
    expect(renders).toEqual(["/private", "/private", "/", "/", "/", "/"]);
  });

  it("answers 304 to a conditional request that matches, 200 once the page changed", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("vary")).toContain("Cookie");
    const byTag = await get("/", { "if-none-match": etag });
    expect(byTag.status).toBe(304);
    // The browser keeps its copy and that copy's policy (its scripts carry the nonce that policy names).
    expect(byTag.headers.get("content-security-policy")).toBeNull();
    expect(await byTag.text()).toBe("");
    expect((await get("/", { "if-modified-since": lastModified })).status).toBe(304);
    expect((await get("/", { "if-none-match": '"something-else"' })).status).toBe(200);

    await addCategory("Học bổng");
    const changed = await get("/", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Học bổng");
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("purges on a write through the API, in both languages and in the other process", async () => {
    await get("/");
    await get("/en", {}, otherApp);
    expect((await get("/en", {}, otherApp)).headers.get("x-cache")).toBe("hit");
    await addCategory("Giải thưởng");
    expect(await (await get("/")).text()).toContain("Giải thưởng");
    // The other process compares generations at most every PUBLIC_CACHE_SYNC_MS.
    t.clock.advance(1_000);
    const english = await get("/en", {}, otherApp);
    expect(english.headers.get("x-cache")).toBe("miss");
    expect(await english.text()).toContain("Giải thưởng (en)");
  });

  it("answers the web app's in-process calls without the headers only a browser reads", async () => {
    await get("/", { "accept-encoding": "gzip" });
    expect(inProcessAnswer!.headers.get("content-type")).toBe("application/json");
    for (const name of ["content-security-policy", "x-content-type-options", "x-request-id", "content-encoding"])
      expect(inProcessAnswer!.headers.get(name)).toBeNull();
  });

  it("keeps the anonymous answers of public API reads, per language, never a signed-in caller's, until a write", async () => {
    const read = (headers: Record<string, string> = {}) => get("/api/v1/newscat", headers);
    const first = await read({ "accept-language": "en" });
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    expect(first.headers.get("x-cache")).toBe("miss");
    const again = await read({ "accept-language": "en" });
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(again.headers.get("x-request-id")).toBeTruthy();
    expect(await again.json()).toEqual(await first.json());
    const vietnamese = await read({ "accept-language": "vi" });
    expect(vietnamese.headers.get("x-cache")).toBe("miss");
    expect(JSON.stringify(await vietnamese.json())).toContain("Sự kiện");
    const mine = await read({ ...session(candidate), "accept-language": "en" });
    expect(mine.headers.get("x-cache")).toBeNull();
    expect(mine.headers.get("cache-control")).toBe("no-store");
    // An administrator's read is never public, and a write purges the anonymous one.
    expect((await get("/api/v1/admin/newscat", { authorization: admin.headers.authorization })).headers.get("cache-control")).toBe("no-store");
    await addCategory("Hội thảo");
    const changed = await read({ "accept-language": "en" });
    expect(changed.headers.get("x-cache")).toBe("miss");
    expect(JSON.stringify(await changed.json())).toContain("Hội thảo (en)");
  });

  it("caches the layouts' public reads until a purge or the TTL, and expires pages after the TTL", async () => {
    const names = async () => ((await t.call("GET", "/api/v1/newscat")).json.data as { name: string }[]).map((c) => c.name);
    const before = await names();
    await t.db
      .insertInto("news_categories")
      .values({ slug: "viet-thang", name_vi: "Viết thẳng", name_en: null, position: 99, created_at: t.clock.now().toISOString() })
      .execute();
    expect(await names()).toEqual(before);
    await get("/");
    t.clock.advance(31_000);
    expect(await names()).toContain("Viết thẳng");
    expect((await get("/")).headers.get("x-cache")).toBe("miss");
  });
});
