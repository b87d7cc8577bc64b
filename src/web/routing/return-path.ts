import { matchPage } from "./site-map.ts";

/**
 * The address to return to after signing in, or undefined when `value` is not one of our own pages.
 * The candidate is resolved the way a browser would (`new URL(value, origin)`), so tricks that survive a
 * string check ("/%09/evil.example", "/\\evil.example", "//evil.example") are judged by where they really lead.
 * Only printable ASCII is considered (what the guards produce), so the answer is always safe in a Location header.
 */
export function safeReturnPath(value: string | null | undefined, publicUrl: string): string | undefined {
  // The addresses we hand out (`requireArea`) are percent-encoded ASCII; anything else was written by hand.
  if (!value || !value.startsWith("/") || !/^[\x21-\x7e]+$/.test(value)) return undefined;
  const origin = new URL(publicUrl).origin;
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (target.origin !== origin || target.pathname.startsWith("//")) return undefined;
  try {
    if (!matchPage(target.pathname)) return undefined;
  } catch {
    // A malformed escape in a parameter ("/tin-tuc/%E0") is no page of ours.
    return undefined;
  }
  return target.pathname + target.search + target.hash;
}
