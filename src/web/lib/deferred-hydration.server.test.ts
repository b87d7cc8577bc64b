import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferredScripts, deferredScriptsStream } from "./deferred-hydration.server.ts";

const NONCE = "pSxyAxCgz+Rb5x3rR5UW7Q==";
const LOADER = "(function(){/*loader*/})()";

/** The shape of a page React Router renders: stylesheet, modulepreloads, context script, module script, streamed data. */
const page = [
  `<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/><title>Trang chủ · Thành phố hội nghị</title>`,
  `<link rel="stylesheet" href="/assets/root-CY4CurFX.css"/></head><body><main><h1>Chào mừng — “hội nghị”</h1>`,
  `<p>a &lt; b &gt; c</p></main>`,
  `<link rel="modulepreload" href="/assets/entry.client-D_wpON3H.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/react-DlmbjZJV.js" nonce="${NONCE}"/>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {"ssr":true};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-CaLYqvr9.js";\nimport("/assets/entry.client-D_wpON3H.js");</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[\\u003cdata]");</script>`,
  `</body></html>`,
].join("");

const rewriteWhole = (html: string, nonce = NONCE) => {
  const scripts = deferredScripts(LOADER, nonce);
  return scripts.write(html) + scripts.end();
};

async function throughStream(chunks: Buffer[]): Promise<string> {
  return (await buffer(Readable.from(chunks).pipe(deferredScriptsStream(LOADER, NONCE)))).toString("utf8");
}

describe("deferred scripts in the HTML stream", () => {
  it("makes React Router's module preloads and module script inert and puts the loader, with the nonce, before </head>", () => {
    const html = rewriteWhole(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<link data-deferred-modulepreload href="/assets/entry.client-D_wpON3H.js" nonce="${NONCE}"/>`);
    expect(html).toContain(`<script nonce="${NONCE}" type="deferred-module" async="">import * as route0`);
    expect(html).toContain(`<script nonce="${NONCE}">${LOADER}</script></head>`);
    expect(html.split(LOADER)).toHaveLength(2);
    // Everything else is untouched: the classic scripts, the stylesheet, the text.
    expect(html.replace(`<script nonce="${NONCE}">${LOADER}</script>`, "").replaceAll(" data-deferred-modulepreload", ' rel="modulepreload"').replace('type="deferred-module"', 'type="module"')).toBe(page);
  });

  it("writes the loader without a nonce attribute when the page has none", () => {
    expect(rewriteWhole(page, "")).toContain(`<script>${LOADER}</script></head>`);
  });

  it("puts the loader before the first inert script of a page without a head of its own", () => {
    const body = `<div>x</div><link rel="modulepreload" href="/a.js"/><script type="module">import "/a.js";</script>`;
    expect(rewriteWhole(body)).toBe(`<div>x</div><script nonce="${NONCE}">${LOADER}</script><link data-deferred-modulepreload href="/a.js"/><script type="deferred-module">import "/a.js";</script>`);
  });

  it("gives the same page whatever the chunk boundaries, inside tags and inside multi-byte characters", async () => {
    const whole = rewriteWhole(page);
    const bytes = Buffer.from(page, "utf8");
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(whole);
    }
    // Three chunks, every pair of cuts 7 bytes apart.
    for (let first = 1; first < bytes.length - 8; first += 7) {
      const second = first + 8;
      expect(await throughStream([bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)])).toBe(whole);
    }
  });

  it("keeps back only a tag cut at a chunk's end", () => {
    const scripts = deferredScripts(LOADER, NONCE);
    expect(scripts.write("<head></head><p>one</p><link rel=")).toBe(`<head><script nonce="${NONCE}">${LOADER}</script></head><p>one</p>`);
    expect(scripts.write('"modulepreload" href="/a.js"/><p>two')).toBe('<link data-deferred-modulepreload href="/a.js"/><p>two');
    expect(scripts.end()).toBe("");
  });
});
