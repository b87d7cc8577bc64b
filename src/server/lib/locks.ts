import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { ERRORS, MemoryLocker, type Lock, type Locker } from "@tus/server";
import { Redis } from "ioredis";
import pg from "pg";

/** A lock held until `release()`; taken by `tryLock` without waiting. */
interface HeldLock {
  release(): Promise<void>;
}

/**
 * Exclusive locks shared by every process of the deployment (ARCHITECTURE.md section 1: no in-process lock that must
 * be shared). tus asks for one per upload on every PATCH, so two processes never append to one upload at once.
 */
export interface Locks {
  /** Where the locks live, for the start-up log line and docs/operations.md. */
  readonly kind: "redis" | "postgres" | "memory";
  /** The lock, or undefined at once when someone holds it. */
  tryLock(key: string): Promise<HeldLock | undefined>;
  /** The locker tus uses for uploads: waits up to `acquireTimeoutMs`, asking the holder to let go meanwhile. */
  tusLocker(): Locker;
  close(): Promise<void>;
}

/** How a backend takes a lock, and tells the other processes that someone waits for one. */
interface Backend {
  tryAcquire(key: string): Promise<HeldLock | undefined>;
  /** Asks the holder of `key`, in whichever process, to end its request (tus's "requestRelease"). */
  announceWaiter(key: string): Promise<void>;
  close(): Promise<void>;
}

const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 50;

/**
 * Locks on shared storage, polled: a waiting request retries every 50 ms. tus asks a waiting PATCH to cut the
 * holder short (the holder is usually a dead connection the client already gave up on), so every process learns
 * of waiters through `announceWaiter` and ends its own holder's request.
 */
function sharedLocks(kind: "redis" | "postgres", backend: Backend, subscribe: (onWaiter: (key: string) => void) => void): Locks {
  const holders = new Map<string, () => void>();
  let subscribed = false;
  return {
    kind,
    tryLock: (key) => backend.tryAcquire(key),
    tusLocker: () => {
      // Listened for only by a process that serves uploads (tests and scripts never open the connection).
      if (!subscribed) subscribe((key) => holders.get(key)?.());
      subscribed = true;
      return tusLocker();
    },
    close: () => backend.close(),
  };

  function tusLocker(): Locker {
    return {
      newLock(id: string): Lock {
        const key = `tus:${id}`;
        let held: HeldLock | undefined;
        return {
          async lock(signal, requestRelease) {
            const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
            let announced = false;
            while (!(held = await backend.tryAcquire(key))) {
              if (!announced) {
                announced = true;
                await backend.announceWaiter(key);
              }
              if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await sleep(RETRY_MS);
            }
            holders.set(key, () => void requestRelease());
          },
          async unlock() {
            holders.delete(key);
            await held?.release();
            held = undefined;
          },
        };
      },
    };
  }
}

/**
 * Redis: `SET key token NX PX ttl`, renewed while held, deleted only by its owner (compare and delete in one
 * script). A process that dies stops renewing, and its locks lapse after the ttl. Waiters are announced on a channel.
 */
export function redisLocks(url: string, ttlMs = 15_000): Locks {
  const client = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  const channel = "locks:waiters";
  const release = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;
  const renew = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
  const backend: Backend = {
    async tryAcquire(key) {
      const name = `lock:${key}`;
      const token = randomBytes(16).toString("hex");
      if ((await client.set(name, token, "PX", ttlMs, "NX")) !== "OK") return undefined;
      const renewal = setInterval(() => void client.eval(renew, 1, name, token, ttlMs).catch(() => undefined), ttlMs / 3).unref();
      return {
        async release() {
          clearInterval(renewal);
          await client.eval(release, 1, name, token);
        },
      };
    },
    announceWaiter: async (key) => void (await client.publish(channel, key)),
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
  return sharedLocks("redis", backend, (onWaiter) => {
    void subscriber.subscribe(channel).catch(() => undefined);
    subscriber.on("message", (_channel: string, key: string) => onWaiter(key));
  });
}

/** Advisory-lock keys of this application's uploads: the two-int key space, apart from the one-bigint start-up lock. */
const LOCK_NAMESPACE = 18_001;

/**
 * PostgreSQL: a session advisory lock (`pg_try_advisory_lock(namespace, hashtext(key))`) on a connection kept for
 * as long as the lock is held, from a pool of its own so held uploads never starve the queries. A process that dies
 * closes its connections, which releases its locks at once. Waiters are announced with NOTIFY.
 */
export function postgresLocks(connectionString: string, maxHeld = 20): Locks {
  const pool = new pg.Pool({ connectionString, max: maxHeld });
  // An idle pooled connection that errors (the server restarted) is dropped by the pool; without a listener it would throw.
  pool.on("error", () => undefined);
  const listener = new pg.Client({ connectionString });
  const channel = "locks_waiters";
  const backend: Backend = {
    async tryAcquire(key) {
      const connection = await pool.connect();
      try {
        const { rows } = await connection.query<{ locked: boolean }>("select pg_try_advisory_lock($1, hashtext($2)) as locked", [LOCK_NAMESPACE, key]);
        if (!rows[0]?.locked) {
          connection.release();
          return undefined;
        }
      } catch (error) {
        connection.release(error as Error);
        throw error;
      }
      return {
        async release() {
          try {
            await connection.query("select pg_advisory_unlock($1, hashtext($2))", [LOCK_NAMESPACE, key]);
            connection.release();
          } catch (error) {
            // Closing the connection releases the lock anyway.
            connection.release(error as Error);
          }
        },
      };
    },
    announceWaiter: async (key) => void (await pool.query("select pg_notify($1, $2)", [channel, key])),
    async close() {
      await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
  return sharedLocks("postgres", backend, (onWaiter) => {
    listener.on("notification", (message) => message.payload && onWaiter(message.payload));
    listener.on("error", () => undefined);
    void listener
      .connect()
      .then(() => listener.query(`listen ${channel}`))
      .catch(() => undefined);
  });
}

/** One process on SQLite: tus's own in-memory locker, and a set of held keys for `tryLock`. */
export function memoryLocks(): Locks {
  const locker = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  const held = new Set<string>();
  return {
    kind: "memory",
    async tryLock(key) {
      if (held.has(key)) return undefined;
      held.add(key);
      return { release: async () => void held.delete(key) };
    },
    tusLocker: () => locker,
    close: async () => undefined,
  };
}

/** Redis when configured, else PostgreSQL when the data lives there, else this process only (SQLite). */
export function createLocks(config: { REDIS_URL?: string | undefined; DATABASE_URL?: string | undefined }): Locks {
  if (config.REDIS_URL) return redisLocks(config.REDIS_URL);
  if (config.DATABASE_URL) return postgresLocks(config.DATABASE_URL);
  return memoryLocks();
}
