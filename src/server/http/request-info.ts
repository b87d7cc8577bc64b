import { getConnInfo } from "@hono/node-server/conninfo";
import { defaultLocale, isLocale, type Locale } from "#contracts/locale.ts";
import type { AppContext } from "./api.ts";

/** `?lang=` wins, then the first supported language of Accept-Language, then Vietnamese. */
export function requestLocale(c: AppContext): Locale {
  const lang = c.req.query("lang");
  return isLocale(lang) ? lang : acceptedLocale(c.req.header("accept-language"));
}

/** The first supported language of an Accept-Language header, else Vietnamese. */
export function acceptedLocale(header: string | undefined): Locale {
  const accepted = (header ?? "").split(",").map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocale) ?? defaultLocale;
}

/** The caller's X-Request-Id when it is a sane one (a load balancer's), or a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && incoming.length <= 255 && !/[^\w\-=]/.test(incoming) ? incoming : crypto.randomUUID();
}

/** The address of the socket's other end; undefined for a request made in-process (SSR loaders, tests). */
export function peerAddress(c: AppContext): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return undefined;
  }
}

/**
 * The visitor's address: the socket's, or, when TRUST_PROXY is on and the socket is one of TRUSTED_PROXIES (the
 * load balancer, which overwrites the header: deploy/nginx.conf), the first X-Forwarded-For hop. Anyone else who
 * reaches the port directly cannot choose their address by sending the header.
 */
export function clientAddress(c: AppContext): string {
  const { TRUST_PROXY, TRUSTED_PROXIES } = c.var.deps.config;
  const peer = peerAddress(c);
  if (TRUST_PROXY && (peer === undefined || TRUSTED_PROXIES.includes(peer))) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return peer ?? "in-process";
}
