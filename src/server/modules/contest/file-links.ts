import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Deps } from "#server/deps.ts";

/** How long a link to an entry's file works. */
const LINK_TTL_SECONDS = 15 * 60;

const secrets = new Map<string, Promise<Buffer>>();

/**
 * The key that signs file links: 32 random bytes kept in DATA_DIR/private (mode 0600), made on first use. Every
 * process serving the same files shares DATA_DIR, so they share the key; deleting it voids every link.
 */
function linkKey(deps: Pick<Deps, "config">): Promise<Buffer> {
  const file = path.join(deps.config.DATA_DIR, "private", "file-links.key");
  let key = secrets.get(file);
  if (!key) {
    key = (async () => {
      await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written whole beside it, then linked into place: link() fails if the key exists, so processes starting
      // together on one DATA_DIR never read a half-written key, and all end up with the first one made.
      const candidate = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      await fsp.writeFile(candidate, randomBytes(32), { mode: 0o600 });
      try {
        await fsp.link(candidate, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      } finally {
        await fsp.rm(candidate, { force: true });
      }
      return fsp.readFile(file);
    })();
    key.catch(() => secrets.delete(file));
    secrets.set(file, key);
  }
  return key;
}

const signature = (key: Buffer, fileId: number, expires: number) => createHmac("sha256", key).update(`entry-file:${fileId}:${expires}`).digest("base64url");

/** A link that opens one stored file for LINK_TTL_SECONDS, for whoever holds it; the caller decides who gets one. */
export async function fileLink(deps: Pick<Deps, "config" | "clock">, fileId: number): Promise<string> {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + LINK_TTL_SECONDS;
  return `/api/v1/contest/files/${fileId}/content?expires=${expires}&signature=${signature(await linkKey(deps), fileId, expires)}`;
}

/** Whether a link's expiry and signature are genuine and still valid. */
export async function linkIsValid(deps: Pick<Deps, "config" | "clock">, fileId: number, expires: number, given: string): Promise<boolean> {
  if (expires * 1000 < deps.clock.now().getTime()) return false;
  const expected = Buffer.from(signature(await linkKey(deps), fileId, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
