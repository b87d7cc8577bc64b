import type { ServerBuild } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";

/**
 * React Router's route-pattern matcher for the server's renders: a request finds its page in a tree of the patterns,
 * where the default matcher tries the ~260 route branches one by one (every page at both slugs in both languages),
 * three times a render, `/` last: 12 % of an uncached render of `/` (docs/performance.md, "Uncached render";
 * docs/decisions/0016-route-pattern-matching.md).
 *
 * The browser keeps the default matcher. The future flags go to it with each page, and `toJSON` sends them as the
 * build has them, so it needs no second matcher (5 KB); route-matching.test.ts holds both matchers to the same
 * answer for every page's addresses.
 */
export function withPatternMatching(build: ServerBuild): ServerBuild {
  unstable_preloadRoutePattern();
  // Framework mode types its future flags as none; its server hands them to the static handler as they are.
  const future = { ...build.future, unstable_routePatternMatching: true, toJSON: () => build.future };
  return { ...build, future: future as unknown as ServerBuild["future"] };
}
