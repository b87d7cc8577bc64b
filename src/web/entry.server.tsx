import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { locales } from "#contracts/locale.ts";
import { loadCatalogues } from "./i18n/i18n.ts";
import { deferScripts } from "./lib/deferred-hydration.server.ts";
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
    let renderFailed = false;
    const userAgent = request.headers.get("user-agent");
    const deferred = hydratesOnInteractionRoute(leafRouteId);
    // A page answered in one piece waits for everything: React then writes each Suspense boundary (React Router's
    // data transfer) in place, where after the shell it would send a fallback and an inline script that moves the
    // content in at the next animation frame, a relayout of the page after its first paint (docs/performance.md).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || deferred ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // Errors after the shell are logged (onError) also while waiting for everything; replaced just below when the
      // answer starts at the shell.
      onShellReady() {
        shellRendered = true;
      },
      [readyOption]() {
        shellRendered = true;
        const done = () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        };
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (deferred) {
          // Gathered and answered in one piece: its scripts are rewritten once (a page read before any interaction
          // gains nothing from streaming; the page cache keeps whole pages anyway).
          const chunks: Buffer[] = [];
          const status = responseStatusCode; // as a streamed page's: an error after the shell does not change it
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                done();
                try {
                  // A part that failed after the shell is rendered in the browser instead: this visitor's page
                  // works, but it must not be kept and served to everyone (the page cache keeps only `public`).
                  if (renderFailed) responseHeaders.set("Cache-Control", "private, no-cache");
                  const html = deferScripts(Buffer.concat(chunks).toString("utf8"), __HYDRATION_LOADER__, nonce);
                  resolve(new Response(html, { headers: responseHeaders, status }));
                } catch (error) {
                  reject(error);
                } finally {
                  callback();
                }
              },
              destroy(error, callback) {
                done();
                if (error) reject(error);
                callback(error);
              },
            }),
          );
          return;
        }
        const body = new PassThrough({
          final(callback) {
            done();
            callback();
          },
        });
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        renderFailed = true;
        if (shellRendered) console.error(error);
      },
    });
  });
}
