/**
 * The activity history's hash chain. Each event stores `hash = SHA-256(prev_hash + "\n" + canonical content)` and
 * the hash of the event before it, so changing, removing or reordering any stored event breaks a link that anyone
 * can recompute. Pure: the server, the migration that chained the older events and the CLI use the same code.
 */

/** The `prev_hash` of the very first event. */
export const GENESIS_HASH = "0".repeat(64);

/** What is hashed of an event: every stored field except its id and the chain columns themselves. */
export interface ChainedContent {
  actor_id: number | null;
  action: string;
  subject: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  /** Any ISO-8601 form; hashed as the UTC instant with milliseconds, so SQLite and PostgreSQL agree. */
  created_at: string;
}

export interface ChainedEvent extends ChainedContent {
  id: number;
  prev_hash: string | null;
  hash: string | null;
}

/** One line of JSON with a fixed field order: the same event always yields the same text. */
export function canonicalContent(event: ChainedContent): string {
  return JSON.stringify([
    event.actor_id,
    event.action,
    event.subject,
    event.before_json,
    event.after_json,
    event.reason,
    new Date(event.created_at).toISOString(),
  ]);
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** What an event's `hash` is the SHA-256 of: the hash before it and its canonical content. */
export const linkText = (prevHash: string, event: ChainedContent) => `${prevHash}\n${canonicalContent(event)}`;

export async function linkHash(prevHash: string, event: ChainedContent): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(linkText(prevHash, event))));
}

export type BrokenLink = { id: number; reason: "prev_hash" | "hash" };

/**
 * Walks events in id order from `prevHash` (the hash of the event before the first one given). Returns the first
 * broken link, or the last hash to continue from with the next batch.
 */
export async function checkLinks(events: readonly ChainedEvent[], prevHash: string): Promise<{ broken: BrokenLink | null; lastHash: string }> {
  let previous = prevHash;
  for (const event of events) {
    if (event.prev_hash !== previous) return { broken: { id: event.id, reason: "prev_hash" }, lastHash: previous };
    if (event.hash !== (await linkHash(previous, event))) return { broken: { id: event.id, reason: "hash" }, lastHash: previous };
    previous = event.hash;
  }
  return { broken: null, lastHash: previous };
}
