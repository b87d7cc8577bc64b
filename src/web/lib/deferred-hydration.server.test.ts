import { describe, expect, it } from "vitest";
import { deferScripts } from "./deferred-hydration.server.ts";

const NONCE = "pSxyAxCgz+Rb5x3rR5UW7Q==";
const LOADER = "(function(){/*loader*/})()";

/** The shape of a page React Router renders: head with the preloads React hoists there, context script, module script, streamed data. */
const page = [
  `<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/><title>Trang chủ · Thành phố hội nghị</title>`,
  `<link rel="modulepreload" href="/assets/entry.client-D_wpON3H.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/react-DlmbjZJV.js" nonce="${NONCE}"/>`,
  `<link rel="stylesheet" href="/assets/root-CY4CurFX.css"/></head><body><main><h1>Chào mừng — “hội nghị”</h1>`,
  `<p>a &lt; b &gt; c</p></main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {"ssr":true};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-CaLYqvr9.js";\nimport("/assets/entry.client-D_wpON3H.js");</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[\\u003cdata]");</script>`,
  `</body></html>`,
].join("");

const loaderTag = `<script nonce="${NONCE}">${LOADER}</script>`;

describe("deferred scripts in a page's HTML", () => {
  it("makes React Router's module preloads and scripts inert and puts the loader, with the nonce, before the first of them", () => {
    const html = deferScripts(page, LOADER, NONCE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`</title>${loaderTag}<link data-deferred-modulepreload href="/assets/entry.client-D_wpON3H.js" nonce="${NONCE}"/>`);
    expect(html).toContain(`<script nonce="${NONCE}" type="deferred-module" async="">import * as route0`);
    expect(html).toContain(`<script nonce="${NONCE}" type="deferred-script">window.__reactRouterContext = {`);
    expect(html).toContain(`<script nonce="${NONCE}" type="deferred-script">window.__reactRouterContext.streamController`);
    expect(html.split(LOADER)).toHaveLength(2);
    // Everything else is untouched: the stylesheet, the text.
    const undone = html
      .replace(loaderTag, "")
      .replaceAll(" data-deferred-modulepreload", ' rel="modulepreload"')
      .replace('type="deferred-module"', 'type="module"');
    expect(undone.replaceAll(' type="deferred-script"', "")).toBe(page);
  });

  it("leaves scripts with a type of their own or a source as they are", () => {
    const html = `<head><script type="application/ld+json">{"@type":"Event"}</script><script src="/x.js"></script></head><body><script>run()</script></body>`;
    expect(deferScripts(html, LOADER, "")).toBe(
      `<head><script type="application/ld+json">{"@type":"Event"}</script><script src="/x.js"></script><script>${LOADER}</script></head><body><script type="deferred-script">run()</script></body>`,
    );
  });

  it("puts the loader before </head> when the head holds no preload", () => {
    const html = `<html><head><title>x</title></head><body><script type="module">import "/a.js";</script></body></html>`;
    expect(deferScripts(html, LOADER, NONCE)).toBe(
      `<html><head><title>x</title>${loaderTag}</head><body><script type="deferred-module">import "/a.js";</script></body></html>`,
    );
  });

  it("writes the loader without a nonce attribute when the page has none", () => {
    expect(deferScripts(page, LOADER, "")).toContain(`</title><script>${LOADER}</script><link data-deferred-modulepreload`);
  });

  it("puts the loader before the first inert script of a page without a head of its own", () => {
    const body = `<div>x</div><link rel="modulepreload" href="/a.js"/><script type="module">import "/a.js";</script>`;
    expect(deferScripts(body, LOADER, NONCE)).toBe(
      `<div>x</div>${loaderTag}<link data-deferred-modulepreload href="/a.js"/><script type="deferred-module">import "/a.js";</script>`,
    );
  });

  it("leaves a page with neither a head nor scripts as it is", () => {
    expect(deferScripts("<p>text</p>", LOADER, NONCE)).toBe("<p>text</p>");
  });
});
