import type { RouterContext, ServerBuild } from "react-router";
import type { SsrRequestContext } from "#contracts/ssr.ts";

/**
 * The web app's entry.server exports the context key its loaders read; taking it from the build
 * (not importing web code here) keeps one instance of the key in production and in Vite dev alike.
 */
export function ssrContextOf(build: ServerBuild): RouterContext<SsrRequestContext> {
  const key = (build.entry.module as unknown as { ssrContext?: RouterContext<SsrRequestContext> }).ssrContext;
  if (!key) throw new Error("The web build's entry.server does not export `ssrContext`.");
  return key;
}
