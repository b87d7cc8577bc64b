import { getConnInfo } from "@hono/node-server/conninfo";
import { defaultLocale, isLocale, type Locale } from "#contracts/locale.ts";
import type { AppContext } from "./api.ts";

/** `?lang=` wins, then the first supported language of Accept-Language, then Vietnamese. */
export function requestLocale(c: AppContext): Locale {
  const lang = c.req.query("lang");
  if (isLocale(lang)) return lang;
  const accepted = (c.req.header("accept-language") ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocale) ?? defaultLocale;
}

/** The visitor's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is on. */
export function clientAddress(c: AppContext): string {
  if (c.var.deps.config.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process";
  }
}
