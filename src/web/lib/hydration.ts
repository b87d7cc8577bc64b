/** Dispatched on `document` just before React starts hydrating (entry.client.tsx): the loader puts back what it changed. */
export const HYDRATING_EVENT = "app:hydrating";

/** Dispatched on `document` once React has hydrated the page; the deferred-hydration loader replays held actions on it. */
export const HYDRATED_EVENT = "app:hydrated";

/**
 * Called from the root's effect: effects run once the tree is hydrated, the root's last. Also marks
 * `<html data-hydrated>`, which tests and tools may wait on.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = "true";
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
