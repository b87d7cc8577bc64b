import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { offlinePolicy } from "#web/lib/offline-policy.ts";
import { registerServiceWorker } from "#web/lib/register-worker.ts";
import { mayPrefetch, prefetchTargets, type NetworkInfo } from "#web/lib/prefetch.ts";

const PREFETCH_IDLE_MS = 2000;
const PREFETCH_MAX = 8;
const prefetched = new Set<string>();

/** Visible links (the prefetcher only looks at what is on screen). */
function visibleLinks(): string[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
    .filter((anchor) => {
      const rect = anchor.getBoundingClientRect();
      return rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0;
    })
    .map((anchor) => anchor.href);
}

/**
 * Registers the service worker (/sw.js, scope /) in production builds and hands it what this page loaded, so a page
 * read once opens offline. When the browser is idle (at most 2000 ms), fetches the visible links so they are ready.
 * Offline, links load as whole documents (the worker has them), and a page opened offline says it is a saved copy.
 */
export function OfflineSupport() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [savedCopy, setSavedCopy] = useState(false);

  useEffect(() => {
    setSavedCopy(!navigator.onLine);
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    // On a page that hydrated on interaction the loader registered it already; asking again hands over the chunks too.
    void registerServiceWorker(window);
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (
        navigator.onLine ||
        !anchor ||
        anchor.target ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      if (offlinePolicy(anchor.href, "GET", location.origin) !== "page") return;
      event.preventDefault();
      location.assign(anchor.href);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const run = () => {
      if (!mayPrefetch(navigator as Navigator & NetworkInfo)) return;
      for (const href of prefetchTargets(visibleLinks(), location.href, prefetched, PREFETCH_MAX)) {
        prefetched.add(href);
        void fetch(href, { credentials: "same-origin", priority: "low" } as RequestInit).catch(() => prefetched.delete(href));
      }
    };
    const idle = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_MS }) : window.setTimeout(run, PREFETCH_IDLE_MS);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [pathname]);

  return savedCopy ? (
    <div className="offline-copy" role="note" data-testid="offline-copy">
      {t("publicSite.offline.savedCopy")}
    </div>
  ) : null;
}
