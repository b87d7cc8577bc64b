import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./api.ts";

/**
 * A page address with repeated slashes ("/tin-tuc//") is sent, permanently and with its method, to the address
 * with them merged ("/tin-tuc/"). nginx does the same before the app sees a request (`merge_slashes`, on by
 * default); a request that reaches the app directly gets the same answer. It is also the one spelling the server's
 * route matcher and the browser's read differently (src/server/route-matching.ts).
 */
export const mergedSlashes: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  if (!path.includes("//")) return next();
  const query = c.req.url.indexOf("?");
  return c.redirect(path.replace(/\/{2,}/g, "/") + (query === -1 ? "" : c.req.url.slice(query)), 308);
};
