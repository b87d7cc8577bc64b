/**
 * The HTML of a page that hydrates on the visitor's first interaction (docs/performance.md, "Deferred hydration").
 * React Router's `<Scripts/>` writes `<link rel="modulepreload">` for every chunk of the page and one
 * `<script type="module">` that imports them and starts React: here they become inert (`data-deferred-modulepreload`,
 * `type="deferred-module"`), and so do its classic inline scripts (scroll restoration, the router's context and its
 * data: `type="deferred-script"`), which only React needs and which would run during the page's load (the session
 * storage opened, a stream set up and filled). The inline loader (src/web/lib/hydration-loader.ts) goes before the
 * first of them (React puts the preloads in the head) or before `</head>`, whichever comes first, with the page's CSP
 * nonce. Scripts with a type of their own (JSON-LD) or a source are left alone.
 *
 * entry.server.tsx hands over the whole page: such a page is answered in one piece, not streamed (one rewrite and
 * one write instead of a pass per chunk of React's stream; see "Uncached render").
 */

const MODULE_PRELOAD = /<link\b[^>]*?\srel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*?\stype="module"[^>]*>/g;
const CLASSIC_INLINE_SCRIPT = /<script\b(?![^>]*\s(?:type|src)=)[^>]*>/g;
const LOADER_PLACE = /<\/head>|<link\b[^>]*\sdata-deferred-modulepreload|<script\b[^>]*\stype="deferred-(?:module|script)"/;

/** `html` with React Router's scripts made inert and the loader (`loader`, the script's text) in place. */
export function deferScripts(html: string, loader: string, nonce: string): string {
  const inert = html
    .replace(MODULE_PRELOAD, (tag) => tag.replace(' rel="modulepreload"', " data-deferred-modulepreload"))
    .replace(MODULE_SCRIPT, (tag) => tag.replace(' type="module"', ' type="deferred-module"'))
    .replace(CLASSIC_INLINE_SCRIPT, (tag) => `${tag.slice(0, -1)} type="deferred-script">`);
  const at = inert.search(LOADER_PLACE);
  if (at < 0) return inert;
  return `${inert.slice(0, at)}<script${nonce ? ` nonce="${nonce}"` : ""}>${loader}</script>${inert.slice(at)}`;
}
