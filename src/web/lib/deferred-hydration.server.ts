import { Transform } from "node:stream";

/**
 * The HTML stream of a page that hydrates on the visitor's first interaction (docs/performance.md, "Deferred
 * hydration"). React Router's `<Scripts/>` writes `<link rel="modulepreload">` for every chunk of the page and one
 * `<script type="module">` that imports them and starts React: here they become inert (`data-deferred-modulepreload`,
 * `type="deferred-module"`), and the inline loader (src/web/lib/hydration-loader.ts) goes before `</head>`, with the
 * page's CSP nonce. The classic inline scripts (React Router's context and its streamed data, React's Suspense
 * reveals) stay as they are: they are small and fill in the page without React.
 *
 * The rewrite works on whole tags: a chunk ending inside a tag keeps that tail back until the next chunk completes it.
 */

const MODULE_PRELOAD = /<link\b[^>]*?\srel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*?\stype="module"[^>]*>/g;

export interface DeferredScripts {
  /** Rewrites what is complete of `text` and keeps back a tag cut at its end. */
  write(text: string): string;
  /** What was kept back, at the end of the stream. */
  end(): string;
}

/** The rewriting state of one page: `loader` is the loader's script text, `nonce` the request's CSP nonce. */
export function deferredScripts(loader: string, nonce: string): DeferredScripts {
  let pending = "";
  let loaderWritten = false;
  const loaderTag = () => `<script${nonce ? ` nonce="${nonce}"` : ""}>${loader}</script>`;

  function rewrite(text: string): string {
    let html = text.replace(MODULE_PRELOAD, (tag) => tag.replace(' rel="modulepreload"', " data-deferred-modulepreload"));
    html = html.replace(MODULE_SCRIPT, (tag) => tag.replace(' type="module"', ' type="deferred-module"'));
    if (!loaderWritten) {
      // Before </head>; should a page have no head of its own, before the first of React Router's scripts.
      const at = html.includes("</head>") ? html.indexOf("</head>") : html.search(/<link\b[^>]*\sdata-deferred-modulepreload|<script\b[^>]*\stype="deferred-module"/);
      if (at >= 0) {
        html = html.slice(0, at) + loaderTag() + html.slice(at);
        loaderWritten = true;
      }
    }
    return html;
  }

  return {
    write(text) {
      const html = pending + text;
      // A "<" with no ">" after it may be a tag the next chunk completes.
      const open = html.lastIndexOf("<");
      const cut = open >= 0 && html.indexOf(">", open) < 0 ? open : html.length;
      pending = html.slice(cut);
      return rewrite(html.slice(0, cut));
    },
    end() {
      const rest = pending;
      pending = "";
      return rest ? rewrite(rest) : "";
    },
  };
}

/** A byte stream version of `deferredScripts`, between React's `pipe` and the response body. */
export function deferredScriptsStream(loader: string, nonce: string): Transform {
  const scripts = deferredScripts(loader, nonce);
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      const html = scripts.write(text);
      callback(null, html ? Buffer.from(html) : undefined);
    },
    flush(callback) {
      const html = scripts.write(decoder.decode()) + scripts.end();
      callback(null, html ? Buffer.from(html) : undefined);
    },
  });
}
