import { offlinePolicy } from "./offline-policy.ts";

/** The parts of `navigator` the prefetcher reads (connection is Chromium's Network Information API). */
export interface NetworkInfo {
  onLine: boolean;
  connection?: { saveData?: boolean; effectiveType?: string } | undefined;
}

/** No prefetching offline, on a data-saver connection or on a 2g connection (spec). */
export function mayPrefetch(network: NetworkInfo): boolean {
  return network.onLine && !network.connection?.saveData && !/2g/.test(network.connection?.effectiveType ?? "");
}

/** Public same-origin pages among `hrefs`, without fragments, not the current page nor one already fetched. */
export function prefetchTargets(hrefs: string[], current: string, done: ReadonlySet<string>, max: number): string[] {
  const origin = new URL(current).origin;
  const found = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href, current);
    url.hash = "";
    if (url.href !== current.split("#")[0] && !done.has(url.href) && offlinePolicy(url.href, "GET", origin) === "page") found.add(url.href);
  }
  return [...found].slice(0, max);
}
