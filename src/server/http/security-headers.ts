import { randomBytes } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Config } from "#server/config.ts";

type Headers = Record<string, string>;

/** The headers a secure-headers middleware sets on an empty answer, computed once; `nonce` is the one it drew. */
async function probe(middleware: MiddlewareHandler): Promise<{ headers: Headers; nonce: string }> {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  let nonce = "";
  app.use(middleware);
  app.get("/", (c) => {
    nonce = c.get("secureHeadersNonce") ?? "";
    return c.body(null);
  });
  const headers = Object.fromEntries([...(await app.request("/")).headers].filter(([name]) => name !== "content-type"));
  return { headers, nonce };
}

/** A nonce for one answer's inline scripts, drawn as secure-headers draws its own (16 random bytes, base64). */
export const newNonce = () => randomBytes(16).toString("base64");

/**
 * Every answer's security headers, made from the configuration once. Pages get a CSP with a fresh nonce for their
 * inline scripts; data answers never run scripts, so theirs is fixed.
 */
export function securityHeaders(config: Config) {
  const common: Omit<NonNullable<Parameters<typeof secureHeaders>[0]>, "contentSecurityPolicy"> = {
    strictTransportSecurity: config.behindTls ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
  const pages = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.behindTls ? { upgradeInsecureRequests: [] } : {}),
    },
  });
  const pageProbe = probe(pages);
  return {
    /** The middleware that sets a page's headers, with a nonce it draws and leaves in `secureHeadersNonce`. */
    pages,
    /** A page's headers for a nonce drawn elsewhere (a page answered from the cache outside Hono: front-door.ts). */
    pageHeadersFor: pageProbe.then(({ headers, nonce }) => (fresh: string): Headers => {
      const policy = headers["content-security-policy"]!.replace(`'nonce-${nonce}'`, `'nonce-${fresh}'`);
      return { ...headers, "content-security-policy": policy };
    }),
    data: probe(
      secureHeaders({ ...common, contentSecurityPolicy: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'none'"] } }),
    ).then((p) => p.headers),
    // A PDF the API serves (an entry's essay) may be shown inside our own pages, in the browser's PDF viewer. Chrome
    // draws the viewer as an <embed> of the same address under this response's CSP: object-src must allow it, or the
    // frame stays blank.
    framedPdf: probe(
      secureHeaders({
        ...common,
        contentSecurityPolicy: { defaultSrc: ["'none'"], objectSrc: ["'self'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'self'"] },
      }),
    ).then((p) => p.headers),
  };
}
