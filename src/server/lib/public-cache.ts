import type { DeflatedParts } from "./gzip-joined.ts";
import { requestRedis } from "./redis.ts";
import type { Db } from "../db/database.ts";
import type { Clock } from "./clock.ts";
import type { Logger } from "./logger.ts";

/**
 * What anonymous visitors see, cached in the process: whole rendered pages and public API answers
 * (http/page-cache.ts), and the public reads every layout makes (settings, news categories, the edition). All are
 * dropped together by `purge(reason)`, which every write that changes a public page calls (docs/performance.md,
 * "Purge contract").
 *
 * Several processes stay coherent through a shared generation number (the database's `cache_generations` row, or
 * Redis when REDIS_URL is set): a purge adds one, and each process compares its own with the shared one at most every
 * `syncMs` before answering from its cache. A short TTL bounds whatever slips between (a render that started before
 * a purge in another process, a deadline passing).
 */

/** A stored answer: a rendered page, or a public API read. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The body's UTF-8 bytes between the CSP nonces it was rendered with (one part when it has none): a hit puts its
   * own nonce between them (http/page-cache.ts).
   */
  parts: Buffer[];
  /** The parts compressed once, for a hit that accepts gzip (lib/gzip-joined.ts); none for a body never compressed. */
  deflated?: DeflatedParts;
  /** The route pattern that answered, for /metrics when the front door answers a hit. */
  route: string;
  etag: string;
  /** When the page was rendered (ms since epoch, whole seconds, for Last-Modified). */
  renderedAt: number;
}

/** A shared counter of purges. */
export interface GenerationStore {
  read(): Promise<number>;
  bump(): Promise<void>;
  close(): Promise<void>;
}

export interface PublicCache {
  /** Drops every cached page and public read, here and (within `syncMs`) in every other process. Never throws. */
  purge(reason: string): Promise<void>;
  /** A public read shared by every visitor (keyed by `key`, which must include the language when it matters). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The generation a render starts under: `storePage` ignores pages rendered before a purge. */
  generation(): Promise<number>;
  page(key: string): Promise<CachedPage | undefined>;
  /** Whether an unexpired answer is stored under `key`, without reading the shared generation (`page` then does). */
  holds(key: string): boolean;
  storePage(key: string, page: CachedPage, generation: number, ttlSeconds?: number): void;
  readonly enabled: boolean;
  /** What the cache holds now (bounded by `maxPages` and `maxBytes`), for /metrics. */
  stats(): { pages: number; bytes: number };
  close(): Promise<void>;
}

const ROW = "public";

export function databaseGenerations(db: Db): GenerationStore {
  return {
    async read() {
      const row = await db.selectFrom("cache_generations").select("generation").where("name", "=", ROW).executeTakeFirst();
      return row?.generation ?? 0;
    },
    async bump() {
      await db
        .insertInto("cache_generations")
        .values({ name: ROW, generation: 1 })
        .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ generation: eb("cache_generations.generation", "+", 1) })))
        .execute();
    },
    close: async () => {},
  };
}

export function redisGenerations(url: string): GenerationStore {
  const { client, ready } = requestRedis(url);
  const key = "public-cache:generation";
  return {
    read: async () => {
      await ready;
      return Number((await client.get(key)) ?? 0);
    },
    bump: async () => {
      await ready;
      await client.incr(key);
    },
    close: async () => void (await client.quit().catch(() => client.disconnect())),
  };
}

interface Options {
  clock: Clock;
  logger: Logger;
  store: GenerationStore;
  /** 0 turns the cache off: every call loads, nothing is stored. */
  ttlSeconds: number;
  /** How stale another process's purge may be here; 0 reads the shared generation on every lookup. */
  syncMs: number;
  maxPages?: number;
  /** The stored bodies' bytes together, their compressed copies included. */
  maxBytes?: number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

const pageBytes = (page: CachedPage) =>
  [...page.parts, ...(page.deflated?.blocks ?? []), ...(page.deflated?.repeats ?? [])].reduce((sum, bytes) => sum + (bytes?.byteLength ?? 0), 0);

export function createPublicCache({ clock, logger, store, ttlSeconds, syncMs, maxPages = 500, maxBytes = 32 * 1024 * 1024 }: Options): PublicCache {
  const pages = new Map<string, Entry<CachedPage>>();
  let bytes = 0;
  const reads = new Map<string, Entry<Promise<unknown>>>();
  let known: number | undefined;
  let syncedAt = -Infinity;
  let syncing: Promise<number> | undefined;
  const enabled = ttlSeconds > 0;
  const now = () => clock.now().getTime();

  const drop = () => {
    pages.clear();
    bytes = 0;
    reads.clear();
  };
  const remove = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    bytes -= pageBytes(entry.value);
    pages.delete(key);
  };

  /** The shared generation, read at most every syncMs; a change drops everything cached here. */
  async function current(): Promise<number> {
    if (known !== undefined && now() - syncedAt < syncMs) return known;
    syncing ??= store
      .read()
      .then((shared) => {
        if (shared !== known) drop();
        known = shared;
        syncedAt = now();
        return shared;
      })
      .catch((error: unknown) => {
        // The store is unreachable: serve nothing from the cache rather than something possibly stale.
        logger.warn({ err: error }, "public cache: generation unreadable");
        drop();
        known = undefined;
        return -1;
      })
      .finally(() => (syncing = undefined));
    return syncing;
  }

  const fresh = <T>(entry: Entry<T> | undefined) => (entry && entry.expiresAt > now() ? entry : undefined);

  return {
    enabled,
    async purge(reason) {
      drop();
      if (!enabled) return;
      try {
        await store.bump();
        known = undefined;
        await current();
      } catch (error) {
        logger.warn({ err: error, reason }, "public cache: purge not shared with other processes (they catch up after the TTL)");
      }
      logger.debug({ reason }, "public cache purged");
    },
    async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const generation = await current();
      const hit = fresh(reads.get(key));
      if (hit) return hit.value as Promise<T>;
      const value = load();
      // A failed read is not kept; one that started before a purge is not kept either.
      if (generation >= 0) reads.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      value.catch(() => reads.delete(key));
      return value;
    },
    generation: () => (enabled ? current() : Promise.resolve(-1)),
    async page(key) {
      if (!enabled) return undefined;
      await current();
      return fresh(pages.get(key))?.value;
    },
    holds: (key) => fresh(pages.get(key)) !== undefined,
    storePage(key, page, generation, ttl = ttlSeconds) {
      const size = pageBytes(page);
      if (!enabled || generation < 0 || generation !== known || ttl <= 0 || size > maxBytes) return;
      remove(key);
      // Expired pages go first, then the oldest: addresses with made-up query strings, or a few huge pages, cannot
      // grow the cache beyond maxPages and maxBytes.
      for (const [old, entry] of pages) if (!fresh(entry)) remove(old);
      while (pages.size >= maxPages || bytes + size > maxBytes) remove(pages.keys().next().value!);
      pages.set(key, { value: page, expiresAt: now() + Math.min(ttl, ttlSeconds) * 1000 });
      bytes += size;
    },
    stats: () => ({ pages: pages.size, bytes }),
    close: () => store.close(),
  };
}

/** A write that changes what public pages show: the caches are purged once it has committed (not when it fails). */
export async function purgeAfter<T>(deps: { publicCache: PublicCache }, reason: string, write: Promise<T>): Promise<T> {
  const result = await write;
  await deps.publicCache.purge(reason);
  return result;
}
