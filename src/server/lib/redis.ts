import { Redis } from "ioredis";

/**
 * A Redis client for calls made while answering requests. No offline queue: once connected, a Redis that goes
 * away fails a command at once instead of holding requests. `ready` settles when the first connection is up (or
 * has failed; commands then fail on their own while ioredis reconnects): awaiting it keeps a process's first
 * requests, made while the connection opens, from being refused.
 */
export function requestRedis(url: string) {
  const client = new Redis(url, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
  const ready = client.connect().then(
    () => undefined,
    () => undefined,
  );
  return { client, ready };
}
