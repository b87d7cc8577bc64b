/**
 * The HTML of a page that hydrates on the visitor's first interaction (docs/performance.md, "Deferred hydration").
 * React Router's `<Scripts/>` writes `<link rel="modulepreload">` for every chunk of the page and one
 * `<script type="module">` that imports them and starts React: here they become inert (`data-deferred-modulepreload`,
 * `type="deferred-module"`), and the inline loader (src/web/lib/hydration-loader.ts) goes before the first of them
 * (React puts the preloads in the head) or before `</head>`, whichever comes first, with the page's CSP nonce. The
 * classic inline scripts (React Router's context and its streamed data, React's Suspense reveals) stay as they are:
 * they are small and fill in the page without React.
 *
 * entry.server.tsx hands over the whole page: such a page is answered in one piece, not streamed (one rewrite and
 * one write instead of a pass per chunk of React's stream; see "Uncached render").
 */

const MODULE_PRELOAD = /<link\b[^>]*?\srel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*?\stype="module"[^>]*>/g;
const LOADER_PLACE = /<\/head>|<link\b[^>]*\sdata-deferred-modulepreload|<script\b[^>]*\stype="deferred-module"/;

/** `html` with React Router's scripts made inert and the loader (`loader`, the script's text) in place. */
export function deferScripts(html: string, loader: string, nonce: string): string {
  const inert = html
    .replace(MODULE_PRELOAD, (tag) => tag.replace(' rel="modulepreload"', " data-deferred-modulepreload"))
    .replace(MODULE_SCRIPT, (tag) => tag.replace(' type="module"', ' type="deferred-module"'));
  const at = inert.search(LOADER_PLACE);
  if (at < 0) return inert;
  return `${inert.slice(0, at)}<script${nonce ? ` nonce="${nonce}"` : ""}>${loader}</script>${inert.slice(at)}`;
}
