import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { locales } from "#contracts/locale.ts";
import { loadCatalogues } from "./i18n/i18n.ts";
import { deferredScriptsStream } from "./lib/deferred-hydration.server.ts";
import { ssrContext } from "./lib/ssr-context.ts";
import { hydratesOnInteractionRoute, pageCacheControl } from "./routing/cache-policy.ts";

/** The inline loader of pages that hydrate on interaction, minified at build time (scripts/hydration-loader-source.ts). */
declare const __HYDRATION_LOADER__: string;

export { ssrContext };

export const streamTimeout = 5_000;

// The server renders both languages: every catalogue is ready before the first request.
await loadCatalogues(locales);

/**
 * React Router's Node entry, plus the CSP nonce on every inline script it renders; a public page's scripts wait for
 * the visitor's first interaction (docs/performance.md, "Deferred hydration").
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const leafRouteId = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", pageCacheControl(request, leafRouteId));
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce } = loadContext.get(ssrContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (hydratesOnInteractionRoute(leafRouteId)) {
          const deferred = deferredScriptsStream(__HYDRATION_LOADER__, nonce);
          deferred.pipe(body);
          pipe(deferred);
        } else {
          pipe(body);
        }
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
