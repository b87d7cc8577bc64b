/**
 * A one-time notice carried across a redirect ("the account was created", shown on the page the form returns to).
 * It holds a known key, never user data, and lives for a minute at most.
 */
const FLASH_COOKIE = "flash";

export function flashCookie(notice: string): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(notice)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export function flashHeaders(notice: string): HeadersInit {
  return { "Set-Cookie": flashCookie(notice) };
}

/** The notice waiting for this request, and the header that clears it once shown. */
export function takeFlash<K extends string>(request: Request, known: readonly K[]): { notice: K | undefined; headers: HeadersInit } {
  const raw = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (raw === undefined) return { notice: undefined, headers: {} };
  const value = decodeURIComponent(raw);
  const notice = known.find((k) => k === value);
  return { notice, headers: { "Set-Cookie": `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` } };
}
