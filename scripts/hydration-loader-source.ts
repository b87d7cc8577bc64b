import { minifySync } from "vite";
import { countdownDigits } from "../src/web/lib/countdown-digits.ts";
import { registerServiceWorker } from "../src/web/lib/register-worker.ts";
import { hydrationLoader, type LoaderOptions } from "../src/web/lib/hydration-loader.ts";
import { HYDRATED_EVENT, HYDRATING_EVENT } from "../src/web/lib/hydration.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_ATTRIBUTES } from "../src/web/lib/locale.ts";

/**
 * The text of the inline loader of pages that hydrate on interaction: its function's source with its options,
 * minified. Made at build time (vite.config.ts defines it as __HYDRATION_LOADER__ for the server) and measured by
 * the bundle budget (scripts/check-bundles.ts), from the same function.
 */
export function hydrationLoaderSource(options: { production: boolean }): string {
  const settings: Omit<LoaderOptions, "registerWorker" | "countdownDigits"> = {
    hydratedEvent: HYDRATED_EVENT,
    hydratingEvent: HYDRATING_EVENT,
    giveUpMs: 15_000,
    localeCookie: { name: LOCALE_COOKIE, attributes: LOCALE_COOKIE_ATTRIBUTES },
  };
  const functions = `registerWorker: ${options.production ? registerServiceWorker.toString() : "null"}, countdownDigits: ${countdownDigits.toString()}`;
  const source = `(${hydrationLoader.toString()})(window, { ...${JSON.stringify(settings)}, ${functions} });`;
  const { code, errors } = minifySync("hydration-loader.js", source, {});
  if (errors.length) throw new Error(`hydration loader: ${errors.map((error) => error.message).join("; ")}`);
  return code;
}
