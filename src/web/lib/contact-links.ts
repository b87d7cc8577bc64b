/** Links of the footer's chat buttons and the hotline, built from the settings' values. */

export type Platform = "android" | "ios" | "other";

/** The visitor's platform from the user agent (iPadOS reports itself as a Mac with touch). */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return "ios";
  return "other";
}

/**
 * Zalo chat with a phone number or Official Account id. The server renders the web link; on a phone the page
 * switches to the app: an Android intent for the Zalo package (falling back to the web link when the app is
 * missing) or the zalo:// scheme on iOS.
 */
export function zaloLink(id: string, platform: Platform = "other"): string {
  const web = `https://zalo.me/${encodeURIComponent(id)}`;
  if (platform === "android")
    return `intent://zalo.me/${encodeURIComponent(id)}#Intent;scheme=https;package=com.zing.zalo;S.browser_fallback_url=${encodeURIComponent(web)};end`;
  if (platform === "ios") return `zalo://conversation?phone=${encodeURIComponent(id)}`;
  return web;
}

export const messengerLink = (id: string) => `https://m.me/${encodeURIComponent(id)}`;

/** tel: link of a number as people write it ("1900 6868", "+84 236 3888 999"). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
