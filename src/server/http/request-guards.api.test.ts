import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#contracts/identity.ts";
import { buildApp, type WebHandler } from "#server/app.ts";
import { seedEdition } from "#server/modules/contest/edition.service.ts";
import { contestClient } from "#server/testing/contest-client.ts";
import { tusMetadata } from "#server/testing/entry-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { WEB_FORM_LIMIT_BYTES } from "./body-limit.ts";

const SITE = "https://contest.example.vn";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
});
afterEach(() => t.close());

/** A session cookie of a fresh candidate, and the number of live sessions to check a sign-out against. */
async function cookieOf() {
  const { id, headers } = await t.signedIn("candidate");
  const token = headers.authorization.slice("Bearer ".length);
  const liveSessions = async () => (await t.db.selectFrom("sessions").select("id").where("user_id", "=", id).where("revoked_at", "is", null).execute()).length;
  return { cookie: `${SESSION_COOKIE}=${token}`, bearer: headers.authorization, liveSessions };
}

/** A body that never ends on its own: `pulled` says how much of it the server asked for. */
function endlessBody(chunkBytes = 64 * 1024, maxBytes = 300 * 1024 * 1024) {
  const meter = { pulled: 0 };
  const chunk = new TextEncoder().encode("a=".padEnd(chunkBytes, "x"));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (meter.pulled >= maxBytes) return controller.close();
      meter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, meter };
}

describe("CSRF: cookie-authenticated state changes come from our own origin", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a look-alike Origin", { origin: "https://contest.example.vn.evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (another subdomain)", { "sec-fetch-site": "same-site" }],
    ["neither Origin nor Sec-Fetch-Site", {}],
  ])("refuses %s with a translated 403 and changes nothing", async (_name, headers) => {
    const session = await cookieOf();
    const res = await t.call("POST", "/api/v1/auth/logout", { body: {}, lang: "en", headers: { cookie: session.cookie, ...headers } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      error: "FORBIDDEN",
      message: "This request did not come from this website, so it was refused. Please reload the page and try again.",
    });
    expect(await session.liveSessions()).toBe(1);
    const vi = await t.call("POST", "/api/v1/auth/profile", { body: { full_name: "Kẻ gian" }, lang: "vi", headers: { cookie: session.cookie, ...headers } });
    expect(vi.json.message).toBe("Yêu cầu này không xuất phát từ trang web này nên đã bị từ chối. Vui lòng tải lại trang và thử lại.");
  });

  it.each([
    ["Origin is our public origin", { origin: SITE }],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
  ])("accepts them when %s", async (_name, headers) => {
    const session = await cookieOf();
    const res = await t.call("POST", "/api/v1/auth/logout", { body: {}, headers: { cookie: session.cookie, ...headers } });
    expect(res.status).toBe(200);
    expect(await session.liveSessions()).toBe(0);
  });

  it("leaves bearer-token requests and cookie reads alone", async () => {
    const session = await cookieOf();
    expect((await t.call("GET", "/api/v1/auth/profile", { headers: { cookie: session.cookie, origin: "https://evil.example" } })).status).toBe(200);
    const res = await t.call("POST", "/api/v1/auth/logout", { body: {}, headers: { authorization: session.bearer, origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});

describe("JSON endpoints accept only JSON", () => {
  it.each([
    ["a form post", "application/x-www-form-urlencoded", "full_name=K%E1%BA%BB"],
    ["text/plain (what a cross-site form can send)", "text/plain", '{"full_name":"Kẻ"}'],
    ["a multipart form", "multipart/form-data; boundary=b", '--b\r\ncontent-disposition: form-data; name="full_name"\r\n\r\nKẻ\r\n--b--\r\n'],
    ["a truncated multipart form", "multipart/form-data; boundary=b", '--b\r\ncontent-disposition: form-data; name="full_name"\r\n\r\nK'],
  ])("refuses %s with a translated 415 and writes nothing", async (_name, type, body) => {
    const { headers } = await t.signedIn("candidate", { full_name: "Lan" });
    const res = await t.app.request("/api/v1/auth/profile", { method: "POST", headers: { ...headers, "content-type": type, "accept-language": "en" }, body });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "UNSUPPORTED_MEDIA_TYPE", message: "Please send the data as JSON (Content-Type: application/json)." });
    expect(await t.db.selectFrom("users").select("full_name").where("role", "=", "candidate").execute()).toEqual([{ full_name: "Lan" }]);
  });

  it.each([["null"], ["[]"], ["42"], ['"text"']])("refuses the JSON value %s where an object is expected with a 400", async (body) => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body, lang: "en" });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ path: "", message: "The request body must be a JSON object." }]);
    expect(await t.db.selectFrom("users").select("id").execute()).toHaveLength(0);
  });
});

describe("multipart uploads cut off mid-part", () => {
  it.each([
    ["the file part", "file"],
    ["a part the upload skips", "other"],
  ])("answer a 4xx (and do not crash the process) when the body ends inside %s", async (_name, part) => {
    const { headers } = await t.signedIn("administrator");
    const res = await t.app.request("/api/v1/attachments/editor", {
      method: "POST",
      headers: { ...headers, "content-type": "multipart/form-data; boundary=cut" },
      body: `--cut\r\ncontent-disposition: form-data; name="${part}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\u0089PNG`,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("the web app's requests", () => {
  /** A stand-in for the server-rendered app: reads the form like an action does, then calls the API in-process. */
  const formAction: WebHandler = async (request, context) => {
    const form = request.method === "POST" ? await request.formData() : new FormData();
    const api = await context.fetchApi("/auth/logout", { method: "POST", body: "{}" });
    return Response.json({ fields: Object.fromEntries(form), api: api.status });
  };

  it("refuses a chunked form body over the limit with a 413 as soon as it passes, without reading the rest", async () => {
    const web = buildApp(t.deps, { web: formAction });
    const body = endlessBody();
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const res = await web.request("/lien-he", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("The data sent is too large.");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(body.meter.pulled).toBeLessThan(WEB_FORM_LIMIT_BYTES + 4 * 64 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const web = buildApp(t.deps, { web: formAction });
    const body = endlessBody();
    const res = await web.request("/user/login", {
      method: "POST",
      headers: { origin: SITE, "content-length": String(300 * 1024 * 1024), "content-type": "application/x-www-form-urlencoded" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(body.meter.pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("counts a chunked multipart body as it passes and refuses it past the largest upload's limit", async () => {
    const web = buildApp(t.deps, { web: formAction });
    const body = endlessBody();
    const started = performance.now();
    const res = await web.request("/lien-he", {
      method: "POST",
      headers: { origin: SITE, "content-type": "multipart/form-data; boundary=x", "accept-language": "en" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("The data sent is too large.");
    expect(performance.now() - started).toBeLessThan(3000);
    // The largest upload (a fund report's PDF, 20 MB) plus a few chunks: never the 300 MB on offer.
    expect(body.meter.pulled).toBeLessThan(24 * 1024 * 1024);
  });

  it("passes a normal form post from our own page to the action, whose in-process API calls act as the visitor", async () => {
    const web = buildApp(t.deps, { web: formAction });
    const session = await cookieOf();
    const res = await web.request("/logout", {
      method: "POST",
      headers: { origin: SITE, cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "full_name=Lan&content=xin+ch%C3%A0o",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fields: { full_name: "Lan", content: "xin chào" }, api: 200 });
    expect(await session.liveSessions()).toBe(0);
  });

  it("refuses a form posted from another site (e.g. /logout) before the action runs, in the page's language", async () => {
    const web = buildApp(t.deps, { web: formAction });
    const session = await cookieOf();
    const res = await web.request("/logout", {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: session.cookie, "accept-language": "vi" },
      body: "",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Yêu cầu này không xuất phát từ trang web này nên đã bị từ chối. Vui lòng tải lại trang và thử lại.");
    expect(await session.liveSessions()).toBe(1);
  });

  it("hands the web app its in-process answers as the API wrote them: the same JSON and status as over the wire", async () => {
    await seedEdition(t.deps);
    const paths = ["/contest/edition", "/settings", "/news?per_page=1", "/pages/contest/hoi-dap", "/results/final", "/nope"];
    const inProcess: WebHandler = async (_request, context) =>
      Response.json(
        await Promise.all(
          paths.map(async (path) => {
            const answer = await context.fetchApi(path);
            // A success is parsed from the API's string, and may be read again; an error is an ordinary answer.
            const body = await answer.json();
            return { status: answer.status, body, again: answer.ok ? JSON.parse(await answer.text()) : body };
          }),
        ),
      );
    const answers = (await (await buildApp(t.deps, { web: inProcess }).request("/")).json()) as { status: number; body: unknown; again: unknown }[];
    for (const [index, path] of paths.entries()) {
      const wire = await t.call("GET", `/api/v1${path}`);
      const answer = answers[index]!;
      expect([answer.status, answer.body, answer.again], path).toEqual([wire.status, wire.json, wire.json]);
    }
  });

  it("sends an address with repeated slashes to the one with them merged, keeping the query and the method (308), as nginx would", async () => {
    const web = buildApp(t.deps, { web: formAction });
    for (const [address, merged] of [
      ["//", "/"],
      ["/en//", "/en/"],
      ["/tin-tuc//1?page=2", "/tin-tuc/1?page=2"],
      ["///lien-he", "/lien-he"],
    ] as const) {
      const res = await web.request(address);
      expect(res.status, address).toBe(308);
      expect(res.headers.get("location"), address).toBe(merged);
    }
    const post = await web.request("/lien-he//", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect([post.status, post.headers.get("location")]).toEqual([308, "/lien-he/"]);
    expect((await web.request("/lien-he")).status).toBe(200);
  });

  it("does not trust an in-process marker a client could send: a forged header changes nothing", async () => {
    const session = await cookieOf();
    const res = await t.call("POST", "/api/v1/auth/logout", { body: {}, headers: { cookie: session.cookie, "x-in-process": "1", "sec-fetch-site": "none" } });
    expect(res.status).toBe(403);
    expect(await session.liveSessions()).toBe(1);
  });
});

describe("CSRF: resumable uploads authenticated by the session cookie", () => {
  it("refuses an upload creation from another site, and accepts it from our own pages", async () => {
    await seedEdition(t.deps);
    const person = await contestClient(t).contestant();
    const cookie = `${SESSION_COOKIE}=${person.headers.authorization.slice("Bearer ".length)}`;
    const create = (headers: Record<string, string>) =>
      t.app.request("/uploads", {
        method: "POST",
        headers: { "tus-resumable": "1.0.0", "upload-length": "10", "upload-metadata": tusMetadata({ kind: "image", filename: "a.jpg" }), cookie, ...headers },
      });
    const foreign = await create({ origin: "https://evil.example", "accept-language": "en" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: "FORBIDDEN" });
    expect(await t.db.selectFrom("entry_files").select("id").execute()).toHaveLength(0);
    expect((await create({ origin: SITE })).status).toBe(201);
    expect(await t.db.selectFrom("entry_files").select("id").execute()).toHaveLength(1);
  });
});
