const KEY = "chunk-reload-at";
const GUARD_MS = 60_000;

/** After a deploy, old pages may ask for chunks that are gone: reload once, never more than once a minute. */
export function reloadOnceAfterChunkError(
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(message);
}
